import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { GuideSection } from '../components/GuideSection';
import { SeeAlso } from '../components/SeeAlso';
import { SiteTable } from '../components/SiteTable';
import { itRoleGroups, jobChecklist, jobPortals, jobsChat, jobsClosing, jobsHero, jobsMeta, visaPathways } from '../content/jobs';
import { itemListLd, webPageLd } from '../lib/structuredData';

const jsonLd = [
  webPageLd(jobsMeta),
  itemListLd(
    'UK job portals for Indians',
    'WebSite',
    jobPortals.map((portal) => ({ name: portal.name, url: portal.url, description: `${portal.focus} jobs` })),
  ),
];

export default function JobsPage() {
  return (
    <GuidePage meta={jobsMeta} hero={jobsHero} chat={jobsChat} jsonLd={jsonLd} closing={jobsClosing}>
      <DataSection id="visa-pathways" title="Visa pathways that let you work" cards={visaPathways}>
        <SeeAlso lead="Need advice on your own visa?" to="/visa-and-immigration-support" link="See our visa and immigration support" />
      </DataSection>
      <DataSection
        id="in-demand-roles"
        title="In-demand IT roles in the UK"
        intro="Four role groups where Indian tech professionals are in steady demand, with the skills employers list most often."
        groups={itRoleGroups}
      />
      <DataSection id="checklist" title="UK job market checklist" checklist={jobChecklist} label="UK job market checklist">
        <SeeAlso lead="Make your CV UK-ready with our" to="/cv-and-interview-help" link="CV and interview help" tail=" guide." />
      </DataSection>
      <GuideSection id="job-portals" title="Best UK job portals" intro="Nine sites worth bookmarking, each strong in a different part of the market.">
        <SiteTable
          label="UK job portals"
          nameHeader="Portal"
          idPrefix="portal"
          columns={[{ header: 'Focus', cell: (portal) => portal.focus }]}
          rows={jobPortals}
          minWidthClass="min-w-[30rem]"
        />
      </GuideSection>
    </GuidePage>
  );
}
