import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { AreaDetailCard } from '../components/AreaDetailCard';
import { CtaBanner } from '../components/CtaBanner';
import { DataTable } from '../components/DataTable';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { primaryButton, secondaryButton, textLink } from '../components/styles';
import { GUIDE_LABELS } from '../constants';
import { areas, areasHero, areasMeta, areasWhatsappMessage, rentNote } from '../content/londonAreas';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, itemListLd } from '../lib/structuredData';

const crumb = routeLabel(areasMeta.path);
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
  breadcrumbLd(areasMeta, crumb),
];

export default function LondonAreasPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={areasMeta.title} description={areasMeta.description} path={areasMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={areasHero.eyebrow} title={areasHero.title} intro={areasHero.intro}>
        <Link to="/" className={primaryButton}>
          {GUIDE_LABELS.startSearching}
        </Link>
        <WhatsAppCta message={areasWhatsappMessage}>Ask About an Area on WhatsApp</WhatsAppCta>
      </GuideHero>

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

      <CtaBanner
        id="find-a-room"
        title="Found your area? Find your room"
        text="Browse rooms and flatmates from the Indian community in East Ham, Ilford, Wembley, Southall, Hounslow and beyond."
        message={areasWhatsappMessage}
        label="Ask About an Area on WhatsApp"
      >
        <Link to="/" className={secondaryButton}>
          {GUIDE_LABELS.findFlatmate}
        </Link>
      </CtaBanner>
    </GuideLayout>
  );
}
