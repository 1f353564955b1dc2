import { DataSection } from '../components/DataSection';
import { FindFlatmateLink } from '../components/FindFlatmateLink';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { SeeAlso } from '../components/SeeAlso';
import { SiteTable } from '../components/SiteTable';
import {
  qsRankingLabel,
  studyChat,
  studyClosing,
  studyCosts,
  studyHero,
  studyMeta,
  studyRoadmap,
  universities,
} from '../content/studentAdmissions';
import { itemListLd } from '../lib/structuredData';

const jsonLd = [
  itemListLd(
    'Top UK universities for Indian students',
    'CollegeOrUniversity',
    universities.map((uni) => ({ name: uni.name, url: uni.url, address: { '@type': 'PostalAddress', addressCountry: 'GB' } })),
  ),
];

export default function StudentAdmissionsPage() {
  return (
    <GuidePage meta={studyMeta} hero={studyHero} chat={studyChat} jsonLd={jsonLd} closing={{ ...studyClosing, actions: <FindFlatmateLink /> }}>
      <GuideSection
        id="universities"
        title="Top 10 UK universities for Indian students"
        intro={`Ranked by the ${qsRankingLabel}. Rankings change every year, so check the latest table and each course page before you apply.`}
      >
        <SiteTable
          label="Top UK universities with popular courses and QS rank"
          nameHeader="University"
          idPrefix="uni"
          columns={[
            { header: 'Popular courses', cell: (uni) => uni.courses },
            { header: 'QS rank', cell: (uni) => uni.rank },
          ]}
          rows={universities}
          minWidthClass="min-w-[42rem]"
        />
      </GuideSection>
      <DataSection id="costs" title="What it costs and what you can earn" checklist={studyCosts} label="Study costs and work rules" />
      <DataSection id="roadmap" title="Your 5-step roadmap to a UK university" steps={studyRoadmap} label="Study in the UK roadmap">
        <SeeAlso
          className="mt-6"
          lead="Visa questions? Read our"
          to="/visa-and-immigration-support"
          link="visa and immigration support guide"
          tail=" for the Student visa and the Graduate Route."
        />
      </DataSection>
    </GuidePage>
  );
}
