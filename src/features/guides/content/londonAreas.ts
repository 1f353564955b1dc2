/** /indian-areas-in-london: summary table and a detail card for each of 4 Indian areas. */
import type { Area, PageMeta } from './types';
import { mapsUrl } from './urls';

export const areasMeta: PageMeta = {
  title: 'Best Indian Areas in London to Live',
  description:
    'Compare London’s Indian areas: East Ham & Ilford, Wembley, Southall and Hounslow. Community, food, temples and gurdwaras, rent guide and transport.',
  path: '/indian-areas-in-london',
};

export const areasHero = {
  eyebrow: 'Where to live in London',
  title: 'Indian Areas in London',
  intro:
    'Living near your community makes the first year in London much easier: familiar food, a temple or gurdwara nearby, grocers that stock your brands and people who understand where you are coming from. Here is an honest comparison of four of the most popular areas.',
};

export const areasChat = {
  message:
    'Hi, I am moving to London and would like advice on which area suits me. Work/university location: ... Budget per month: ...',
  label: 'Ask About an Area on WhatsApp',
};

export const areasClosing = {
  id: 'find-a-room',
  title: 'Found your area? Find your room',
  text: 'Browse rooms and flatmates from the Indian community in East Ham, Ilford, Wembley, Southall, Hounslow and beyond.',
};

export const rentNote =
  'Rent guides are approximate monthly prices for 2025 and change quickly; bills are often extra. Check live listings before you decide.';

export const areas: Area[] = [
  {
    id: 'east-ham-ilford',
    name: 'East Ham & Ilford',
    dominantCommunity: 'Tamil, Gujarati, Punjabi and Malayali',
    bestFor: 'Students and families on a budget; commuters to the City and Canary Wharf',
    community:
      'East Ham and neighbouring Manor Park have one of London’s largest Tamil communities, from Tamil Nadu and Sri Lanka, alongside Gujarati, Punjabi, Malayali and Bangladeshi families. Ilford, a few minutes further east, has long-established Gujarati and Punjabi Sikh communities and many young Indian professionals sharing houses.',
    foodScene:
      'High Street North in East Ham is lined with South Indian vegetarian cafés serving dosa, idli and filter coffee, plus Sri Lankan and Kerala kitchens. Green Street in Upton Park is famous for sweet shops, sari stores and street food, and Ilford Lane has Punjabi grills and late-night grocers.',
    rentGuide: 'Room £650–£850; 1-bed flat £1,300–£1,600',
    transport:
      'East Ham is on the District and Hammersmith & City lines (Zone 3/4). Ilford, Seven Kings and Manor Park are on the Elizabeth line, about 15–20 minutes to Liverpool Street and straight through to the West End.',
    landmarks: [
      { name: 'Shri Mahalakshmi Temple, East Ham', type: 'Hindu temple', googleMapsUrl: mapsUrl('Shri Mahalakshmi Temple East Ham London') },
      { name: 'Sri Murugan Temple, Manor Park', type: 'Hindu temple', googleMapsUrl: mapsUrl('Sri Murugan Temple Manor Park London') },
      { name: 'Gurdwara Karamsar, Ilford', type: 'Gurdwara', googleMapsUrl: mapsUrl('Gurdwara Karamsar Ilford') },
    ],
    restaurants: [
      { name: 'Saravanaa Bhavan, East Ham', googleMapsUrl: mapsUrl('Saravanaa Bhavan East Ham London') },
      { name: 'Chennai Dosa, East Ham', googleMapsUrl: mapsUrl('Chennai Dosa East Ham London') },
      { name: 'Green Street sweet shops and street food', googleMapsUrl: mapsUrl('Green Street Upton Park London') },
    ],
  },
  {
    id: 'wembley',
    name: 'Wembley',
    dominantCommunity: 'Gujarati and Tamil',
    bestFor: 'Gujarati and vegetarian families; professionals commuting to central London',
    community:
      'Wembley, and Ealing Road in neighbouring Alperton in particular, is one of London’s best-known Gujarati neighbourhoods, with a large Tamil community and many families from the East African Indian diaspora. Nearby Harrow, Kingsbury and Neasden add to a large, settled community.',
    foodScene:
      'Ealing Road is packed with Gujarati snack houses, sweet shops, South Indian restaurants and grocers selling fresh produce from India. Wembley High Road adds Kerala and Sri Lankan kitchens, and vegetarian food is easy to find everywhere.',
    rentGuide: 'Room £700–£900; 1-bed flat £1,400–£1,700',
    transport:
      'Wembley Park (Jubilee and Metropolitan lines, Zone 4) reaches Bond Street in about 15–20 minutes. Wembley Central has the Bakerloo line, London Overground and mainline trains, and Alperton (Piccadilly line) serves Ealing Road.',
    landmarks: [
      { name: 'BAPS Shri Swaminarayan Mandir, Neasden', type: 'Hindu temple', googleMapsUrl: mapsUrl('BAPS Shri Swaminarayan Mandir Neasden London') },
      { name: 'Shri Sanatan Hindu Mandir, Ealing Road', type: 'Hindu temple', googleMapsUrl: mapsUrl('Shri Sanatan Hindu Mandir Ealing Road Wembley') },
      { name: 'Shri Vallabh Nidhi Mandir, Alperton', type: 'Hindu temple', googleMapsUrl: mapsUrl('Shri Vallabh Nidhi Mandir Alperton') },
    ],
    restaurants: [
      { name: 'Maru’s Bhajia House, Ealing Road', googleMapsUrl: mapsUrl('Marus Bhajia House Ealing Road Wembley') },
      { name: 'Saravanaa Bhavan, Wembley', googleMapsUrl: mapsUrl('Saravanaa Bhavan Wembley') },
      { name: 'Ealing Road vegetarian restaurants', googleMapsUrl: mapsUrl('vegetarian restaurant Ealing Road Wembley') },
    ],
  },
  {
    id: 'southall',
    name: 'Southall',
    dominantCommunity: 'Punjabi (Sikh and Hindu)',
    bestFor: 'Punjabi food lovers, Heathrow workers and families wanting a close-knit community',
    community:
      'Southall has been the heart of London’s Punjabi community since the 1950s and is often called Little India or Little Punjab. The Broadway and South Road are full of sari, fabric and jewellery shops, and the station signs are written in Punjabi (Gurmukhi) as well as English.',
    foodScene:
      'Famous for Punjabi dhabas, tandoori grills, chaat, jalebi and lassi, plus Pakistani karahi houses. Grocers along the Broadway stay open late and sell everything from fresh methi to pressure cookers.',
    rentGuide: 'Room £600–£800; 1-bed flat £1,200–£1,450',
    transport:
      'Southall station is on the Elizabeth line (Zone 4), with direct trains to Paddington, Bond Street and the City in about 20–35 minutes. Heathrow is a short bus or train ride away.',
    landmarks: [
      { name: 'Gurdwara Sri Guru Singh Sabha, Havelock Road', type: 'Gurdwara', googleMapsUrl: mapsUrl('Gurdwara Sri Guru Singh Sabha Havelock Road Southall') },
      { name: 'Shri Ram Mandir, Southall', type: 'Hindu temple', googleMapsUrl: mapsUrl('Shri Ram Mandir Southall') },
    ],
    restaurants: [
      { name: 'Brilliant Restaurant', googleMapsUrl: mapsUrl('Brilliant Restaurant Southall') },
      { name: 'Madhu’s, Southall', googleMapsUrl: mapsUrl('Madhus Southall') },
      { name: 'Gifto’s Lahore Karahi', googleMapsUrl: mapsUrl('Giftos Lahore Karahi Southall') },
    ],
  },
  {
    id: 'hounslow',
    name: 'Hounslow',
    dominantCommunity: 'Punjabi, Gujarati and South Indian',
    bestFor: 'Heathrow and airline staff, families and Piccadilly line commuters',
    community:
      'Hounslow sits right next to Heathrow and many residents work at the airport or for airlines. It has a large Punjabi Sikh community alongside Gujarati, South Indian and Sri Lankan families, with a quieter, more suburban feel than Southall.',
    foodScene:
      'The High Street and the roads around it have Punjabi, South Indian and Gujarati restaurants, sweet shops and late-night grocers, and Southall’s famous food scene is a short bus ride away.',
    rentGuide: 'Room £650–£850; 1-bed flat £1,250–£1,500',
    transport:
      'Piccadilly line stations at Hounslow East and Hounslow Central (Zone 4) and Hounslow West (Zone 5), with Heathrow a few stops away. South Western Railway runs from Hounslow station to London Waterloo.',
    landmarks: [
      { name: 'Gurdwara Sri Guru Singh Sabha, Hounslow', type: 'Gurdwara', googleMapsUrl: mapsUrl('Gurdwara Sri Guru Singh Sabha Hounslow') },
      { name: 'Hindu temples in Hounslow', type: 'Hindu temples', googleMapsUrl: mapsUrl('Hindu temple Hounslow') },
    ],
    restaurants: [
      { name: 'Punjabi restaurants on Hounslow High Street', googleMapsUrl: mapsUrl('Punjabi restaurant Hounslow High Street') },
      { name: 'South Indian restaurants in Hounslow', googleMapsUrl: mapsUrl('South Indian restaurant Hounslow') },
    ],
  },
];
