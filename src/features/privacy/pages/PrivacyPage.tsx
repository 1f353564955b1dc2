import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { paths } from '@/config/paths';
import { ACCOUNT_PATH } from '@/features/account';
import { ExternalLink, GuideLayout, GuideSection, textLink } from '@/features/guides';
import { PRIVACY_META, PRIVACY_PATH } from '../privacyLink';
import { BROWSER_STORAGE, PRIVACY_SOURCES, PRIVACY_TEXT, PROCESSORS, WHAT_WE_KEEP, YOUR_RIGHTS } from '../privacyNotice';

const cell = 'border border-slate-200 px-3 py-2 align-top dark:border-slate-700';
const headCell = `${cell} bg-slate-100 text-left font-semibold dark:bg-slate-800`;

/** /privacy: the privacy notice (UK GDPR articles 13 and 15 to 21). */
export default function PrivacyPage() {
  return (
    <GuideLayout crumb={PRIVACY_META.title}>
      <Head title={PRIVACY_META.title} description={PRIVACY_META.description} path={PRIVACY_PATH} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{PRIVACY_META.title}</h1>
        <p className="max-w-3xl text-lg">{PRIVACY_TEXT.intro}</p>
      </header>

      <GuideSection id="what-we-keep" title="What we keep, why, and for how long">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className={headCell}>What</th>
                <th scope="col" className={headCell}>Why (lawful basis)</th>
                <th scope="col" className={headCell}>How long</th>
              </tr>
            </thead>
            <tbody>
              {WHAT_WE_KEEP.map((row) => (
                <tr key={row.what}>
                  <td className={cell}>{row.what}</td>
                  <td className={cell}>{row.why}</td>
                  <td className={cell}>{row.howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </GuideSection>

      <GuideSection id="who-processes" title="Who processes it for us">
        <ul className="list-disc space-y-2 pl-6">
          {PROCESSORS.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>: {processor.role} (<ExternalLink href={processor.href}>their privacy terms</ExternalLink>)
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="your-rights" title="Your rights and how to use them">
        <ul className="list-disc space-y-2 pl-6">
          {YOUR_RIGHTS.map((item) => (
            <li key={item.right}>
              <strong>{item.right}</strong>: {item.how}
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link to={ACCOUNT_PATH} className={textLink}>
            Go to your Account page
          </Link>{' '}
          · {PRIVACY_TEXT.contact}
        </p>
      </GuideSection>

      <GuideSection id="browser-storage" title="What the app stores in your browser" intro={PRIVACY_TEXT.storageNote}>
        <ul className="list-disc space-y-2 pl-6">
          {BROWSER_STORAGE.map((item) => (
            <li key={item.key}>
              <code className="break-all">{item.key}</code> ({item.where}): {item.purpose}
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="sources" title="Sources">
        <ul className="list-disc space-y-2 pl-6">
          <li><ExternalLink href={PRIVACY_SOURCES.icoInformed}>ICO: Right to be informed</ExternalLink></li>
          <li><ExternalLink href={PRIVACY_SOURCES.icoRights}>ICO: Individual rights</ExternalLink></li>
          <li><ExternalLink href={PRIVACY_SOURCES.icoComplaint}>ICO: Make a complaint</ExternalLink></li>
          <li><ExternalLink href={PRIVACY_SOURCES.icoCookies}>ICO: Cookies and similar technologies</ExternalLink></li>
          <li><ExternalLink href={PRIVACY_SOURCES.govukDataProtection}>GOV.UK: Data protection</ExternalLink></li>
          <li><ExternalLink href={PRIVACY_SOURCES.ukGdprArticle17}>legislation.gov.uk: UK GDPR article 17</ExternalLink></li>
        </ul>
        <p className="mt-4">
          <Link to={paths.home()} className={textLink}>
            Back to RoomShare UK
          </Link>
        </p>
      </GuideSection>
    </GuideLayout>
  );
}
