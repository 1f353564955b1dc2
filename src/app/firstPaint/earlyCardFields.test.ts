import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { addCardFields } from './earlyCardFields';

const NOW = new Date(2026, 10, 21, 15, 30);

function derive(fields: Record<string, string>): Record<string, string> {
  const copy = { ...fields };
  addCardFields(copy, NOW);
  return copy;
}

describe('addCardFields (the room card text of the early preview)', () => {
  it('shows the first photo\'s card rendition, or the photo on a listing from before renditions', () => {
    expect(derive({ 'images.0': 'https://s.test/full', 'cardImages.0': 'https://s.test/card' }).cardPhoto).toBe('https://s.test/card');
    expect(derive({ 'images.0': 'https://s.test/full' }).cardPhoto).toBe('https://s.test/full');
    expect(derive({}).cardPhoto).toBeUndefined();
  });

  it('formats the rent as the cards do, and leaves it out when the post has none', () => {
    expect(derive({ rent: '1250' }).rentText).toBe('£1,250');
    expect(derive({ rent: '899.5' }).rentText).toBe('£900');
    expect(derive({}).rentText).toBeUndefined();
    expect(derive({ rent: 'abc' }).rentText).toBeUndefined();
  });

  it('labels the availability as the cards do', () => {
    expect(derive({ availableFrom: '2026-11-20' }).availability).toBe('Immediately');
    expect(derive({ availableFrom: '2026-12-05' }).availability).toBe('5 December 2026');
    expect(derive({ availableFrom: '2027-02-30' }).availability).toBe('Not specified');
    expect(derive({}).availability).toBe('Not specified');
  });

  it('gives the slug of the room link the app builds', () => {
    for (const title of ['Bright double room near East Ham station, bills included', "Priya's 2 rooms in Ilford", '123 !!!', '']) {
      expect(`/room/${derive({ title }).slug}-id-r1`).toBe(paths.room(title, 'r1'));
    }
  });
});
