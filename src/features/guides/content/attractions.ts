/** /top-london-attractions: 50 attractions, each with a local illustration and a map link. */
import type { Attraction, PageMeta } from './types';
import { illustrationUrl, mapsUrl } from './urls';

export const attractionsMeta: PageMeta = {
  title: 'Top 50 London Attractions: Must-See Places & Free Museums',
  description:
    'The top 50 London attractions for new arrivals and visiting family: palaces, free museums, markets, parks, Neasden Temple and cricket at Lord’s.',
  path: '/top-london-attractions',
};

export const attractionsHero = {
  eyebrow: 'Explore your new city',
  title: 'Top London Attractions',
  intro:
    'Parents visiting for the summer, friends in town for a weekend or simply settling in: here are 50 places worth your Oyster card. Many of London’s best museums are free, so you can see a lot without spending much.',
};

export const attractionsChat = {
  message:
    'Hi, I would like tips or a guided day out in London. Places I want to see: ... Date: ... Group size (any seniors/children): ...',
  label: 'Plan a Day Out on WhatsApp',
};

export const attractionsClosing = {
  id: 'plan',
  title: 'Planning a day out for visiting family?',
  text: 'Tell us what your parents or friends would enjoy and we will suggest a route, vegetarian food stops and the best travel passes.',
};

/** [name, description, Google Maps search query] */
type RawAttraction = readonly [string, string, string];

const RAW: RawAttraction[] = [
  ['British Museum', 'Free entry to two million years of history, from the Rosetta Stone to the Amaravati sculptures in its South Asia gallery.', 'British Museum London'],
  ['Tower of London', 'A 950-year-old fortress where you can see the Crown Jewels, including the Koh-i-Noor diamond, and meet the Yeoman Warders.', 'Tower of London'],
  ['Buckingham Palace', 'The King’s London home. Watch the Changing of the Guard outside, or tour the State Rooms when they open in summer.', 'Buckingham Palace London'],
  ['London Eye', 'A 30-minute ride on the giant observation wheel on the South Bank, with views across Westminster and the Thames.', 'London Eye'],
  ['Tower Bridge', 'London’s most famous bridge. Walk the high-level glass floor and see the Victorian engine rooms that lift it.', 'Tower Bridge London'],
  ['Big Ben & Houses of Parliament', 'The Elizabeth Tower and the Palace of Westminster; UK residents can ask their MP for a free tour of Parliament.', 'Houses of Parliament London'],
  ['Westminster Abbey', 'Coronation church of the English monarchs since 1066 and the resting place of Newton, Darwin and many kings and queens.', 'Westminster Abbey London'],
  ['St Paul’s Cathedral', 'Sir Christopher Wren’s great dome. Climb to the Whispering Gallery and the Golden Gallery for a view over the City.', 'St Pauls Cathedral London'],
  ['Natural History Museum', 'Free museum with dinosaur skeletons, a blue whale in Hintze Hall and an earthquake simulator that children love.', 'Natural History Museum London'],
  ['Science Museum', 'Free galleries of space rockets, steam engines and hands-on experiments, next door to the Natural History Museum.', 'Science Museum London'],
  ['Victoria and Albert Museum', 'The world’s leading museum of art and design, free to enter, with a rich South Asia collection including Tipu’s Tiger.', 'Victoria and Albert Museum London'],
  ['National Gallery', 'Free entry to masterpieces by Van Gogh, Turner, Monet and Leonardo da Vinci on Trafalgar Square.', 'National Gallery London'],
  ['Trafalgar Square', 'London’s central square with Nelson’s Column and the lions, and the home of Diwali on the Square each autumn.', 'Trafalgar Square London'],
  ['Tate Modern', 'A former power station on the Thames, now a free gallery of modern and contemporary art with a viewing level.', 'Tate Modern London'],
  ['Hyde Park', 'A huge royal park with the Serpentine lake, boating in summer and the Winter Wonderland fair at Christmas.', 'Hyde Park London'],
  ['Kensington Palace', 'Birthplace of Queen Victoria, with royal fashion exhibitions and beautiful gardens at the west end of Hyde Park.', 'Kensington Palace London'],
  ['Covent Garden', 'Street performers, the Apple Market and shops and restaurants around the old fruit and flower market piazza.', 'Covent Garden London'],
  ['Borough Market', 'London’s most famous food market near London Bridge, great for street food, cheeses and fresh produce.', 'Borough Market London'],
  ['Camden Market', 'Quirky stalls, vintage clothes and food from every corner of the world beside Regent’s Canal.', 'Camden Market London'],
  ['Royal Observatory Greenwich', 'Stand on the Prime Meridian, the line of zero longitude, and enjoy one of the best views of London from Greenwich Park.', 'Royal Observatory Greenwich'],
  ['Cutty Sark', 'The world’s last surviving tea clipper, which carried tea from China, raised up so you can walk beneath her hull.', 'Cutty Sark Greenwich'],
  ['Kew Gardens', 'A UNESCO World Heritage botanical garden with Victorian glasshouses, a treetop walkway and tens of thousands of plants.', 'Kew Gardens London'],
  ['Hampton Court Palace', 'Henry VIII’s Tudor palace by the Thames, with its great kitchens, formal gardens and famous maze.', 'Hampton Court Palace'],
  ['Sky Garden', 'A free indoor garden at the top of the Walkie-Talkie building with 360-degree views; book a free slot online in advance.', 'Sky Garden London'],
  ['The Shard', 'The UK’s tallest building, with a viewing gallery 244 metres above London Bridge station.', 'The Shard London'],
  ['ZSL London Zoo', 'The world’s oldest scientific zoo, home to lions, tigers, penguins and gorillas in Regent’s Park.', 'ZSL London Zoo'],
  ['Regent’s Park', 'Elegant park with Queen Mary’s Rose Gardens, an open-air theatre in summer and boating on the lake.', 'Regents Park London'],
  ['Madame Tussauds London', 'Take selfies with wax figures of film stars, royals and Bollywood favourites on Marylebone Road.', 'Madame Tussauds London'],
  ['Churchill War Rooms', 'The secret underground bunker where Winston Churchill and his cabinet directed the Second World War.', 'Churchill War Rooms London'],
  ['Imperial War Museum London', 'Free museum telling the story of modern conflict, including the contribution of Indian soldiers in both World Wars.', 'Imperial War Museum London'],
  ['Shakespeare’s Globe', 'A reconstruction of Shakespeare’s open-air theatre on the South Bank; standing tickets for plays are very affordable.', 'Shakespeares Globe London'],
  ['Piccadilly Circus', 'Bright digital billboards, the statue known as Eros and the gateway to the West End’s shops and theatres.', 'Piccadilly Circus London'],
  ['Leicester Square', 'The home of film premieres in the West End, with cinemas, the TKTS theatre ticket booth and Chinatown next door.', 'Leicester Square London'],
  ['Oxford Street', 'Europe’s busiest shopping street with flagship stores, Selfridges and spectacular Christmas lights.', 'Oxford Street London'],
  ['Harrods', 'The famous Knightsbridge department store, worth a visit for its food halls and Christmas displays.', 'Harrods London'],
  ['Portobello Road Market', 'Antiques, vintage fashion and street food among the colourful houses of Notting Hill, busiest on Saturdays.', 'Portobello Road Market London'],
  ['Little Venice', 'Peaceful canals lined with colourful narrowboats; take a waterbus from here to Camden Lock.', 'Little Venice London'],
  ['Primrose Hill', 'A grassy hill north of Regent’s Park with a classic free view of the London skyline.', 'Primrose Hill London'],
  ['Hampstead Heath', 'Wild heathland with swimming ponds, Kenwood House and the famous view from Parliament Hill.', 'Hampstead Heath London'],
  ['Richmond Park', 'London’s largest royal park, where hundreds of red and fallow deer roam free.', 'Richmond Park London'],
  ['BAPS Shri Swaminarayan Mandir', 'Neasden Temple: a traditional Hindu mandir hand-carved from Italian marble and Bulgarian limestone. Visitors are welcome.', 'BAPS Shri Swaminarayan Mandir Neasden'],
  ['Dr Ambedkar Museum', 'The house at 10 King Henry’s Road where Dr B. R. Ambedkar lived as a student in London, now a museum in his memory.', 'Dr Ambedkar Museum King Henrys Road London'],
  ['Gandhi Statue, Tavistock Square', 'A peaceful Bloomsbury garden with a seated statue of Mahatma Gandhi, near where he studied law in London.', 'Gandhi Statue Tavistock Square London'],
  ['Wembley Stadium', 'England’s national football stadium and a major concert venue; stadium tours run on non-event days.', 'Wembley Stadium'],
  ['Lord’s Cricket Ground', 'The Home of Cricket in St John’s Wood. Take a tour of the Long Room, the dressing rooms and the MCC Museum.', 'Lords Cricket Ground London'],
  ['The Kia Oval', 'Historic cricket ground in Kennington, home of Surrey and host of England’s Test matches and many India tour games.', 'The Kia Oval London'],
  ['Southbank Centre', 'Arts centre on the Thames with free exhibitions, concerts, food markets and a riverside walk.', 'Southbank Centre London'],
  ['SEA LIFE London Aquarium', 'Sharks, penguins and rays beside the London Eye; a good rainy-day choice for families.', 'SEA LIFE London Aquarium'],
  ['Queen Elizabeth Olympic Park', 'The 2012 Olympic park in Stratford, with the ArcelorMittal Orbit, the aquatics centre and open green spaces.', 'Queen Elizabeth Olympic Park London'],
  ['Brick Lane', 'East London street famous for its curry houses, bagel shops, street art and Sunday market.', 'Brick Lane London'],
];

/** The 50 attractions, in the order they are shown. */
export const attractions: Attraction[] = RAW.map(([name, description, query]) => ({
  name,
  description,
  imageUrl: illustrationUrl('attractions', name),
  mapUrl: mapsUrl(query),
}));
