/** /uk-tour-trips: 18 coach tours from London. */
import type { InfoBlock, PageMeta, Tour } from './types';
import { illustrationUrl } from './urls';

export const toursMeta: PageMeta = {
  title: 'UK Coach Tours & Day Trips from London',
  description:
    'Coach tours and day trips from London for Indian families and students: Stonehenge, Bath, Oxford, the Cotswolds, Scotland, the Lake District and more.',
  path: '/uk-tour-trips',
};

export const toursHero = {
  eyebrow: 'See the UK by coach',
  title: 'UK Tour Trips from London',
  intro:
    'Sit back while someone else drives. Our partner coach tours leave from central and west London, with friendly guides, comfortable seats and stops where you can find vegetarian food. Perfect for visiting parents, student groups and weekend breaks.',
};

export const toursChat = {
  message:
    'Hi, I would like to enquire about a UK coach tour. Tour: ... Preferred date: ... Number of adults/children/seniors: ...',
  label: 'Enquire About a Tour on WhatsApp',
};

export const toursClosing = {
  id: 'enquire',
  title: 'Plan a trip for your family or group',
  text: 'Tell us the tour, date and number of travellers on WhatsApp and we will confirm prices, pick-up points and availability.',
};

/** Prefilled message for one tour's own enquiry link. */
export function tourEnquiryMessage(title: string): string {
  return `Hi, I am interested in the "${title}" coach tour. Preferred date: ... Number of travellers: ...`;
}

const TOURS: Array<Omit<Tour, 'imageUrl'>> = [
  { title: 'Stonehenge, Bath & Windsor', description: 'Walk around the 5,000-year-old stone circle, see the Roman Baths and Georgian crescents of Bath, and finish at Windsor Castle, the oldest occupied castle in the world.' },
  { title: 'Oxford & the Cotswolds', description: 'Stroll past Oxford’s famous colleges, then drive through honey-stone Cotswold villages such as Bibury and Bourton-on-the-Water.' },
  { title: 'Cambridge & Punting', description: 'Glide past King’s College Chapel and the Mathematical Bridge on a punt along the River Cam, with free time for the market square.' },
  { title: 'Scottish Highlands & Loch Ness', description: 'A multi-day coach tour through Glencoe, the Highlands and the shores of Loch Ness, with a night in Edinburgh or Inverness.' },
  { title: 'Edinburgh Weekend', description: 'The Royal Mile, Edinburgh Castle and Arthur’s Seat on a two-day trip, with an overnight stay and a walking tour of the Old Town.' },
  { title: 'Lake District & Windermere', description: 'Cruise Lake Windermere, visit Grasmere and enjoy England’s most loved mountain scenery on a weekend break.' },
  { title: 'Snowdonia & North Wales', description: 'Take in Eryri (Snowdonia) National Park, the Italian-style village of Portmeirion and Conwy Castle on the North Wales coast.' },
  { title: 'Isle of Wight', description: 'Cross the Solent by ferry to see the Needles, Osborne House (Queen Victoria’s seaside home) and the sandy beaches of Sandown.' },
  { title: 'Brighton & Seven Sisters', description: 'Walk the chalk cliffs of the Seven Sisters, then enjoy Brighton Palace Pier, the Royal Pavilion and the Lanes.' },
  { title: 'White Cliffs of Dover & Canterbury', description: 'See the iconic White Cliffs and Dover Castle, then explore Canterbury Cathedral and the medieval city centre.' },
  { title: 'Stratford-upon-Avon & Warwick Castle', description: 'Visit Shakespeare’s Birthplace and the riverside town of Stratford, then a thousand years of history at Warwick Castle.' },
  { title: 'Jurassic Coast & Durdle Door', description: 'Follow the Dorset coastline to the natural limestone arch of Durdle Door, Lulworth Cove and the seaside town of Weymouth.' },
  { title: 'York & the Yorkshire Dales', description: 'Walk the medieval city walls and the Shambles, visit York Minster and drive through the green valleys of the Dales.' },
  { title: 'Peak District & Chatsworth', description: 'Rolling hills, the town of Bakewell and the grand Chatsworth House and gardens in England’s first national park.' },
  { title: 'Liverpool & the Beatles', description: 'The Albert Dock, the Beatles Story museum and the waterfront of a city famous for music and football.' },
  { title: 'Cornwall & St Michael’s Mount', description: 'A long-weekend tour to St Ives, Land’s End and the tidal island of St Michael’s Mount at the far south-west of England.' },
  { title: 'Cardiff & the Brecon Beacons', description: 'Cardiff Castle and Cardiff Bay, then the waterfalls and mountain roads of Bannau Brycheiniog (the Brecon Beacons) in South Wales.' },
  { title: 'Harry Potter Studio Tour', description: 'Coach transfer from London to the Warner Bros. Studio Tour in Leavesden to walk through the Great Hall, Diagon Alley and Platform 9¾.' },
];

/** The 18 tours, each with its local illustration. */
export const tours: Tour[] = TOURS.map((tour) => ({ ...tour, imageUrl: illustrationUrl('tours', tour.title) }));

export const tourInclusions: InfoBlock[] = [
  { title: 'Group and family friendly', body: 'Discounts for students, seniors and groups; private coaches for societies, temples and community groups.' },
  { title: 'Pick-ups across London', body: 'Central London departures, with pick-ups from Wembley, Southall, Hounslow and East Ham on selected tours.' },
  { title: 'Food stops', body: 'Tours stop where vegetarian and Indian food options are available, or you can bring your own packed lunch.' },
];
