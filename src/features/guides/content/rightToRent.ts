/**
 * /right-to-rent: what a landlord in England must check, what nobody may ask for first, and how to
 * prove your status safely. Every statement cites a GOV.UK page (listed in rightToRentSources).
 */
import type { ChecklistItem, Faq, InfoBlock, PageMeta } from './types';

export const rightToRentMeta: PageMeta = {
  title: 'Right to Rent in England: What Landlords May Check',
  description:
    'What a landlord or live-in owner in England must check before you rent, why a share code from GOV.UK is enough, and what nobody may ask you for first.',
  path: '/right-to-rent',
};

export const rightToRentHero = {
  eyebrow: 'For renters in England',
  title: 'Right to Rent: prove your status safely',
  intro:
    'Before you move in, a landlord in England must check that you can legally rent. The check is short, free and done with a share code or your original documents. Scammers use it as an excuse to collect passport and visa copies: here is what a real check looks like.',
};

/** Links the page cites, once. */
export const rightToRentSources = {
  landlordCheck: 'https://www.gov.uk/check-tenant-right-to-rent-documents',
  proveRightToRent: 'https://www.gov.uk/prove-right-to-rent',
  viewRightToRent: 'https://www.gov.uk/view-right-to-rent',
  tenantDocuments: 'https://www.gov.uk/private-renting/document-checks',
  landlordsGuide: 'https://www.gov.uk/government/publications/landlords-guide-to-right-to-rent-checks',
  tenantFees: 'https://www.gov.uk/government/publications/tenant-fees-act',
} as const;

export const rightToRentWhoChecks: InfoBlock[] = [
  {
    title: 'Every adult, every let in England',
    body: 'The landlord (or their letting agent) checks every adult who will live in the home as their main home, whether or not they are named on the agreement. Lodgers are included: an owner renting a room in their own home must check too.',
  },
  {
    title: 'Everyone, not only some people',
    body: 'A landlord must check all new adult occupiers. Checking only people who do not look or sound British is against the law.',
  },
  {
    title: 'England only',
    body: 'There is no Right to Rent check in Wales, Scotland or Northern Ireland. A landlord there has no legal reason to ask for your immigration status.',
  },
];

export const rightToRentHowItWorks: ChecklistItem[] = [
  { label: 'British or Irish citizen:', detail: 'show your passport or Irish passport card (other documents work if you have none).' },
  {
    label: 'eVisa holder (most visas, including Student and Skilled Worker):',
    detail: 'get a Right to Rent share code from GOV.UK and give the landlord the code and your date of birth. The code is valid for 90 days.',
  },
  { label: 'The landlord checks it online', detail: 'on GOV.UK ("View a tenant\'s right to rent") and sees your photo and status; they keep a record of the result.' },
  {
    label: 'Time-limited visa:',
    detail: 'the check is done in the 28 days before your tenancy starts, and again before your permission ends.',
  },
];

export const rightToRentNeverFirst: ChecklistItem[] = [
  { label: 'No document copies before a viewing.', detail: 'Nobody needs a scan of your passport, BRP or visa to show you a room. A request for one in chat is a warning sign.' },
  { label: 'No fee for the check.', detail: 'In England a Right to Rent fee is a prohibited payment under the Tenant Fees Act 2019.' },
  { label: 'No share code to "hold" a room.', detail: 'The check belongs to the last step before you move in, once you have viewed the room and agreed to rent it.' },
];

export const rightToRentSafely: ChecklistItem[] = [
  { label: 'Make the code yourself on GOV.UK.', detail: 'Use gov.uk/prove-right-to-rent, never a link someone sends you.' },
  { label: 'Share only the code and your date of birth.', detail: 'The code shows your right to rent, not your passport. You can send it straight from GOV.UK to the landlord’s email.' },
  { label: 'Show originals in person.', detail: 'If you prove your status with documents, the landlord sees the originals with you present and may keep a copy for their records.' },
  { label: 'Keep talking in RoomShare UK chat', detail: 'until you have viewed the room, and report anyone who asks for documents or money first.' },
];

export const rightToRentFaqs: Faq[] = [
  {
    question: 'Do lodgers need a Right to Rent check?',
    answer: 'Yes. In England an owner who takes in a lodger must check the lodger’s right to rent, the same as any landlord.',
  },
  {
    question: 'How long is a Right to Rent share code valid?',
    answer: 'A share code is valid for 90 days from when you create it on GOV.UK, and the landlord can use it as many times as needed in that time.',
  },
  {
    question: 'Can a landlord ask for my passport before I view the room?',
    answer: 'No check is needed to view a room. The Right to Rent check comes when you are about to rent. Do not send passport, BRP or visa copies to someone you have not met.',
  },
  {
    question: 'I rent in Scotland, Wales or Northern Ireland. Is there a check?',
    answer: 'No. Right to Rent checks apply to homes in England only.',
  },
];

/** The WhatsApp message a seeker sends from the page's closing call to action. */
export const rightToRentChat = {
  message:
    'Hi! A landlord is asking me for documents before a viewing. Can you tell me what they may ask for?',
  label: 'Ask us on WhatsApp',
};

export const rightToRentClosing = {
  id: 'get-help',
  title: 'Not sure what a landlord may ask for?',
  text: 'Send us the message or the advert on WhatsApp and we will tell you what to check before you send anything or pay.',
};
