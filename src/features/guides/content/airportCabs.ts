/** /airport-cabs: cheap fixed-fare transfers from the London airports. */
import type { Faq, InfoBlock, PageMeta, Step } from './types';

export const cabsMeta: PageMeta = {
  title: 'Cheap Airport Cabs from Heathrow, Gatwick, Luton & Stansted',
  description:
    'Fixed-fare airport cabs from Heathrow, Gatwick, Luton and Stansted to East Ham, Ilford, Southall, Wembley and Croydon. 24/7 with meet and greet.',
  path: '/airport-cabs',
};

export const cabsHero = {
  eyebrow: 'Airport transfers, 24/7',
  title: 'Cheap Airport Cabs from London Airports',
  intro:
    'Landing in London with two suitcases and a jet-lagged family? Book a fixed-fare cab from Heathrow, Gatwick, Luton or Stansted straight to your new home in East Ham, Ilford, Southall, Wembley, Croydon or anywhere in and around London. Your driver tracks your flight and waits for you in arrivals.',
};

export const cabsChat = {
  message:
    'Hi, I would like to book an airport cab. Airport and terminal: ... Drop-off area/postcode: ... Date and flight number: ... Passengers and suitcases: ...',
  label: 'Book Your Cab on WhatsApp',
};

export const cabsClosing = {
  id: 'book',
  title: 'Landing soon? Book your fixed-fare cab',
  text: 'Send your flight details on WhatsApp and get your fare in minutes, any time of day or night.',
};

export const cabsAirports: InfoBlock[] = [
  {
    title: 'Heathrow (LHR)',
    body: 'Pick-ups from Terminals 2, 3, 4 and 5. Heathrow is in west London, so Southall and Hounslow are usually 15 to 25 minutes away, and Wembley about 30 to 45 minutes.',
  },
  {
    title: 'Gatwick (LGW)',
    body: 'North and South Terminal pick-ups. Gatwick is south of London, which makes Croydon a quick run of around 30 to 40 minutes; east and west London take longer.',
  },
  {
    title: 'Luton (LTN)',
    body: 'North of London on the M1, with many low-cost flights to Europe. North-west London areas such as Wembley are typically 40 to 60 minutes away by road.',
  },
  {
    title: 'Stansted (STN)',
    body: 'North-east of London on the M11, which is handy for East Ham and Ilford (typically 45 to 60 minutes). We also collect passengers from London City Airport on request.',
  },
];

export const cabsDestinations: InfoBlock[] = [
  { title: 'East Ham', body: 'South Indian and Sri Lankan Tamil community, temples and dosa cafés on High Street North.' },
  { title: 'Ilford', body: 'A busy East London hub with Elizabeth line trains and large Gujarati and Punjabi communities.' },
  { title: 'Southall', body: 'Little Punjab: the closest Indian neighbourhood to Heathrow, with the famous Havelock Road Gurdwara.' },
  { title: 'Wembley', body: 'Gujarati and Tamil families, Ealing Road shopping and the Jubilee line into central London.' },
  { title: 'Croydon', body: 'South London town with good rents and fast trains, a short ride from Gatwick.' },
];

export const cabsBenefits: InfoBlock[] = [
  {
    title: 'Fixed fares',
    body: 'You agree the price when you book. No meter, no surge pricing and no extra charge if your flight is delayed or traffic is bad.',
  },
  {
    title: '24/7 service',
    body: 'Early-morning departures and midnight arrivals are normal for flights to and from India, so we take bookings and run cabs around the clock.',
  },
  {
    title: 'Meet and greet',
    body: 'Your driver tracks your flight, waits in the arrivals hall with a name board and helps with your luggage to the car.',
  },
  {
    title: 'Long-distance trips',
    body: 'Moving outside London? We run fixed-price transfers from the London airports to Coventry, Birmingham, Manchester and other UK cities.',
  },
];

export const cabsRoutes = [
  { route: 'Heathrow → Southall', time: '15–25 minutes' },
  { route: 'Heathrow → Wembley', time: '30–45 minutes' },
  { route: 'Heathrow → East Ham / Ilford', time: '60–80 minutes' },
  { route: 'Gatwick → Croydon', time: '30–40 minutes' },
  { route: 'Gatwick → East Ham / Ilford', time: '70–90 minutes' },
  { route: 'Luton → Wembley', time: '40–60 minutes' },
  { route: 'Stansted → Ilford', time: '45–60 minutes' },
  { route: 'Heathrow → Coventry / Birmingham', time: '1 hour 45 minutes – 2 hours 15 minutes' },
  { route: 'Heathrow → Manchester', time: '3 hours 30 minutes – 4 hours 30 minutes' },
];

export const cabsSteps: Step[] = [
  {
    title: 'Send us your trip on WhatsApp',
    body: 'Tell us the airport and terminal, your flight number, the drop-off postcode, the number of passengers and how many large suitcases you have.',
  },
  {
    title: 'Get your fixed fare',
    body: 'We reply with the all-inclusive price and the right vehicle: a saloon for up to 3 people, an estate or MPV for families and extra luggage.',
  },
  {
    title: 'Meet your driver',
    body: 'You receive the driver’s name, phone number and car details before you land. They wait in arrivals and drive you door to door.',
  },
];

/** Exactly 3 questions: shown on the page and in the FAQPage structured data. */
export const cabsFaqs: Faq[] = [
  {
    question: 'Are your airport cab fares really fixed?',
    answer:
      'Yes. The fare we quote on WhatsApp is the fare you pay. It does not change for flight delays or traffic; only extra stops or a different drop-off address are charged, and we agree those with you first.',
  },
  {
    question: 'Will the driver meet me inside the airport?',
    answer:
      'Yes. With meet and greet your driver tracks your flight, waits in the arrivals hall with a name board and helps with your luggage. Airport parking charges are included in the quote.',
  },
  {
    question: 'Do you offer long-distance transfers outside London?',
    answer:
      'Yes. We run fixed-fare transfers from Heathrow, Gatwick, Luton and Stansted to Coventry, Birmingham, Manchester and other UK cities, 24 hours a day.',
  },
];

export const cabsAreasServed = ['Heathrow', 'Gatwick', 'Luton', 'Stansted', 'East Ham', 'Ilford', 'Southall', 'Wembley', 'Croydon', 'Coventry', 'Birmingham', 'Manchester'];
