/** /partner-with-us: who should partner and how. */
import type { InfoBlock, PageMeta, Step } from './types';

export const partnerMeta: PageMeta = {
  title: 'Partner With Us: Reach Indians Across the UK',
  description:
    'Landlords, agents, restaurants, event organisers and service providers: partner with us to reach Indian students, professionals and families in the UK.',
  path: '/partner-with-us',
};

export const partnerHero = {
  eyebrow: 'Grow with the community',
  title: 'Partner With Us',
  intro:
    'Indian students, professionals and families come to our platform to find rooms and flatmates and to settle into UK life. If your business serves this community, we can put you in front of the right people at the right moment.',
};

export const partnerChat = {
  message:
    'Hi, I would like to partner with you. Business name: ... Type of business: ... City: ... Website: ...',
  label: 'Partner With Us on WhatsApp',
};

export const partnerClosing = {
  id: 'get-in-touch',
  title: 'Let’s grow together',
  text: 'Send us a message on WhatsApp with your business name and what you offer, and we will get back to you with ideas.',
};

export const whoShouldPartner: InfoBlock[] = [
  { title: 'Landlords and letting agents', body: 'Fill rooms and flats faster with featured listings seen by tenants who are actively searching.' },
  { title: 'Restaurants, caterers and grocers', body: 'Be the first Indian restaurant or store new arrivals discover in your area.' },
  { title: 'Event organisers', body: 'Promote garba nights, Diwali melas, concerts and comedy shows to an engaged audience.' },
  { title: 'Regulated immigration and legal advisors', body: 'Receive enquiries from students and professionals who need visa help (IAA or SRA regulated firms only).' },
  { title: 'Mortgage brokers and financial services', body: 'Reach first-time buyers, visa holders and families sending money home.' },
  { title: 'Universities, colleges and trainers', body: 'Connect with Indian students planning UK study and professionals looking to upskill.' },
  { title: 'Cab, removals and travel companies', body: 'Offer airport transfers, house moves and tours to people who are relocating.' },
  { title: 'Community groups and student societies', body: 'Share your events and support new arrivals; community partnerships are welcome.' },
];

export const partnerOptions: InfoBlock[] = [
  { title: 'Featured placement', body: 'Your business highlighted on the guide pages your customers already read.' },
  { title: 'Referral partnerships', body: 'Pay only for results with a tracked referral link or code.' },
  { title: 'Sponsored content', body: 'A guide, offer or event announcement written with you, clearly labelled as sponsored.' },
];

export const partnerSteps: Step[] = [
  { title: 'Say hello on WhatsApp', body: 'Tell us about your business, the areas you cover and who your customers are.' },
  { title: 'Agree a plan', body: 'We suggest the placements that fit your goals and budget, with clear pricing and no long contracts.' },
  { title: 'Go live', body: 'Your listing, link or offer goes live and we share simple monthly results with you.' },
];
