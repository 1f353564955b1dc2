/** /indian-events-and-festivals: Navratri, Diwali and other festivals in the UK. */
import type { BulletGroup, InfoBlock, PageMeta } from './types';

export const festivalsMeta: PageMeta = {
  title: 'Indian Events & Festivals in the UK: Navratri, Diwali & More',
  description:
    'Where to celebrate Navratri garba and Diwali in London, Leicester and across the UK, plus other Indian festivals. Organisers can list their events with us.',
  path: '/indian-events-and-festivals',
};

export const festivalsHero = {
  eyebrow: 'Celebrate away from home',
  title: 'Indian Events & Festivals in the UK',
  intro:
    'Living in the UK does not mean missing the festival season. From garba nights in Harrow to the Diwali lights in Leicester, the Indian community here celebrates on a grand scale. Here is what to expect and how to join in.',
};

export const festivalsWhatsappMessage =
  'Hi, I am an event organiser and would like to list my event. Event name: ... Date and time: ... Venue and city: ... Ticket link: ...';

export const navratri: BulletGroup = {
  title: 'Navratri',
  intro:
    'Navratri, the nine nights honouring Goddess Durga, usually falls in September or October. In the UK it is the biggest garba and dandiya season outside India, with events in community halls, temples, schools and stadium-sized venues.',
  points: [
    'Where: Harrow, Wembley, Croydon and East London in London, plus Leicester, Birmingham, Coventry and Manchester.',
    'What to expect: live singers and dhol, circles of garba, dandiya raas with sticks, and aarti each evening.',
    'Tickets: many events sell season passes for all nine nights; popular venues sell out weeks ahead, so book early.',
    'Dress: chaniya choli, kediyu or kurta. Nights are cold in October, so bring a layer for outside.',
  ],
};

export const diwali: BulletGroup = {
  title: 'Diwali',
  intro:
    'Diwali, the festival of lights, falls in October or November. British Indians light diyas, make rangoli, share mithai and visit the mandir, and several cities hold public celebrations.',
  points: [
    'Leicester: the Belgrave Road "Golden Mile" hosts one of the largest Diwali celebrations outside India, with a lights switch-on and a fireworks night.',
    'London: the Mayor’s Diwali on the Square brings music, dance and food stalls to Trafalgar Square, and Neasden Temple welcomes thousands of visitors.',
    'Shopping: Ealing Road in Wembley, Southall Broadway and Green Street in East Ham are busy with sweets, clothes and diyas in the week before.',
    'Fireworks: the usual 11pm curfew is extended to 1am on Diwali night; check local council rules and keep pets and neighbours in mind.',
  ],
};

export const otherFestivals: InfoBlock[] = [
  { title: 'Holi', body: 'Colour festivals in parks and temple grounds each spring, often run by student societies and community groups.' },
  { title: 'Vaisakhi', body: 'Nagar Kirtan processions in Southall, Birmingham and Leicester, and celebrations in Trafalgar Square in April.' },
  { title: 'Ganesh Chaturthi', body: 'Ganpati pujas in temples and homes, ending with visarjan arranged by local mandirs.' },
  { title: 'Durga Puja', body: 'Bengali community pujas with pandals, cultural programmes and bhog across London and the Midlands.' },
  { title: 'Onam and Pongal', body: 'Sadya feasts, pookalam competitions and harvest celebrations organised by Malayali and Tamil associations.' },
  { title: 'Eid and Christmas', body: 'British Indian families of every faith celebrate together: look out for community iftars and carol services too.' },
];

export const organiserPitch = {
  title: 'Organising a garba, Diwali mela or community event?',
  text: 'List your event with us and reach Indian students, professionals and families across the UK. Send the details on WhatsApp and we will add it to our events listings and community groups.',
};
