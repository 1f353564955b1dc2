import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { Checklist } from '../components/Checklist';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { GuideHero } from '../components/GuideHero';
import { GuideLayout } from '../components/GuideLayout';
import { GuideSection } from '../components/GuideSection';
import { InfoCards } from '../components/InfoCards';
import { WhatsAppCta } from '../components/WhatsAppCta';
import { textLink } from '../components/styles';
import { cvChecklist, cvHero, cvMeta, cvWhatsappMessage, interviewQuestions, interviewTips } from '../content/cvInterview';
import { routeLabel } from '../lib/routeLabel';
import { breadcrumbLd, webPageLd } from '../lib/structuredData';

const crumb = routeLabel(cvMeta.path);
const jsonLd = [webPageLd(cvMeta), breadcrumbLd(cvMeta, crumb)];

export default function CvInterviewPage() {
  return (
    <GuideLayout crumb={crumb}>
      <Head title={cvMeta.title} description={cvMeta.description} path={cvMeta.path} jsonLd={jsonLd} />
      <GuideHero eyebrow={cvHero.eyebrow} title={cvHero.title} intro={cvHero.intro}>
        <WhatsAppCta message={cvWhatsappMessage}>Get Your CV Reviewed on WhatsApp</WhatsAppCta>
      </GuideHero>

      <GuideSection
        id="cv-checklist"
        title="UK CV checklist"
        intro="An Indian resume and a UK CV are not the same document. Go through this list before every application."
      >
        <Checklist items={cvChecklist} label="UK CV checklist" />
      </GuideSection>

      <GuideSection
        id="interview-questions"
        title="Common UK interview questions"
        intro="Expect a mix of competency questions (answer with real examples) and practical ones about your visa and notice period."
      >
        <FaqList faqs={interviewQuestions} />
      </GuideSection>

      <GuideSection id="interview-tips" title="Interview tips">
        <InfoCards blocks={interviewTips} columns={4} />
        <p className="mt-4">
          Still choosing where to apply? Start with our{' '}
          <Link to="/uk-jobs-for-indians" className={textLink}>
            UK jobs guide and portal list
          </Link>
          .
        </p>
      </GuideSection>

      <CtaBanner
        id="cv-review"
        title="Get your CV reviewed"
        text="Send us your CV and the job you are targeting on WhatsApp. We will tell you what to fix so it reads like a UK CV."
        message={cvWhatsappMessage}
        label="Get Your CV Reviewed on WhatsApp"
      />
    </GuideLayout>
  );
}
