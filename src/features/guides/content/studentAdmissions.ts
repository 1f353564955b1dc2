/** /student-admissions-uk: study in the UK guide with 10 universities and a 5-step roadmap. */
import type { ChecklistItem, PageMeta, Step, University } from './types';

export const studyMeta: PageMeta = {
  title: 'Study in the UK: Top Universities & Admissions Guide for Indians',
  description:
    'Plan your UK admission: 10 top universities with QS ranks, tuition of £18,000 to £35,000, living costs, a 5-step roadmap and a profile assessment.',
  path: '/student-admissions-uk',
};

export const studyHero = {
  eyebrow: 'Study in the UK',
  title: 'UK Student Admissions Guide for Indian Students',
  intro:
    'The UK offers one-year master’s degrees, world-ranked universities and the Graduate Route to work after you study. This guide shows where Indian students apply, what it costs and the five steps from shortlist to arrival.',
};

export const studyChat = {
  message:
    'Hi, I would like an assessment for UK university admission. Course level (UG/PG/PhD): ... Subject: ... Current qualification and score: ... Intake: ...',
  label: 'Get Your Admission Assessment on WhatsApp',
};

export const studyClosing = {
  id: 'assessment',
  title: 'Find out where you can get in',
  text: 'Share your qualifications, scores and budget on WhatsApp for an assessment of suitable UK universities and courses.',
};

export const qsRankingLabel = 'QS World University Rankings 2025';

export const universities: University[] = [
  { name: 'Imperial College London', courses: 'Computing, Engineering, Business Analytics', rank: 2, url: 'https://www.imperial.ac.uk/' },
  { name: 'University of Oxford', courses: 'MBA, Computer Science, Economics', rank: 3, url: 'https://www.ox.ac.uk/' },
  { name: 'University of Cambridge', courses: 'Engineering, Mathematics, Natural Sciences', rank: 5, url: 'https://www.cam.ac.uk/' },
  { name: 'UCL (University College London)', courses: 'Architecture, Data Science, Public Health', rank: 9, url: 'https://www.ucl.ac.uk/' },
  { name: 'University of Edinburgh', courses: 'Artificial Intelligence, Informatics, Medicine', rank: 27, url: 'https://www.ed.ac.uk/' },
  { name: 'University of Manchester', courses: 'Data Science, Mechanical Engineering, Management', rank: 34, url: 'https://www.manchester.ac.uk/' },
  { name: 'King’s College London', courses: 'Law, Pharmacy, Digital Marketing', rank: 40, url: 'https://www.kcl.ac.uk/' },
  { name: 'London School of Economics (LSE)', courses: 'Economics, Finance, Management', rank: 50, url: 'https://www.lse.ac.uk/' },
  { name: 'University of Bristol', courses: 'Computer Science, Aerospace Engineering, Finance', rank: 54, url: 'https://www.bristol.ac.uk/' },
  { name: 'University of Warwick', courses: 'MBA, Economics, Engineering Business Management', rank: 69, url: 'https://warwick.ac.uk/' },
];

export const studyRoadmap: Step[] = [
  {
    title: 'Shortlist courses and check entry requirements',
    body: 'Compare course content, fees and graduate outcomes. Check academic requirements (most master’s courses ask for a 55–60% or higher bachelor’s degree from India) and the English test each university accepts, such as IELTS Academic or PTE.',
  },
  {
    title: 'Apply and get your offer',
    body: 'Undergraduates apply through UCAS; postgraduates apply directly to each university with a statement of purpose, two references, transcripts and a CV. Apply early: popular courses fill up for the September intake.',
  },
  {
    title: 'Accept, pay the deposit and get your CAS',
    body: 'Accept your offer, pay the tuition deposit and send your financial documents. The university then issues your Confirmation of Acceptance for Studies (CAS), which you need for the visa.',
  },
  {
    title: 'Apply for your Student visa',
    body: 'Show your CAS, tuition still owed and living funds (£1,334 per month in London or £1,023 elsewhere, for up to 9 months), take a TB test at an approved clinic in India, and pay the visa fee and Immigration Health Surcharge.',
  },
  {
    title: 'Book accommodation and arrive',
    body: 'Arrange a room before you fly, then collect your eVisa access, open a UK bank account, register with a GP and get your National Insurance number if you plan to work up to 20 hours per week in term.',
  },
];

export const studyCosts: ChecklistItem[] = [
  { label: 'Tuition:', detail: '£18,000 to £35,000 per year for most international courses; MBAs and medicine cost more.' },
  { label: 'Living funds for the visa:', detail: '£1,334 per month in London and £1,023 per month elsewhere, for up to 9 months.' },
  { label: 'Work while you study:', detail: 'up to 20 hours per week in term time on a degree-level course, full time in vacations.' },
  { label: 'After graduation:', detail: 'the Graduate Route lets you stay and work for 2 years (3 for PhD).' },
];
