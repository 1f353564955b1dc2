import { describe, expect, it } from 'vitest';
import { googleTransitUrl, isInGreaterLondon, journeyLink, tflJourneyPlannerUrl } from './journeyLinks';

const eastHamRoom = { query: 'E6', lat: 51.53534, lng: 0.05307 };
const ucl = { query: 'WC1E 6BT', lat: 51.5246, lng: -0.134 };
const leicesterRoom = { query: 'LE4', lat: 52.6522, lng: -1.1207 };
const dmu = { query: 'LE1 9BH', lat: 52.6301, lng: -1.1391 };
const royalHolloway = { query: 'TW20 0EX', lat: 51.4247, lng: -0.5667 };

describe('isInGreaterLondon', () => {
  it('knows inner and outer London from the rest', () => {
    expect(isInGreaterLondon(ucl)).toBe(true);
    expect(isInGreaterLondon(eastHamRoom)).toBe(true);
    expect(isInGreaterLondon({ lat: 51.5328, lng: -0.4728 })).toBe(true); // Brunel, Uxbridge
    expect(isInGreaterLondon({ lat: 51.5775, lng: 0.1832 })).toBe(true); // Romford
    expect(isInGreaterLondon(royalHolloway)).toBe(false);
    expect(isInGreaterLondon(dmu)).toBe(false);
  });
});

describe('journeyLink', () => {
  it("uses TfL's Journey Planner with the two places' text inside London", () => {
    expect(journeyLink(eastHamRoom, ucl)).toEqual({
      planner: 'tfl',
      url: 'https://tfl.gov.uk/plan-a-journey/results?InputFrom=E6&InputTo=WC1E+6BT',
    });
  });

  it('uses Google Maps transit directions between coordinates elsewhere, or when one end is outside London', () => {
    expect(journeyLink(leicesterRoom, dmu)).toEqual({
      planner: 'google',
      url: 'https://www.google.com/maps/dir/?api=1&origin=52.6522%2C-1.1207&destination=52.6301%2C-1.1391&travelmode=transit',
    });
    expect(journeyLink(eastHamRoom, royalHolloway).planner).toBe('google');
  });

  it('encodes names safely', () => {
    const url = new URL(tflJourneyPlannerUrl({ ...ucl, query: "King's Cross & St Pancras" }, eastHamRoom));
    expect(url.searchParams.get('InputFrom')).toBe("King's Cross & St Pancras");
    expect(url.searchParams.get('InputTo')).toBe('E6');
    expect(new URL(googleTransitUrl(ucl, dmu)).searchParams.get('travelmode')).toBe('transit');
  });
});
