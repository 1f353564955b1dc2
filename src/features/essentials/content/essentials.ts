/** Static text of the UK essentials page (/uk-essentials-for-indians); the items come from the database. */

export interface EssentialsFaq {
  question: string;
  answer: string;
}

export const ESSENTIALS_PATH = '/uk-essentials-for-indians';

export const essentialsMeta = {
  title: 'UK Essentials Checklist for Indians Moving to the UK',
  description:
    'The UK essentials checklist for Indians moving to Britain: bedding, kitchen, adapters, winter wear and more, with links to check the latest prices.',
  path: ESSENTIALS_PATH,
} as const;

export const ESSENTIALS_LABELS = {
  loading: 'Loading essential items for your UK move...',
  checkPrice: 'Check Price',
  onThisPage: 'On this page',
  faqTitle: 'UK essentials FAQs',
  crumb: 'UK Essentials for Indians',
  startSearching: 'Start Searching Now',
} as const;

export const essentialsHero = {
  eyebrow: 'Moving checklist',
  title: 'UK Essentials for Indians',
  intro:
    'Your suitcase allowance is limited, so pack what is hard to find here and buy the rest after you land. This checklist covers what Indian students, professionals and families actually need in the first weeks in the UK, grouped by priority.',
};

export const affiliateDisclaimer =
  'Some links on this page are affiliate links: as an Amazon Associate we earn from qualifying purchases, at no extra cost to you. Prices and availability change often, so check the retailer’s site before you buy.';

/** Exactly 4 questions, shown in the accordion and in the FAQPage structured data. */
export const essentialsFaqs: EssentialsFaq[] = [
  {
    question: 'What should I bring from India and what should I buy in the UK?',
    answer:
      'Bring medicines with prescriptions, spices and masalas you love, a pressure cooker, formal Indian wear and documents. Buy bulky items such as bedding, duvets, kitchen basics and toiletries in the UK, where they are easy to find and save luggage space.',
  },
  {
    question: 'Will my Indian electrical appliances work in the UK?',
    answer:
      'Yes. India and the UK both use about 230 volts at 50 Hz, so most Indian chargers and appliances work safely. You only need a plug adapter for the UK’s three-pin Type G sockets; buy a few good-quality ones.',
  },
  {
    question: 'Should I buy winter clothes in India or in the UK?',
    answer:
      'Pack a few warm layers such as thermals, sweaters and socks, but buy your main winter coat in the UK. Coats sold here are made for cold, wet and windy weather, and autumn sales make them affordable.',
  },
  {
    question: 'Where can I buy Indian groceries and cookware in the UK?',
    answer:
      'Large supermarkets such as Tesco, Sainsbury’s and Asda have world food aisles, and Indian grocers in areas such as Wembley, Southall, East Ham and Leicester stock everything from atta to pressure cooker gaskets. Online shops deliver nationwide.',
  },
];
