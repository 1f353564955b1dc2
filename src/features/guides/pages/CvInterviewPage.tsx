import { DataSection } from '../components/DataSection';
import { GuidePage } from '../components/GuidePage';
import { SeeAlso } from '../components/SeeAlso';
import { cvChat, cvChecklist, cvClosing, cvHero, cvMeta, interviewQuestions, interviewTips } from '../content/cvInterview';
import { webPageLd } from '../lib/structuredData';

export default function CvInterviewPage() {
  return (
    <GuidePage meta={cvMeta} hero={cvHero} chat={cvChat} jsonLd={[webPageLd(cvMeta)]} closing={cvClosing}>
      <DataSection
        id="cv-checklist"
        title="UK CV checklist"
        intro="An Indian resume and a UK CV are not the same document. Go through this list before every application."
        checklist={cvChecklist}
        label="UK CV checklist"
      />
      <DataSection
        id="interview-questions"
        title="Common UK interview questions"
        intro="Expect a mix of competency questions (answer with real examples) and practical ones about your visa and notice period."
        faqs={interviewQuestions}
      />
      <DataSection id="interview-tips" title="Interview tips" cards={interviewTips} columns={4}>
        <SeeAlso lead="Still choosing where to apply? Start with our" to="/uk-jobs-for-indians" link="UK jobs guide and portal list" />
      </DataSection>
    </GuidePage>
  );
}
