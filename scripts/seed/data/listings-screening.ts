/**
 * Listings that trigger the screening signals (src/lib/screening), each noted with
 * the signal it is there for. London's active Doubles (6 seeded, median £710) are the comparison
 * for the rent check: Stratford itself has too few, so the check falls back to the city key.
 */
import type { SeedListing } from './listings';

export const SCREENING_LISTINGS: SeedListing[] = [
  // Imran Qureshi: account a few hours old, nothing verified, 3 listings within half an hour
  // (new account + posting burst).
  {
    // Rent far below typical (£395 = 56% of London's median Double), deposit above 5 weeks' rent,
    // contact details and pay-before-viewing in the description, and a photo that is
    // room-03.jpg re-compressed and resized (room-03-copy.jpg, made by make-photo-copies.ts);
    // the original is the last photo of seed-room-04, Priya's studio in the same area.
    id: 'seed-room-32', owner: 'seed-imran', status: 'active', createdDaysAgo: 0.1,
    title: 'Huge double room in Stratford, all bills included, £395',
    description: 'Beautiful double room next to Westfield and Stratford station. I am working abroad at the moment so I cannot show the room, but my agent will post you the keys. WhatsApp me on 07700 900987 and send the deposit by bank transfer first to secure the room, as many people are interested.',
    // Letting law ("Before you pay"): a tenancy in England asking a deposit of 19 weeks' rent (cap
    // £455.76), a holding deposit of 2 weeks' (cap £91.15) and 3 months' rent in advance (cap £395).
    address: 'Stratford', postcode: 'London, UK', rent: 395, deposit: 1500, letKind: 'tenancy', holdingDeposit: 200, rentInAdvance: 1185, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: -1, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-03-copy.jpg'],
  },
  {
    id: 'seed-room-33', owner: 'seed-imran', status: 'active', createdDaysAgo: 0.09,
    title: 'En-suite room in Barking, close to the station',
    description: 'En-suite double in a quiet shared house, 8 minutes walk to Barking station (District, Hammersmith & City, Overground). Shared kitchen and garden.',
    address: 'Barking', postcode: 'London, UK', rent: 900, deposit: 900, roomType: 'En-suite', preferredTenants: 'Professional',
    availableInDays: 10, amenities: ['WiFi', 'Furnished', 'Washing Machine'], images: ['room-13.jpg'],
  },
  {
    id: 'seed-room-34', owner: 'seed-imran', status: 'active', createdDaysAgo: 0.08,
    title: 'Single room in Ilford for a student',
    description: 'Single room with a desk in a friendly house near Ilford Lane, buses to Queen Mary and UEL. Mixed kitchen (veg and non-veg); smoking only outside in the garden.',
    address: 'Ilford', postcode: 'London, UK', rent: 600, deposit: 600, roomType: 'Single', preferredTenants: 'Student',
    availableInDays: 5, amenities: ['WiFi', 'Bills included'], images: ['room-16.jpg'],
    household: { kitchen: 'mixed', smoking: 'outside', alcohol: 'occasionally', languages: ['Urdu', 'Hindi', 'English'], typicalDay: 'students', people: 2 },
  },
  // Gita Desai: a lodger in her family home. Deposit of 10 weeks' rent, above the Tenant Fees
  // Act cap, which covers lodgers (licences to occupy) too: the same signal as any other let.
  {
    id: 'seed-room-35', owner: 'seed-gita', status: 'active', createdDaysAgo: 4.3,
    title: 'Lodger wanted: single room in our family home in Harrow',
    description: 'We are a Gujarati family of three with a spare single room. You would be living with the family as a lodger: home-cooked vegetarian meals on request, quiet house, 10 minutes to Harrow-on-the-Hill station.',
    address: 'Harrow', postcode: 'London, UK', rent: 600, deposit: 1400, letKind: 'lodger', roomType: 'Single', preferredTenants: 'Any',
    availableInDays: 0, amenities: ['WiFi', 'Bills included', 'Furnished'], images: ['room-12.jpg'],
    household: { kitchen: 'veg-only', smoking: 'none', alcohol: 'none', languages: ['Gujarati', 'English'], makeUp: 'mixed', people: 3 },
  },
  // Screening before publication: Imran has no verified phone, so his newest listing
  // waits in the admins' Review queue (invisible to everyone else until approved)...
  {
    id: 'seed-room-36', owner: 'seed-imran', status: 'pending', createdDaysAgo: 0.02,
    title: 'Double room in Forest Gate, near the Elizabeth line',
    description: 'Double room in a shared terraced house, 4 minutes to Forest Gate station. Shared kitchen and bathroom, quiet housemates.',
    address: 'Forest Gate', postcode: 'London, UK', rent: 780, deposit: 780, roomType: 'Double', preferredTenants: 'Any',
    availableInDays: 14, amenities: ['WiFi', 'Washing Machine'], images: ['room-09.jpg'],
  },
  // ...and a listing an admin rejected, with the reason its owner sees (Gita posted a parking
  // space, not a room).
  {
    id: 'seed-room-37', owner: 'seed-gita', status: 'rejected', rejectionReason: 'Not a room or roommate post', createdDaysAgo: 2,
    title: 'Driveway parking space in Harrow',
    description: 'Off-street parking space on our driveway, 10 minutes walk to Harrow-on-the-Hill station. Monthly only.',
    address: 'Harrow', postcode: 'London, UK', rent: 90, deposit: 90, roomType: 'Shared', preferredTenants: 'Any',
    availableInDays: 0, amenities: ['Parking'], images: ['room-12.jpg'],
  },
];
