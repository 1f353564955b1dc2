/**
 * A listing whose point lies on a geohash cell's edge (Stratford's E15 on the Greenwich meridian,
 * lng 0) is edited as any other: the rules' geohash puts edge points where geofire-common does.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { geohashFor } from '../../src/lib/place/geo';
import { useRulesEnv } from './support/env';
import { batchEditListing, castDocs, listingDocs, listingImageUrl, PREMIUM } from './support/fixtures';

const h = useRulesEnv();

describe('a listing on a geohash cell edge', () => {
  it('its premium owner, at the 4-listing limit, changes its deposit', async () => {
    const point = { lat: 51.541, lng: 0 };
    const stored = {
      title: 'Studio flat in Stratford with gym, near Westfield',
      description: 'Self-contained studio on the 9th floor of a managed building in Stratford, 8 minutes from Stratford station (Central, Jubilee, Elizabeth line, DLR). Kitchenette with hob and microwave, shower room, double bed, wardrobe and desk. Residents gym and rooftop terrace. Westfield and the Olympic Park on your doorstep. 12-month contract preferred.',
      address: 'Stratford', rent: 1350, deposit: 1550, roomType: 'Studio', letKind: 'whole-home', holdingDeposit: 0, rentInAdvance: 0,
      amenities: ['WiFi', 'Furnished', 'Gym access', 'Balcony'],
      images: Array.from({ length: 5 }, (_, i) => listingImageUrl(PREMIUM, `${i}_room.jpg`)),
      locationKeys: ['stratford', 'london'], outcode: 'E15', geo: { ...point, geohash: geohashFor(point) }, nation: 'england',
      ownerPremium: true, ownerVerified: { email: true, phone: true },
    };
    await h.seed({ ...castDocs(), ...listingDocs(PREMIUM, ['r1', 'r2', 'r3', 'r4'], stored) });
    await assertSucceeds(batchEditListing(h.as(PREMIUM), 'r4', { ...stored, deposit: 1350, ownerVerified: { email: true, phone: true }, lastActivity: serverTimestamp() }, { ownerUid: PREMIUM }));
  });
});
