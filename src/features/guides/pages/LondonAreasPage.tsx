import { Link } from 'react-router-dom';
import { AreaDetailCard } from '../components/AreaDetailCard';
import { DataTable } from '../components/DataTable';
import { FindFlatmateLink } from '../components/FindFlatmateLink';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { primaryButton, textLink } from '../components/styles';
import { GUIDE_LABELS } from '../constants';
import { areas, areasChat, areasClosing, areasHero, areasMeta, rentNote } from '../content/londonAreas';
import { itemListLd } from '../lib/structuredData';

const jsonLd = [
  itemListLd(
    'Indian areas in London',
    'Place',
    areas.map((area) => ({
      name: `${area.name}, London`,
      description: area.community,
      containedInPlace: { '@type': 'City', name: 'London' },
    })),
  ),
];

export default function LondonAreasPage() {
  return (
    <GuidePage
      meta={areasMeta}
      hero={areasHero}
      chat={areasChat}
      heroActions={(chatButton) => (
        <>
          <Link to="/" className={primaryButton}>
            {GUIDE_LABELS.startSearching}
          </Link>
          {chatButton}
        </>
      )}
      jsonLd={jsonLd}
      closing={{ ...areasClosing, actions: <FindFlatmateLink /> }}
    >
      <GuideSection id="summary" title="London’s Indian areas at a glance" intro={rentNote}>
        <DataTable
          label="Indian areas in London compared"
          columns={[
            {
              header: 'Area',
              rowHeader: true,
              cell: (area) => (
                <a href={`#${area.id}`} className={textLink}>
                  {area.name}
                </a>
              ),
            },
            { header: 'Dominant community', cell: (area) => area.dominantCommunity },
            { header: 'Rent guide', cell: (area) => area.rentGuide },
            { header: 'Best for', cell: (area) => area.bestFor },
          ]}
          rows={areas}
          rowKey={(area) => area.id}
          minWidthClass="min-w-[44rem]"
        />
      </GuideSection>

      <GuideSection id="area-guides" title="Area guides">
        <div className="space-y-6">
          {areas.map((area) => (
            <AreaDetailCard key={area.id} area={area} />
          ))}
        </div>
      </GuideSection>
    </GuidePage>
  );
}
