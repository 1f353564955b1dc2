/** /visa-and-immigration-support: visa types and a route to regulated advisors. */
import type { Faq, InfoBlock, PageMeta, Step } from './types';

export const visaMeta: PageMeta = {
  title: 'UK Visa & Immigration Support for Indians',
  description:
    'Get connected with regulated UK immigration advisors for Student, Graduate Route, Skilled Worker, Spouse and Dependant visas and ILR. Ask us on WhatsApp.',
  path: '/visa-and-immigration-support',
};

export const visaHero = {
  eyebrow: 'Regulated advice, in your language',
  title: 'UK Visa & Immigration Support',
  intro:
    'A refused visa costs you the fee, the Immigration Health Surcharge you paid upfront and months of planning. We connect Indian students, professionals and families with regulated UK immigration advisors who check your documents before you apply, so you get it right the first time.',
};

export const visaChat = {
  message:
    'Hi, I need help with a UK visa. Visa type (Student / Graduate / Skilled Worker / Spouse / Dependant / ILR): ... My current visa and expiry date: ...',
  label: 'Get Visa Help on WhatsApp',
};

export const visaClosing = {
  id: 'get-help',
  title: 'Talk to a regulated visa advisor',
  text: 'Tell us your visa type and dates on WhatsApp and we will connect you with the right advisor.',
};

export const visaTypes: InfoBlock[] = [
  {
    title: 'Student visa',
    body: 'For a course at a university with a student sponsor licence. You need a Confirmation of Acceptance for Studies (CAS), proof of English and proof of funds. Degree-level students can usually work up to 20 hours per week in term time and full time in official vacations.',
  },
  {
    title: 'Graduate Route',
    body: 'After you finish an eligible UK degree on a Student visa you can stay and work, or look for work, without a sponsor: the Graduate Route lasts 2 years (3 for PhD). You apply from inside the UK before your Student visa expires.',
  },
  {
    title: 'Skilled Worker visa',
    body: 'For a job offer from a Home Office licensed sponsor at an eligible skill level and salary. Your employer issues a Certificate of Sponsorship, and the visa can lead to settlement (ILR) after 5 years.',
  },
  {
    title: 'Spouse / Partner visa',
    body: 'For the husband, wife or long-term partner of a British citizen or someone with settled status. You must show a genuine relationship, the minimum income requirement, suitable accommodation and basic English.',
  },
  {
    title: 'Dependant visa',
    body: 'Lets a partner and children under 18 join a main visa holder, for example a Skilled Worker. Most taught-course students can no longer bring dependants; postgraduate research students (such as PhD students) still can.',
  },
  {
    title: 'Indefinite Leave to Remain (ILR)',
    body: 'Permanent settlement, usually after 5 years on a qualifying route such as Skilled Worker or Spouse. You also need the Life in the UK test, English at B1 level and few absences from the UK.',
  },
];

export const visaFundsNote = {
  title: 'Student visa money figures to plan with',
  points: [
    'Living funds: £1,334 per month in London and £1,023 per month elsewhere in the UK, for up to 9 months, held for 28 consecutive days.',
    'Tuition for international students is typically £18,000 to £35,000 per year, depending on the university and course.',
    'The Home Office updates these figures from time to time, so always confirm the current amounts on GOV.UK before you apply.',
  ],
};

export const visaProcess: Step[] = [
  {
    title: 'Tell us your situation',
    body: 'Share your visa type, current status, dates and any past refusals on WhatsApp. Nothing is submitted on your behalf without your agreement.',
  },
  {
    title: 'Get matched with a regulated advisor',
    body: 'We introduce you to an advisor regulated by the Immigration Advice Authority (formerly OISC) or a solicitor regulated by the SRA, who confirms their fee in writing.',
  },
  {
    title: 'Document check and application',
    body: 'Your advisor reviews your evidence (bank statements, CAS, Certificate of Sponsorship, relationship proof) and guides you through the online application and biometrics.',
  },
];

export const visaFaqs: Faq[] = [
  {
    question: 'How many hours can I work on a UK Student visa?',
    answer:
      'Students on a degree-level course can usually work up to 20 hours per week during term time and full time during official vacations. Check the exact limit on your visa or eVisa.',
  },
  {
    question: 'How long is the Graduate Route visa?',
    answer:
      'The Graduate Route lasts 2 years after a bachelor’s or master’s degree, or 3 years after a PhD. You do not need a job offer or a sponsor.',
  },
  {
    question: 'Can my spouse and children come with me?',
    answer:
      'Skilled Workers can usually bring a partner and children as dependants. Students on taught courses generally cannot, but postgraduate research students still can.',
  },
  {
    question: 'Are your immigration advisors regulated?',
    answer:
      'Yes. We only refer you to advisors regulated by the Immigration Advice Authority (formerly OISC) or solicitors regulated by the SRA. We do not give immigration advice ourselves.',
  },
];

export const visaDisclaimer =
  'We are not a law firm and do not give immigration advice. This page is general information only; immigration rules change often. Always check GOV.UK and speak to a regulated advisor about your own case.';
