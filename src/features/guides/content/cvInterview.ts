/** /cv-and-interview-help: UK CV checklist and common interview questions. */
import type { ChecklistItem, Faq, InfoBlock, PageMeta } from './types';

export const cvMeta: PageMeta = {
  title: 'UK CV & Interview Help for Indian Job Seekers',
  description:
    'Turn your Indian resume into a UK-style CV of 1 to 2 pages, prepare for common UK interview questions and get your CV reviewed on WhatsApp.',
  path: '/cv-and-interview-help',
};

export const cvHero = {
  eyebrow: 'Get shortlisted in the UK',
  title: 'UK CV & Interview Help',
  intro:
    'UK recruiters spend less than a minute on a first read. A CV that follows UK conventions and interview answers built on real examples make the difference, especially when your experience is from India. Use the checklist and questions below, then send us your CV for a review.',
};

export const cvChat = {
  message:
    'Hi, I would like my CV reviewed for UK jobs. Target role: ... Years of experience: ... Visa status: ...',
  label: 'Get Your CV Reviewed on WhatsApp',
};

export const cvClosing = {
  id: 'cv-review',
  title: 'Get your CV reviewed',
  text: 'Send us your CV and the job you are targeting on WhatsApp. We will tell you what to fix so it reads like a UK CV.',
};

export const cvChecklist: ChecklistItem[] = [
  { label: 'Keep it to 1 to 2 pages.', detail: 'Two pages is the norm for experienced candidates; one page is fine for students and graduates.' },
  { label: 'Leave out personal details.', detail: 'No photo, date of birth, marital status, religion, father’s name or passport number: UK employers do not expect them.' },
  { label: 'Start with a short profile.', detail: 'Three or four lines on who you are, your key skills and the role you want.' },
  { label: 'Show your right to work.', detail: 'One clear line such as "Graduate Route visa: eligible to work full time until 09/2027, no sponsorship needed".' },
  { label: 'Use reverse chronological order.', detail: 'Latest role first, with month and year for every job and no unexplained gaps.' },
  { label: 'Write achievements, not duties.', detail: 'Numbers sell: "cut test run time by 40%" beats "responsible for testing".' },
  { label: 'Translate Indian terms.', detail: 'Write amounts in £ or plain figures instead of lakhs, explain CGPA scales and spell out company names instead of initials.' },
  { label: 'Make it ATS-friendly.', detail: 'Simple layout, standard headings, no tables or text in images, and keywords from the job advert.' },
  { label: 'Use UK spelling and a UK phone number.', detail: 'Organise, programme, CV (not resume), plus your UK mobile, city and LinkedIn link.' },
];

export const interviewQuestions: Faq[] = [
  {
    question: 'Tell me about yourself.',
    answer: 'Give a two-minute story: your current role, two achievements relevant to this job and why you are applying now. Do not recite your CV line by line.',
  },
  {
    question: 'Why do you want to work for us?',
    answer: 'Mention something specific: a product, a recent project or the company’s values, and link it to your own skills and goals.',
  },
  {
    question: 'Describe a time you handled a difficult situation.',
    answer: 'Use the STAR method: Situation, Task, Action, Result. Keep the focus on what you did and finish with a measurable result.',
  },
  {
    question: 'What are your strengths and weaknesses?',
    answer: 'Back each strength with an example. For a weakness, choose a real but fixable one and explain what you are doing to improve it.',
  },
  {
    question: 'Do you need visa sponsorship?',
    answer: 'Answer honestly and simply: state your visa, how long it lets you work and whether you will need sponsorship later.',
  },
  {
    question: 'What are your salary expectations?',
    answer: 'Research the UK range for the role on job portals and give a range in pounds per year, not your Indian CTC converted.',
  },
  {
    question: 'Where do you see yourself in five years?',
    answer: 'Show ambition that fits the company: deeper expertise, leading projects or mentoring others in the same field.',
  },
  {
    question: 'Do you have any questions for us?',
    answer: 'Always say yes. Ask about the team, how success is measured in the first six months or the next steps in the process.',
  },
];

export const interviewTips: InfoBlock[] = [
  { title: 'Research first', body: 'Read the job description, the company website and recent news. Prepare two examples for every skill in the advert.' },
  { title: 'Video interviews', body: 'Test Teams or Zoom beforehand, use a plain background, look at the camera and keep your phone on silent.' },
  { title: 'Small talk matters', body: 'UK interviews often start with a chat about your journey or the weather. Be relaxed and friendly; it is part of the assessment.' },
  { title: 'Follow up', body: 'Send a short thank-you email within 24 hours and ask for feedback if you are not selected.' },
];
