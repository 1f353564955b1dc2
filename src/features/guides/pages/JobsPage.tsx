import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { BulletGroups } from '../components/BulletGroups';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { DataTable } from '../components/DataTable';
import { ExternalLink } from '../components/ExternalLink';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { textLink } from '../components/styles';
import { GUIDE_LABELS } from '../constants';
import { illustrationSlug } from '../content/urls';
import {
  itRoleGroups,
  jobChecklist,
  jobPortals,
  jobsHero,
  jobsMeta,
  jobsWhatsappMessage,
  visaPathways,
} from '../content/jobs';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, itemListLd, webPageLd } from '../lib/structuredData';

const crumb = routeLabel(jobsMeta.path);
const jsonLd = [
  webPageLd(jobsMeta),
  itemListLd(
    'UK job portals for Indians',
    'WebSite',
    jobPortals.map((portal) => ({ name: portal.name, url: portal.url, description: `${portal.focus} jobs` })),
  ),
  breadcrumbLd(jobsMeta, crumb),
];

const portalId = (name: string) => `portal-${illustrationSlug(name)}`;

export default function JobsPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={jobsMeta.title} description={jobsMeta.description} path={jobsMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={jobsHero.eyebrow} title={jobsHero.title} intro={jobsHero.intro}>
        <WhatsAppCta message={jobsWhatsappMessage}>Get Job Search Help on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection id="visa-pathways" title="Visa pathways that let you work">
        <InfoCards blocks={visaPathways} columns={3} />
        <p className="mt-4">
          Need advice on your own visa?{' '}
          <Link to="/visa-and-immigration-support" className={textLink}>
            See our visa and immigration support
          </Link>
          .
        </p>
      </GuideSection>

      <GuideSection
        id="in-demand-roles"
        title="In-demand IT roles in the UK"
        intro="Four role groups where Indian tech professionals are in steady demand, with the skills employers list most often."
      >
        <BulletGroups groups={itRoleGroups} columns={2} />
      </GuideSection>

      <GuideSection id="checklist" title="UK job market checklist">
        <Checklist items={jobChecklist} label="UK job market checklist" />
        <p className="mt-4">
          Make your CV UK-ready with our{' '}
          <Link to="/cv-and-interview-help" className={textLink}>
            CV and interview help
          </Link>{' '}
          guide.
        </p>
      </GuideSection>

      <GuideSection id="job-portals" title="Best UK job portals" intro="Nine sites worth bookmarking, each strong in a different part of the market.">
        <DataTable
          label="UK job portals"
          columns={[
            { header: 'Portal', rowHeader: true, cell: (portal) => <span id={portalId(portal.name)}>{portal.name}</span> },
            { header: 'Focus', cell: (portal) => portal.focus },
            {
              header: 'Website',
              cell: (portal) => (
                <ExternalLink href={portal.url} describedBy={portalId(portal.name)}>
                  {GUIDE_LABELS.visitSite}
                </ExternalLink>
              ),
            },
          ]}
          rows={jobPortals}
          rowKey={(portal) => portal.name}
          minWidthClass="min-w-[30rem]"
        />
      </GuideSection>

      <CtaBanner
        id="job-help"
        title="Want help with your UK job search?"
        text="Tell us your skills and visa type on WhatsApp for tips on roles, sponsors and where to apply."
        message={jobsWhatsappMessage}
        label="Get Job Search Help on WhatsApp"
      />
    </GuideLayout>
  );
}
