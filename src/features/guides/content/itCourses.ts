/** /it-courses-and-certifications: 6 IT training courses. */
import type { Course, InfoBlock, PageMeta } from './types';

export const coursesMeta: PageMeta = {
  title: 'IT Courses & Certifications for UK Jobs',
  description:
    'Self-paced IT courses with mentor support for UK tech jobs: automation testing, AWS cloud, DevOps, data analytics, AI and business analysis.',
  path: '/it-courses-and-certifications',
};

export const coursesHero = {
  eyebrow: 'Upskill for the UK job market',
  title: 'IT Courses & Certifications',
  intro:
    'Many Indian professionals and graduates move into UK tech by adding one recognised skill or certification to their CV. Our courses are self-paced so you can study around work or university, with a mentor to review your projects and prepare you for interviews.',
};

export const coursesChat = {
  message:
    'Hi, I would like a consultation about your IT courses. Course I am interested in: ... My background: ...',
  label: 'Book a Consultation on WhatsApp',
};

export const coursesClosing = {
  id: 'consultation',
  title: 'Not sure which course is right for you?',
  text: 'Tell us your background and the role you want. We will suggest the course and certification that gets you there fastest.',
};

export const courses: Course[] = [
  {
    category: 'Software Testing',
    title: 'Automation Testing with Selenium & Playwright',
    description: 'Build a test framework from scratch with Java or TypeScript, add API tests and run everything in a CI pipeline. Ideal for manual testers moving to automation.',
  },
  {
    category: 'Cloud',
    title: 'AWS Cloud Practitioner & Solutions Architect',
    description: 'Learn core AWS services, networking, security and cost control, with hands-on labs and practice exams for the AWS Certified Cloud Practitioner and Solutions Architect – Associate.',
  },
  {
    category: 'DevOps',
    title: 'DevOps Engineering: Docker, Kubernetes & CI/CD',
    description: 'Containerise applications, deploy them to Kubernetes, write Terraform and automate releases with GitHub Actions and Jenkins through real project work.',
  },
  {
    category: 'Data',
    title: 'Data Analytics with SQL, Python & Power BI',
    description: 'Clean and analyse data with SQL and Python, build Power BI dashboards and present insights the way UK employers expect. Prepares you for the Microsoft PL-300 exam.',
  },
  {
    category: 'Artificial Intelligence',
    title: 'AI & Machine Learning with Generative AI',
    description: 'Go from Python basics to machine learning models and LLM-powered applications, including prompt engineering and retrieval-augmented generation.',
  },
  {
    category: 'Business & Agile',
    title: 'Business Analysis & Agile Scrum',
    description: 'Gather requirements, write user stories, model processes and work in Scrum teams. A strong route into UK banking and consulting projects for non-coders.',
  },
];

export const coursesIncluded: InfoBlock[] = [
  { title: 'Learn at your pace', body: 'Recorded lessons and labs you can follow around shifts, lectures and family life.' },
  { title: 'Mentor support', body: 'Regular doubt-clearing sessions and project reviews with an experienced industry mentor.' },
  { title: 'Portfolio projects', body: 'Real-world projects to show on GitHub and talk about in interviews.' },
  { title: 'Job-ready extras', body: 'CV review, LinkedIn tips and mock interviews when you finish.' },
];
