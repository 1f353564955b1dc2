/** /money-transfer-to-india: referral page for GBP → INR transfers through a partner provider. */
import type { ChecklistItem, Faq, PageMeta, Step } from './types';

export const moneyMeta: PageMeta = {
  title: 'Send Money from the UK to India: GBP to INR Transfers',
  description:
    'Send money from the UK to India at a fair GBP to INR rate with our partner remittance provider. Low fees, fast bank transfers and a welcome offer.',
  path: '/money-transfer-to-india',
};

export const moneyHero = {
  eyebrow: 'GBP → INR, the smart way',
  title: 'Money Transfer from the UK to India',
  intro:
    'Sending money home for family, EMIs or fees? High-street banks often hide a margin of 2 to 4% in the exchange rate. Our partner remittance provider shows the real rate and the fee upfront, and most transfers reach Indian bank accounts within hours.',
};

export const moneyChat = {
  message:
    'Hi, I have a question about sending money from the UK to India. Amount (GBP): ... Sending to (bank account / UPI): ...',
  label: 'Ask a Money Transfer Question',
};

export const moneyClosing = {
  id: 'ask',
  title: 'Not sure which option is best?',
  text: 'Ask us about transfer limits, NRE accounts or paying fees in India, and we will point you in the right direction.',
};

export const moneyOffer = {
  title: 'Welcome offer for our community',
  text: 'Sign up through our referral link and your first transfer of up to £500 is fee-free. The partner sets the offer and its terms, and may change or end it at any time.',
  linkLabel: 'Claim the Offer',
};

export const moneyBenefits: ChecklistItem[] = [
  { label: 'Real exchange rate:', detail: 'the mid-market GBP to INR rate you see on Google, with a small fee shown before you pay.' },
  { label: 'Fast delivery:', detail: 'most transfers to Indian bank accounts arrive the same day; some arrive in minutes.' },
  { label: 'Regulated:', detail: 'the partner is authorised by the Financial Conduct Authority (FCA) to provide payment services in the UK.' },
  { label: 'Track every transfer:', detail: 'app notifications when the money leaves your account and when it reaches India.' },
];

export const moneySteps: Step[] = [
  { title: 'Open your account', body: 'Sign up with the referral link using your UK address, then verify your identity with your passport or BRP/eVisa details.' },
  { title: 'Add your recipient', body: 'Enter the recipient’s name exactly as on their bank account, the account number and the IFSC code of the branch.' },
  { title: 'Check the rate and pay', body: 'See the exchange rate, the fee and the exact rupee amount, then pay by UK bank transfer or debit card.' },
  { title: 'Track it to India', body: 'Follow the transfer in the app; you get a receipt to share with your family once it is paid out.' },
];

export const moneyTips: ChecklistItem[] = [
  { label: 'Compare the total,', detail: 'not just the fee: a "zero fee" service can cost more through a weaker exchange rate.' },
  { label: 'NRE or NRO?', detail: 'If you are an NRI, money sent from abroad into an NRE account can be repatriated and its interest is tax-free in India; ask your bank which account fits.' },
  { label: 'Keep records', detail: 'of large transfers (payslips, savings statements). Money gifted to close relatives is generally not taxed in India, but speak to a tax adviser for big amounts.' },
  { label: 'Send in one go', detail: 'where you can: several small transfers usually cost more in fees than one larger one.' },
];

export const moneyFaqs: Faq[] = [
  {
    question: 'How long does a transfer from the UK to India take?',
    answer: 'Most transfers to Indian bank accounts arrive the same day. The first transfer can take longer while your identity is checked.',
  },
  {
    question: 'What do I need to send money to India?',
    answer: 'A UK bank account or debit card, your ID for verification, and the recipient’s name, account number and IFSC code.',
  },
  {
    question: 'Is the referral link safe?',
    answer: 'Yes. It opens the partner’s own website, where you sign up and pay directly. We never see your bank details; we may earn a referral fee.',
  },
];
