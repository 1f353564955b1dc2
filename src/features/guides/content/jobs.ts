/** /uk-jobs-for-indians: visa pathways, in-demand IT roles, a checklist and job portals. */
import type { BulletGroup, ChecklistItem, InfoBlock, JobPortal, PageMeta } from './types';

export const jobsMeta: PageMeta = {
  title: 'UK Jobs for Indians: Visas, IT Roles & Best Job Portals',
  description:
    'Find UK jobs as an Indian student or professional: work visa pathways, in-demand IT roles, a right-to-work checklist and the 9 best UK job portals.',
  path: '/uk-jobs-for-indians',
};

export const jobsHero = {
  eyebrow: 'Work in the UK',
  title: 'UK Jobs for Indians',
  intro:
    'Whether you are a student looking for part-time work, a Graduate Route holder chasing your first UK role or an experienced IT professional, this guide covers the visas that let you work, the skills UK employers are hiring for and where to apply.',
};

export const jobsChat = {
  message:
    'Hi, I am looking for a job in the UK and would like some help. My visa type: ... My field/skills: ...',
  label: 'Get Job Search Help on WhatsApp',
};

export const jobsClosing = {
  id: 'job-help',
  title: 'Want help with your UK job search?',
  text: 'Tell us your skills and visa type on WhatsApp for tips on roles, sponsors and where to apply.',
};

export const visaPathways: InfoBlock[] = [
  {
    title: 'Student visa',
    body: 'Degree-level students can usually work up to 20 hours per week in term time and full time in official vacations: ideal for retail, hospitality, warehouse and campus jobs.',
  },
  {
    title: 'Graduate Route',
    body: 'After your UK degree you can work in any job for 2 years (3 for PhD) without a sponsor. Use it to gain UK experience and move into a sponsored role.',
  },
  {
    title: 'Skilled Worker visa',
    body: 'Needs a job offer from a licensed sponsor at the required skill level and salary. Check an employer on the GOV.UK register of licensed sponsors before you apply.',
  },
];

export const itRoleGroups: BulletGroup[] = [
  {
    title: 'Automation Testing',
    intro: 'QA is a common first step into UK tech for Indian engineers.',
    points: ['Selenium, Playwright or Cypress with Java, Python or TypeScript', 'API testing with Postman and REST Assured', 'Test automation in CI pipelines (GitHub Actions, Jenkins)'],
  },
  {
    title: 'AI',
    intro: 'Demand is growing fast in finance, retail and the public sector.',
    points: ['Machine learning and generative AI (LLM) engineering', 'Python, PyTorch and cloud AI services', 'AI product, data governance and responsible-AI roles'],
  },
  {
    title: 'Cloud & DevOps',
    intro: 'Certified engineers are hired across banks, consultancies and start-ups.',
    points: ['AWS, Microsoft Azure or Google Cloud', 'Docker, Kubernetes and Terraform', 'Site reliability engineering and platform teams'],
  },
  {
    title: 'Data Science',
    intro: 'Every sector needs people who can turn data into decisions.',
    points: ['SQL, Python and statistics', 'Power BI or Tableau dashboards', 'Data engineering with Spark, Databricks or Snowflake'],
  },
];

export const jobChecklist: ChecklistItem[] = [
  {
    label: 'Share code:',
    detail: 'employers check your right to work online. Generate a share code on GOV.UK ("Prove your right to work") from your UKVI account/eVisa and give it to the employer with your date of birth.',
  },
  {
    label: 'National Insurance number:',
    detail: 'apply online on GOV.UK once you are in the UK. You can start work before it arrives if you can prove your right to work.',
  },
  {
    label: 'UK-formatted CV:',
    detail: '1 to 2 pages, no photo, date of birth or marital status, with achievements in numbers. See our CV and interview help guide.',
  },
  {
    label: 'UK bank account and address:',
    detail: 'needed to receive your salary; most banks open one with your passport, visa details and proof of address.',
  },
  {
    label: 'LinkedIn profile:',
    detail: 'set your location to your UK city and turn on "Open to work" for recruiters.',
  },
];

/** The 9 portals, with the spec's foci in the spec's order (see JOB_PORTAL_FOCI). */
export const jobPortals: JobPortal[] = [
  { name: 'LinkedIn Jobs', focus: 'Professional', url: 'https://www.linkedin.com/jobs/' },
  { name: 'Indeed UK', focus: 'General', url: 'https://uk.indeed.com/' },
  { name: 'Reed', focus: 'Office / IT / Finance', url: 'https://www.reed.co.uk/' },
  { name: 'Totaljobs', focus: 'Tech / Logistics', url: 'https://www.totaljobs.com/' },
  { name: 'Michael Page', focus: 'Mid-to-Senior', url: 'https://www.michaelpage.co.uk/' },
  { name: 'Glassdoor', focus: 'Company Reviews', url: 'https://www.glassdoor.co.uk/' },
  { name: 'NHS Jobs', focus: 'NHS', url: 'https://www.jobs.nhs.uk/' },
  { name: 'Civil Service Jobs', focus: 'Government', url: 'https://www.civilservicejobs.service.gov.uk/' },
  { name: 'StudentJob UK', focus: 'Student / Part-Time', url: 'https://www.studentjob.co.uk/' },
];
