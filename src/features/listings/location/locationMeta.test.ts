import { describe, expect, it } from 'vitest';
import { paths, parseLocationSlug } from '@/config/paths';
import { META_DESCRIPTION_MAX } from '@/lib/seo';
import type { RoomListing } from '@/data/collections/roomListings';
import { isLocationKey, locationDescription, locationLabel, locationTitle, roomsItemList } from './locationMeta';

describe('location page metadata', () => {
  it('accepts slug keys only', () => {
    expect(isLocationKey(parseLocationSlug('east-ham-india-rooms-to-rent'))).toBe(true);
    expect(isLocationKey(parseLocationSlug('no-location-here'))).toBe(false);
    expect(isLocationKey('Ilford!')).toBe(false);
    expect(isLocationKey(null)).toBe(false);
  });

  it('labels known and unknown locations', () => {
    expect(locationLabel('east-ham')).toBe('East Ham');
    expect(locationLabel('milton-keynes')).toBe('Milton Keynes');
  });

  it('builds the title and a description within 160 characters', () => {
    expect(locationTitle('Ilford')).toBe('Rooms to rent in Ilford for Indians');
    for (const count of [0, 1, 5]) {
      expect(locationDescription('Newcastle upon Tyne', count).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
    expect(locationDescription('Ilford', 3)).toMatch(/^3 rooms to rent in Ilford/);
  });

  it('lists the rooms as a schema.org ItemList of detail URLs', () => {
    const rooms = [
      { id: 'r1', title: 'Double room near Ilford station' },
      { id: 'r2', title: 'Studio in Ilford' },
    ] as RoomListing[];
    expect(roomsItemList('Ilford', rooms, 'https://example.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Rooms to rent in Ilford',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `https://example.test${paths.room('Double room near Ilford station', 'r1')}`, name: 'Double room near Ilford station' },
        { '@type': 'ListItem', position: 2, url: `https://example.test${paths.room('Studio in Ilford', 'r2')}`, name: 'Studio in Ilford' },
      ],
    });
  });
});
