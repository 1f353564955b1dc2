/**
 * Room listings in London areas popular with Indian communities. See ./listings.ts for the
 * entry shape. Images are files in ../images (room-01..16: bedrooms, living rooms 06/10/14,
 * kitchens 07/11/15).
 */
import type { SeedListing } from './listings';

export const LONDON_LISTINGS: SeedListing[] = [
  // Priya Sharma (premium) — East London, at the 4-listing limit.
  {
    id: 'seed-room-01', owner: 'seed-priya', status: 'active', createdDaysAgo: 35, updatedDaysAgo: 1.5,
    title: 'Bright double room near East Ham station, bills included',
    description: 'Spacious double room in a clean, friendly 3-bed terraced house on Plashet Grove, 6 minutes walk to East Ham station (District & Hammersmith lines). Shared with two working professionals (one Gujarati, one Tamil). Fully fitted kitchen with plenty of space for Indian cooking, separate fridge shelf and cupboard for you. Green Street shops, temples and Central Park are round the corner. Vegetarian household preferred. Council tax, WiFi, gas and electricity all included.',
    address: 'East Ham', postcode: 'London, UK', rent: 750, deposit: 750, roomType: 'Double', preferredTenants: 'Professional',
    availableInDays: -5, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-01.jpg', 'room-07.jpg', 'room-06.jpg'],
    household: { kitchen: 'veg-only', smoking: 'none', languages: ['English', 'Gujarati', 'Tamil'], people: 2, typicalDay: 'office', cleanliness: 'tidy' },
  },
  {
    id: 'seed-room-02', owner: 'seed-priya', status: 'active', createdDaysAgo: 20,
    title: 'En-suite room in modern Ilford flat, 5 min to Elizabeth line',
    description: 'Newly refurbished en-suite double in a 2-bed flat on Cranbrook Road. Private shower room, large wardrobe, study desk and fast fibre broadband — ideal for someone working from home a few days a week. Ilford station (Elizabeth line) gets you to Liverpool Street in 15 minutes. Lots of Indian grocery shops and restaurants nearby. Flatmate is a female NHS pharmacist. No smoking, no pets.',
    address: 'Ilford', postcode: 'London, UK', rent: 950, deposit: 1050, roomType: 'En-suite', preferredTenants: 'Female',
    availableInDays: 14, amenities: ['WiFi', 'Furnished', 'Washing Machine', 'Balcony'], images: ['room-03.jpg', 'room-11.jpg'],
    household: { smoking: 'none', pets: 'none', makeUp: 'all-female', people: 1, typicalDay: 'office' },
  },
  {
    id: 'seed-room-03', owner: 'seed-priya', status: 'filled', createdDaysAgo: 28, updatedDaysAgo: 10,
    title: 'Single room in Barking, ideal for students',
    description: 'Cosy single room in a family house near Barking station (Overground, District, c2c). Quiet study-friendly home, shared kitchen and bathroom with one other student. 25 minutes to Stratford and 35 to central London. Bills included except TV licence. Now let — thank you for all the messages!',
    address: 'Barking', postcode: 'London, UK', rent: 520, deposit: 520, roomType: 'Single', preferredTenants: 'Student',
    availableInDays: -20, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-04.jpg'],
    household: { typicalDay: 'students', cleanliness: 'tidy' },
  },
  {
    id: 'seed-room-04', owner: 'seed-priya', status: 'active', createdDaysAgo: 1.2,
    title: 'Studio flat in Stratford with gym, near Westfield',
    description: 'Self-contained studio on the 9th floor of a managed building in Stratford, 8 minutes from Stratford station (Central, Jubilee, Elizabeth line, DLR). Kitchenette with hob and microwave, shower room, double bed, wardrobe and desk. Residents\u2019 gym and rooftop terrace. Westfield and the Olympic Park on your doorstep. 12-month contract preferred.',
    address: 'Stratford', postcode: 'London, UK', rent: 1350, deposit: 1550, roomType: 'Studio', preferredTenants: 'Professional',
    availableInDays: 30, amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony'], images: ['room-05.jpg', 'room-15.jpg', 'room-10.jpg', 'room-13.jpg', 'room-03.jpg'],
  },
  // Rahul Verma — North-West and West London, 3 listings.
  {
    id: 'seed-room-05', owner: 'seed-rahul', status: 'active', createdDaysAgo: 33,
    title: 'Double room in Wembley, walk to Wembley Central',
    description: 'Large double room in a 4-bed house on Ealing Road, 5 minutes walk to Wembley Central (Bakerloo, Overground). Three friendly housemates, all working in IT; we speak Gujarati, Hindi and English at home. The kitchen is Jain-friendly vegetarian: no meat, fish or eggs, and onion and garlic kept on their own shelf. Ealing Road is full of Indian sweet shops, groceries and the Sanatan Hindu Mandir. Parking space on the drive available. Looking for a tidy, quiet professional.',
    address: 'Wembley', postcode: 'London, UK', rent: 720, deposit: 800, roomType: 'Double', preferredTenants: 'Professional',
    availableInDays: -10, amenities: ['WiFi', 'Parking', 'Furnished', 'Washing Machine'], images: ['room-02.jpg', 'room-07.jpg'],
    household: { kitchen: 'jain', smoking: 'none', alcohol: 'none', languages: ['Gujarati', 'Hindi', 'English'], people: 3, typicalDay: 'office', cleanliness: 'tidy' },
  },
  {
    id: 'seed-room-06', owner: 'seed-rahul', status: 'active', createdDaysAgo: 15, updatedDaysAgo: 0.02,
    title: 'Shared room for two students in Harrow, near Westminster uni campus',
    description: 'Twin room (two single beds) in a well-kept semi-detached house in Harrow on the Hill, 10 minutes walk to the University of Westminster Harrow campus and the Metropolitan line. Price is per person. Shared kitchen, two bathrooms, garden. Home-cooked vegetarian meals can be arranged at extra cost. Male students only please.',
    address: 'Harrow', postcode: 'London, UK', rent: 450, deposit: 450, roomType: 'Shared', preferredTenants: 'Male',
    availableInDays: 21, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-09.jpg', 'room-14.jpg', 'room-11.jpg'],
    household: { makeUp: 'all-male', couples: 'not-welcome', typicalDay: 'students', people: 2 },
  },
  {
    id: 'seed-room-07', owner: 'seed-rahul', status: 'active', createdDaysAgo: 8,
    title: 'Single room in Hounslow West, 15 min to Heathrow',
    description: 'Single room in a 3-bed house near Hounslow West station (Piccadilly line) — perfect for airline or airport staff working shifts at Heathrow. Quiet household of two Punjabi professionals. Local gurdwara, Asian supermarkets and the 81 bus to Slough all nearby. Bills included. Parking available on request.',
    address: 'Hounslow', postcode: 'London, UK', rent: 580, deposit: 580, roomType: 'Single', preferredTenants: 'Any',
    availableInDays: 0, amenities: ['WiFi', 'Bills included', 'Parking'], images: ['room-16.jpg'],
    household: { smoking: 'none', languages: ['Punjabi', 'English'], people: 2, typicalDay: 'shifts' },
  },
  // Harpreet Kaur (premium) — Southall and West London.
  {
    id: 'seed-room-08', owner: 'seed-harpreet', status: 'active', createdDaysAgo: 37, updatedDaysAgo: 2,
    title: 'Furnished double in Southall, 2 min to The Broadway',
    description: 'Warm, fully furnished double room in a Sikh family home just off The Broadway, Southall. Elizabeth line from Southall station to Paddington in 15 minutes. Shared kitchen with the family, own bathroom shelf, fresh towels weekly. Gurdwara Sri Guru Singh Sabha is a short walk away. Vegetarian kitchen. Suits a female student or professional.',
    address: 'Southall', postcode: 'London, UK', rent: 650, deposit: 650, roomType: 'Double', preferredTenants: 'Female',
    availableInDays: -3, amenities: ['WiFi', 'Bills included', 'Furnished', 'Washing Machine'], images: ['room-08.jpg', 'room-06.jpg'],
    household: { kitchen: 'veg-only', smoking: 'none', alcohol: 'none', languages: ['Punjabi', 'Hindi', 'English'], makeUp: 'mixed', people: 3, guests: 'rarely' },
  },
  {
    id: 'seed-room-09', owner: 'seed-harpreet', status: 'active', createdDaysAgo: 24,
    title: 'En-suite in new-build Hayes flat, Elizabeth line',
    description: 'Modern en-suite double in a 2-bed, 2-bath flat by Hayes & Harlington station. Open-plan living room, dishwasher, allocated parking bay, secure bike store. 20 minutes to Heathrow, 18 to Paddington. Current flatmate works in finance in Canary Wharf. Couples considered for a small extra charge.',
    address: 'Hayes', postcode: 'London, UK', rent: 925, deposit: 1000, roomType: 'En-suite', preferredTenants: 'Professional',
    availableInDays: 45, amenities: ['WiFi', 'Parking', 'Furnished', 'Washing Machine', 'Balcony'], images: ['room-12.jpg', 'room-14.jpg', 'room-15.jpg'],
    household: { couples: 'welcome', people: 1, typicalDay: 'office', alcohol: 'fine' },
  },
  {
    id: 'seed-room-10', owner: 'seed-harpreet', status: 'filled', createdDaysAgo: 30, updatedDaysAgo: 18,
    title: 'Budget single room in Southall, bills included',
    description: 'Small but bright single room in a shared house on Lady Margaret Road. Shared kitchen and bathroom with three others. Bus 105 and 120 outside the door. All bills and WiFi included. Sorry, this room has now been taken.',
    address: 'Southall', postcode: 'London, UK', rent: 480, deposit: 480, roomType: 'Single', preferredTenants: 'Any',
    availableInDays: -25, amenities: ['WiFi', 'Bills included'], images: ['room-04.jpg'],
    household: { people: 3 },
  },
  {
    id: 'seed-room-11', owner: 'seed-harpreet', status: 'active', createdDaysAgo: 6,
    title: 'Family-friendly double room in Slough with parking',
    description: 'Large double room in a quiet 4-bed house in Cippenham, Slough — suits a young couple or a parent with a child. Slough station (Elizabeth line and GWR) 10 minutes by bus. Large garden, driveway parking, shared kitchen with the landlady (Punjabi, retired teacher). Close to schools and Tesco Extra.',
    address: 'Cippenham', postcode: 'Slough, UK', rent: 800, deposit: 900, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: 10, amenities: ['WiFi', 'Parking', 'Furnished', 'Washing Machine'], images: ['room-13.jpg', 'room-07.jpg'],
    household: { couples: 'welcome', languages: ['Punjabi', 'English'], people: 1, pets: 'welcome' },
  },
  // Sanjay Patel — Wembley and Harrow.
  {
    id: 'seed-room-12', owner: 'seed-sanjay', status: 'active', createdDaysAgo: 36, withoutCardPhotos: true,
    title: 'Double room in Kingsbury, Gujarati vegetarian household',
    description: 'Comfortable double room in a tidy 3-bed house near Kingsbury station (Jubilee line). Strictly vegetarian kitchen, no eggs please. Housemates are a Gujarati couple who both work in accounting. 20 minutes to Bond Street. Close to the BAPS Shri Swaminarayan Mandir in Neasden. Bills included.',
    address: 'Kingsbury', postcode: 'London, UK', rent: 700, deposit: 700, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: -14, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-02.jpg', 'room-11.jpg'],
    household: { kitchen: 'veg-only', smoking: 'none', alcohol: 'none', languages: ['Gujarati', 'English'], people: 2, typicalDay: 'office', cleanliness: 'very-tidy' },
  },
  {
    id: 'seed-room-13', owner: 'seed-sanjay', status: 'active', createdDaysAgo: 19, updatedDaysAgo: 4,
    title: 'En-suite near Wembley Park, views of the stadium',
    description: 'Premium en-suite room in a new-build flat 3 minutes from Wembley Park station (Jubilee and Metropolitan). Concierge, residents\u2019 gym, balcony with stadium views. Shared with one male software engineer. Great for professionals working in central London or Canary Wharf.',
    address: 'Wembley Park', postcode: 'London, UK', rent: 1100, deposit: 1250, roomType: 'En-suite', preferredTenants: 'Male',
    availableInDays: 7, amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony', 'Washing Machine'], images: ['room-05.jpg', 'room-10.jpg'],
    household: { makeUp: 'all-male', people: 1, typicalDay: 'office', alcohol: 'occasionally' },
  },
  {
    id: 'seed-room-14', owner: 'seed-sanjay', status: 'active', createdDaysAgo: 11,
    title: 'Single room in Rayners Lane, quiet and close to shops',
    description: 'Neat single room in a family home in Rayners Lane (Piccadilly and Metropolitan lines). Shared bathroom with one other lodger. Breakfast cereals, tea and milk provided. Five minutes to the station and the parade of Indian and Sri Lankan shops. Suits a student at Harrow College or a young professional.',
    address: 'Rayners Lane', postcode: 'London, UK', rent: 550, deposit: 550, roomType: 'Single', preferredTenants: 'Student',
    availableInDays: 3, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-16.jpg'],
    household: { people: 3, cleanliness: 'tidy', guests: 'rarely' },
  },
  // Meera Iyer — South and East London.
  {
    id: 'seed-room-15', owner: 'seed-meera', status: 'active', createdDaysAgo: 32, updatedDaysAgo: 5,
    title: 'Double room in Croydon, 15 min to London Bridge',
    description: 'Bright double room in a friendly Tamil household near East Croydon station — 15 minutes to London Bridge, 30 minutes to Gatwick. Shared lounge with a big TV (Star Vijay and Sun TV!), modern kitchen and garden. Sri Murugan temple on Brigstock Road nearby. Females preferred.',
    address: 'Croydon', postcode: 'London, UK', rent: 690, deposit: 700, roomType: 'Double', preferredTenants: 'Female',
    availableInDays: -7, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-03.jpg', 'room-14.jpg', 'room-07.jpg'],
    household: { languages: ['Tamil', 'English'], guests: 'rarely', smoking: 'none' },
  },
  {
    id: 'seed-room-16', owner: 'seed-meera', status: 'active', createdDaysAgo: 17,
    title: 'Studio in Canary Wharf, 5 min walk to the office',
    description: 'Stylish studio in a riverside development on the Isle of Dogs, 5 minutes walk to Canary Wharf (Jubilee, Elizabeth line, DLR). Floor-to-ceiling windows, Juliet balcony, 24-hour concierge and pool/gym. Ideal for a banker or consultant who wants zero commute. Available for 12 months, furnished.',
    address: 'Canary Wharf', postcode: 'London, UK', rent: 1400, deposit: 1615, roomType: 'Studio', preferredTenants: 'Professional',
    availableInDays: 60, amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony'], images: ['room-13.jpg', 'room-15.jpg'],
  },
  {
    id: 'seed-room-17', owner: 'seed-meera', status: 'filled', createdDaysAgo: 26, updatedDaysAgo: 9,
    title: 'Double room in Tooting for NHS staff',
    description: 'Double room 8 minutes walk from St George\u2019s Hospital in Tooting. House shared with two nurses and a junior doctor who understand shift patterns. Tooting has some of the best South Indian food in London. This room is now filled — please check my other listings.',
    address: 'Tooting', postcode: 'London, UK', rent: 780, deposit: 780, roomType: 'Double', preferredTenants: 'Professional',
    availableInDays: -30, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-09.jpg'],
    household: { typicalDay: 'shifts', people: 3 },
  },
  {
    id: 'seed-room-18', owner: 'seed-meera', status: 'active', createdDaysAgo: 3,
    title: 'Room in Forest Gate near Elizabeth line, couples welcome',
    description: 'Large double room in a Victorian house in Forest Gate, 4 minutes to the station (Elizabeth line to Liverpool Street in 12 minutes). High ceilings, bay window, shared garden. Housemates are a Malayali couple and a Bengali software tester. Couples welcome, extra \u00a3150 per month for the second person.',
    address: 'Forest Gate', postcode: 'London, UK', rent: 820, deposit: 820, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: 18, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-01.jpg', 'room-06.jpg', 'room-11.jpg'],
    household: { couples: 'welcome', languages: ['Malayalam', 'Bengali', 'English'], makeUp: 'mixed', people: 3 },
  },
  // Rahul's fourth: an all-female professional flat (the household facts a seeker filters on).
  {
    id: 'seed-room-38', owner: 'seed-rahul', status: 'active', createdDaysAgo: 5,
    title: 'En-suite in an all-female professional flat in Stratford',
    description: 'En-suite double in a 3-bed flat on Carpenters Road, 7 minutes walk to Stratford station (Central, Jubilee, Elizabeth line, DLR). The two flatmates are women working office hours, one in audit at Canary Wharf and one in marketing in the City; Hindi, Marathi and English are spoken at home. Vegetarian kitchen where eggs are fine, no smoking, a glass of wine now and then. Tidy and quiet on weeknights. Women only; sorry, no couples.',
    address: 'Stratford', postcode: 'London, UK', rent: 875, deposit: 875, roomType: 'En-suite', preferredTenants: 'Female',
    availableInDays: 9, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-08.jpg', 'room-14.jpg'],
    household: { kitchen: 'veg-eggs', smoking: 'none', alcohol: 'occasionally', languages: ['Hindi', 'Marathi', 'English'], makeUp: 'all-female', couples: 'not-welcome', people: 2, typicalDay: 'office', cleanliness: 'tidy' },
  },
];
