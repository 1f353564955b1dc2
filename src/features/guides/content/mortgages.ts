/** /mortgages-for-indians: mortgage guide for Indians in the UK (the live rate dashboard is separate). */
import type { ChecklistItem, Faq, PageMeta, Step } from './types';

export const mortgageMeta: PageMeta = {
  title: 'UK Mortgages for Indians on a Visa: Rates & Guide',
  description:
    'Buying a home in the UK on a visa? Live mortgage rates, deposit and income rules (about 4 to 4.5 times salary) and the steps to apply, explained for Indians.',
  path: '/mortgages-for-indians',
};

export const mortgageHero = {
  eyebrow: 'Buy your first UK home',
  title: 'UK Mortgages for Indians',
  intro:
    'You do not need a British passport or ILR to buy a home in the UK. Many lenders accept Skilled Worker and other visa holders; the difference is usually a bigger deposit and a closer look at your credit history. Compare today’s rates below and talk to a broker who works with visa holders every day.',
};

export const mortgageChat = {
  message:
    'Hi, I would like to speak to a mortgage broker. My visa type: ... Time left on visa: ... Property price: ... Deposit available: ...',
  label: 'Talk to a Mortgage Broker on WhatsApp',
};

export const mortgageClosing = {
  id: 'broker',
  title: 'Speak to a broker who works with visa holders',
  text: 'Share your visa, income and deposit on WhatsApp and we will put you in touch with an FCA-authorised mortgage broker.',
};

export const mortgageDisclaimer = [
  'We are not a lender or a mortgage broker and this page is not financial advice. Rates shown are for illustration and may not be available to you. Speak to an FCA-authorised mortgage adviser before you decide.',
  'Your home may be repossessed if you do not keep up repayments on your mortgage.',
];

export const mortgageFigures = {
  title: 'Key figures for visa holders',
  points: [
    'Most lenders lend about 4 to 4.5 times your salary (or joint salaries); a few go higher for certain professions.',
    'Visa holders usually need a deposit of 15 to 25% of the property price. With ILR or settled status, 5 to 10% deposits are possible.',
    'Many lenders want at least 12 to 24 months left on your visa and some months of UK address and employment history.',
  ],
};

export const mortgageRequirements: ChecklistItem[] = [
  { label: 'Visa and residency:', detail: 'your passport, visa/eVisa and share code. Some lenders need ILR, others accept Skilled Worker, Health and Care, Graduate or Spouse visas.' },
  { label: 'Deposit:', detail: 'usually 15 to 25% for visa holders, with a clear trail showing where it came from (savings, or gifts from family in the UK or India with a signed gift letter).' },
  { label: 'Income proof:', detail: 'your last 3 months of payslips, your latest P60 and bank statements; self-employed applicants need 2 years of accounts or tax returns.' },
  { label: 'UK credit history:', detail: 'register on the electoral roll (Indian citizens with leave to remain can, as Commonwealth citizens), pay bills on time and avoid new credit before applying.' },
  { label: 'Affordability:', detail: 'lenders cap borrowing at about 4 to 4.5 times salary and stress-test your outgoings, including childcare, loans and money sent to India.' },
];

export const mortgageSteps: Step[] = [
  { title: 'Check your credit files', body: 'Get your reports from Experian, Equifax and TransUnion and correct any mistakes or old addresses.' },
  { title: 'Talk to a broker and get an Agreement in Principle', body: 'A broker who knows visa-holder lenders checks your eligibility and obtains an Agreement in Principle showing roughly how much you can borrow.' },
  { title: 'Find a property and make an offer', body: 'Sellers and estate agents take your offer more seriously with an Agreement in Principle and your deposit ready.' },
  { title: 'Submit the full mortgage application', body: 'Your broker sends your documents; the lender values the property and underwrites your case, which usually takes 2 to 4 weeks.' },
  { title: 'Instruct a conveyancing solicitor', body: 'They run the searches, check the contract and handle the money. Budget for legal fees, surveys and Stamp Duty Land Tax (first-time buyers get relief).' },
  { title: 'Exchange contracts and complete', body: 'At exchange you pay the deposit and the purchase becomes binding; on completion day the lender releases the loan and you get the keys.' },
];

export const mortgageFaqs: Faq[] = [
  {
    question: 'Can I get a UK mortgage on a Skilled Worker visa?',
    answer: 'Yes. Many UK lenders accept Skilled Worker visa holders, usually with a deposit of 15 to 25% and some time left on the visa. A specialist broker can find them.',
  },
  {
    question: 'How much can I borrow?',
    answer: 'Most lenders offer about 4 to 4.5 times your annual salary, or your combined salaries for a joint mortgage, subject to an affordability check.',
  },
  {
    question: 'Can my parents in India help with the deposit?',
    answer: 'Often yes, as a gift rather than a loan. Lenders need a signed gift letter and proof of where the money came from, such as Indian bank statements.',
  },
];

export const mortgageDashboardIntro =
  'Compare today’s rates: enter a property price, term and loan-to-value, then press Get Latest Rates to see 2-year and 5-year fixed deals at different deposits, plus a buy-to-let example.';
