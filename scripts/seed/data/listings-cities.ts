/** Room listings in UK cities outside London. See ./listings.ts for the entry shape. */
import type { SeedListing } from './listings';

export const CITY_LISTINGS: SeedListing[] = [
  // Sanjay Patel's fourth listing.
  {
    id: 'seed-room-19', owner: 'seed-sanjay', status: 'active', createdDaysAgo: 9,
    title: 'Double room off Belgrave Road, Leicester',
    description: 'Comfortable double room in a 3-bed terrace two streets from Belgrave Road (the Golden Mile). 15 minutes by bus to De Montfort University and the city centre. Shared with two postgraduate students from Gujarat and Kerala. Diwali lights on the Golden Mile are unmissable! Bills included, fast broadband.',
    address: 'Belgrave', postcode: 'Leicester, UK', rent: 475, deposit: 475, roomType: 'Double', preferredTenants: 'Student',
    availableInDays: -2, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-08.jpg', 'room-07.jpg'],
    household: { languages: ['Gujarati', 'Malayalam', 'English'], typicalDay: 'students', people: 2 },
  },
  // Arjun Reddy — Manchester and Leeds.
  {
    id: 'seed-room-20', owner: 'seed-arjun', status: 'active', createdDaysAgo: 30, updatedDaysAgo: 12,
    title: 'En-suite in Rusholme, 10 min to University of Manchester',
    description: 'En-suite double room in a student house on Wilmslow Road, right on the Curry Mile. 10 minutes walk to the University of Manchester and MMU, buses every few minutes to Piccadilly. Shared kitchen and lounge with three Indian postgraduates. All bills included; cleaner every fortnight.',
    address: 'Rusholme', postcode: 'Manchester, UK', rent: 610, deposit: 600, roomType: 'En-suite', preferredTenants: 'Student',
    availableInDays: 20, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-12.jpg', 'room-10.jpg'],
    household: { kitchen: 'mixed', typicalDay: 'students', people: 3 },
  },
  {
    id: 'seed-room-21', owner: 'seed-arjun', status: 'active', createdDaysAgo: 22,
    title: 'City-centre studio in Manchester, Deansgate',
    description: 'Modern studio apartment near Deansgate-Castlefield tram stop. Fitted kitchen, double bed, work desk, on-site gym and roof terrace. Walking distance to Spinningfields offices and the Hindu temple on Upper Chorlton Road is 15 minutes by tram. Council tax band A. Suits a professional on a graduate or skilled worker visa.',
    address: 'Deansgate', postcode: 'Manchester, UK', rent: 1050, deposit: 1200, roomType: 'Studio', preferredTenants: 'Professional',
    availableInDays: 35, amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony'], images: ['room-05.jpg', 'room-15.jpg'],
  },
  {
    id: 'seed-room-22', owner: 'seed-arjun', status: 'active', createdDaysAgo: 14,
    title: 'Double room in Headingley, Leeds — students welcome',
    description: 'Large double room in a 5-bed student house in Headingley, 10 minutes to the University of Leeds and 5 minutes to Leeds Beckett Headingley campus. Two other Indian students live here already (MSc Data Science and MSc Engineering). Big kitchen, two bathrooms, back garden. Bills capped at \u00a360/month.',
    address: 'Headingley', postcode: 'Leeds, UK', rent: 495, deposit: 400, roomType: 'Double', preferredTenants: 'Student',
    availableInDays: 25, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-02.jpg', 'room-14.jpg', 'room-11.jpg'],
    household: { typicalDay: 'students', people: 2 },
  },
  {
    id: 'seed-room-23', owner: 'seed-arjun', status: 'filled', createdDaysAgo: 29, updatedDaysAgo: 16,
    title: 'Single room near Leeds station for IT professional',
    description: 'Single room in a 2-bed flat at Leeds Dock, 10 minutes walk to Leeds station. Flatmate works at a big IT consultancy. Room has now been let — thank you.',
    address: 'Leeds Dock', postcode: 'Leeds, UK', rent: 560, deposit: 560, roomType: 'Single', preferredTenants: 'Professional',
    availableInDays: -15, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-16.jpg'],
  },
  // Kavita Shah — Leicester and Birmingham.
  {
    id: 'seed-room-24', owner: 'seed-kavita', status: 'active', createdDaysAgo: 28, updatedDaysAgo: 9,
    title: 'Furnished double room in Oadby, Leicester (female only)',
    description: 'Lovely furnished double in a peaceful Oadby home owned by a retired Gujarati couple. 10 minutes by bus to the University of Leicester. Shared kitchen (vegetarian), your own bathroom upstairs. Suitable for a female student or working professional who likes a homely, quiet environment.',
    address: 'Oadby', postcode: 'Leicester, UK', rent: 500, deposit: 500, roomType: 'Double', preferredTenants: 'Female',
    availableInDays: -9, amenities: ['WiFi', 'Bills included', 'Furnished', 'Parking'], images: ['room-03.jpg', 'room-06.jpg'],
    household: { kitchen: 'veg-only', languages: ['Gujarati', 'English'], people: 2, guests: 'rarely', cleanliness: 'very-tidy' },
  },
  {
    id: 'seed-room-25', owner: 'seed-kavita', status: 'active', createdDaysAgo: 21,
    title: 'Shared room in Leicester city centre, cheapest bills-included option',
    description: 'Spot in a large twin room (two beds, two wardrobes, two desks) in a flat on Granby Street, 5 minutes from Leicester station. Price per person and includes all bills. Ideal for a student who wants to save money for the first term. Flat has 4 residents in total.',
    address: 'City Centre', postcode: 'Leicester, UK', rent: 450, deposit: 300, roomType: 'Shared', preferredTenants: 'Student',
    availableInDays: 5, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-09.jpg'],
    household: { typicalDay: 'students', people: 3 },
  },
  {
    id: 'seed-room-26', owner: 'seed-kavita', status: 'active', createdDaysAgo: 13, updatedDaysAgo: 0.5,
    title: 'En-suite room in Edgbaston, Birmingham, near QE Hospital',
    description: 'En-suite double room in a spacious house in Edgbaston, 10 minutes to the Queen Elizabeth Hospital and the University of Birmingham. Off-street parking, garden, modern kitchen. Housemates are two Indian doctors on the NHS overseas programme. Professionals preferred.',
    address: 'Edgbaston', postcode: 'Birmingham, UK', rent: 725, deposit: 725, roomType: 'En-suite', preferredTenants: 'Professional',
    availableInDays: 12, amenities: ['WiFi', 'Parking', 'Furnished', 'Washing Machine'], images: ['room-12.jpg', 'room-07.jpg', 'room-10.jpg'],
    household: { typicalDay: 'shifts', people: 2 },
  },
  {
    id: 'seed-room-27', owner: 'seed-kavita', status: 'active', createdDaysAgo: 4,
    title: 'Double room on the Soho Road, Handsworth',
    description: 'Double room in a 3-bed house near Soho Road, Handsworth — the heart of Birmingham\u2019s Punjabi community, with gurdwaras, sari shops and sweet centres. Bus 74 and 79 to the city centre in 20 minutes. Shared bathroom with one other. All bills included.',
    address: 'Handsworth', postcode: 'Birmingham, UK', rent: 460, deposit: 460, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: -1, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-01.jpg'],
    household: { languages: ['Punjabi', 'English'], people: 2 },
  },
  // Deepak Nair — Edinburgh, Coventry, Birmingham.
  {
    id: 'seed-room-28', owner: 'seed-deepak', status: 'active', createdDaysAgo: 27,
    title: 'Double room in Marchmont, Edinburgh, near the Meadows',
    description: 'Bright double room in a traditional tenement flat in Marchmont, 10 minutes walk to the University of Edinburgh central campus across the Meadows. High ceilings, shared kitchen and living room with two postgraduates (one from Bengaluru, one from Glasgow). Gas central heating. HMO licensed.',
    address: 'Marchmont', postcode: 'Edinburgh, UK', rent: 780, deposit: 780, roomType: 'Double', preferredTenants: 'Student',
    availableInDays: 40, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-13.jpg', 'room-14.jpg'],
    household: { typicalDay: 'students', people: 2 },
  },
  {
    id: 'seed-room-29', owner: 'seed-deepak', status: 'active', createdDaysAgo: 18, updatedDaysAgo: 3,
    title: 'Room in Canley, Coventry, 10 min to Warwick University',
    description: 'Single room in a 4-bed student house in Canley, 10 minutes by bike or the 11 bus to the University of Warwick. Two Indian MSc students and one Chinese PhD student live here. Big kitchen with a separate shelf for spices! Bills included up to a fair-use limit.',
    address: 'Canley', postcode: 'Coventry, UK', rent: 495, deposit: 450, roomType: 'Single', preferredTenants: 'Student',
    availableInDays: 28, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-04.jpg', 'room-11.jpg'],
    household: { typicalDay: 'students', people: 3, kitchen: 'mixed' },
  },
  {
    id: 'seed-room-30', owner: 'seed-deepak', status: 'filled', createdDaysAgo: 25, updatedDaysAgo: 11,
    title: 'Double room in Earlsdon, Coventry, professionals',
    description: 'Double room in a smart Earlsdon townhouse, 10 minutes walk to Coventry station (London Euston in 1 hour). Housemates work at JLR and the NHS. This room has now been filled.',
    address: 'Earlsdon', postcode: 'Coventry, UK', rent: 600, deposit: 600, roomType: 'Double', preferredTenants: 'Professional',
    availableInDays: -12, amenities: ['WiFi', 'Parking', 'Furnished'], images: ['room-08.jpg'],
  },
  {
    id: 'seed-room-31', owner: 'seed-deepak', status: 'active', createdDaysAgo: 2,
    title: 'Double room in Digbeth, Birmingham, new flat',
    description: 'Double bedroom in a new 2-bed apartment in Digbeth, 5 minutes to Birmingham Moor Street and the Bullring. Shared with a software engineer from Kochi who works remotely. Residents\u2019 gym, secure entry, balcony. Bills split two ways (about \u00a370 each).',
    address: 'Digbeth', postcode: 'Birmingham, UK', rent: 675, deposit: 675, roomType: 'Double', preferredTenants: 'Professional',
    availableInDays: 15, amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony', 'Washing Machine'], images: ['room-16.jpg', 'room-06.jpg', 'room-15.jpg'],
    household: { languages: ['Malayalam', 'English'], people: 1, typicalDay: 'office' },
  },
];
