import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { DataTable } from '../components/DataTable';
import { ExternalLink } from '../components/ExternalLink';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { StepList } from '../components/StepList';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { secondaryButton, textLink } from '../components/styles';
import { GUIDE_LABELS } from '../constants';
import {
  qsRankingLabel,
  studyCosts,
  studyHero,
  studyMeta,
  studyRoadmap,
  studyWhatsappMessage,
  universities,
} from '../content/studentAdmissions';
import { illustrationSlug } from '../content/urls';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, itemListLd } from '../lib/structuredData';

const crumb = routeLabel(studyMeta.path);
const jsonLd = [
  itemListLd(
    'Top UK universities for Indian students',
    'CollegeOrUniversity',
    universities.map((uni) => ({ name: uni.name, url: uni.url, address: { '@type': 'PostalAddress', addressCountry: 'GB' } })),
  ),
  breadcrumbLd(studyMeta, crumb),
];

const uniId = (name: string) => `uni-${illustrationSlug(name)}`;

export default function StudentAdmissionsPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={studyMeta.title} description={studyMeta.description} path={studyMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={studyHero.eyebrow} title={studyHero.title} intro={studyHero.intro}>
        <WhatsAppCta message={studyWhatsappMessage}>Get Your Admission Assessment on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection
        id="universities"
        title="Top 10 UK universities for Indian students"
        intro={`Ranked by the ${qsRankingLabel}. Rankings change every year, so check the latest table and each course page before you apply.`}
      >
        <DataTable
          label="Top UK universities with popular courses and QS rank"
          columns={[
            { header: 'University', rowHeader: true, cell: (uni) => <span id={uniId(uni.name)}>{uni.name}</span> },
            { header: 'Popular courses', cell: (uni) => uni.courses },
            { header: 'QS rank', cell: (uni) => uni.rank },
            {
              header: 'Website',
              cell: (uni) => (
                <ExternalLink href={uni.url} describedBy={uniId(uni.name)}>
                  {GUIDE_LABELS.visitSite}
                </ExternalLink>
              ),
            },
          ]}
          rows={universities}
          rowKey={(uni) => uni.name}
          minWidthClass="min-w-[42rem]"
        />
      </GuideSection>

      <GuideSection id="costs" title="What it costs and what you can earn">
        <Checklist items={studyCosts} label="Study costs and work rules" />
      </GuideSection>

      <GuideSection id="roadmap" title="Your 5-step roadmap to a UK university">
        <StepList steps={studyRoadmap} label="Study in the UK roadmap" />
        <p className="mt-6">
          Visa questions? Read our{' '}
          <Link to="/visa-and-immigration-support" className={textLink}>
            visa and immigration support guide
          </Link>{' '}
          for the Student visa and the Graduate Route.
        </p>
      </GuideSection>

      <CtaBanner
        id="assessment"
        title="Find out where you can get in"
        text="Share your qualifications, scores and budget on WhatsApp for an assessment of suitable UK universities and courses."
        message={studyWhatsappMessage}
        label="Get Your Admission Assessment on WhatsApp"
      >
        <Link to="/" className={secondaryButton}>
          {GUIDE_LABELS.findFlatmate}
        </Link>
      </CtaBanner>
    </GuideLayout>
  );
}
