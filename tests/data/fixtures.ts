import { geohashFor } from '@/lib/place/geo';
import type { RoomListingInput } from '../../src/data/collections/roomListings';
import type { RoommateRequestInput } from '../../src/data/collections/roommateRequests';

/** Ilford's outward code centroid, as postcodes.io gives it. */
const IG1 = { lat: 51.5588, lng: 0.0733 };

export function roomInput(overrides: Partial<RoomListingInput> = {}): RoomListingInput {
  return {
    title: 'Bright double room in Ilford for a professional',
    description: 'Five minutes from Ilford station (Elizabeth line). Vegetarian household, bills included.',
    address: 'Ilford',
    postcode: 'London, UK',
    rent: 750,
    deposit: 750,
    roomType: 'Double',
    preferredTenants: 'Professional',
    availableFrom: '2026-12-01',
    amenities: ['WiFi', 'Bills included'],
    contactMethod: 'chat',
    images: [],
    // As the form writes it after the postcodes.io lookup (the rules want an outward code on every new listing).
    outcode: 'IG1',
    geo: { ...IG1, geohash: geohashFor(IG1) },
    nation: 'england',
    ...overrides,
  };
}

export function requestInput(overrides: Partial<RoommateRequestInput> = {}): RoommateRequestInput {
  return {
    userName: 'Ananya Iyer',
    aboutMe: 'MSc student at UCL, tidy and quiet, vegetarian.',
    age: 24,
    gender: 'Female',
    budget: 700,
    preferredLocations: 'Wembley, Harrow',
    moveInDate: '2027-01-10',
    profession: 'Student',
    organization: 'UCL',
    preferredRoommates: ['Female', 'Vegetarian'],
    requirements: 'Single room near the Jubilee line',
    furnished: 'Furnished',
    preferredStay: '12 months',
    profilePicture: '',
    verificationId: '',
    ...overrides,
  };
}
