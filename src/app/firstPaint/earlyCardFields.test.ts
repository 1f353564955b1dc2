import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { addCardFields, cardVariant } from './earlyCardFields';

const NOW = new Date(2026, 10, 21, 15, 30);

function derive(fields: Record<string, string>): Record<string, string> {
  const copy = { ...fields };
  addCardFields(copy, NOW);
  return copy;
}

describe('addCardFields (the derived fields of the early previews)', () => {
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

  it('gives the room link the app builds', () => {
    for (const title of ['Bright double room near East Ham station, bills included', "Priya's 2 rooms in Ilford", '123 !!!', '']) {
      expect(derive({ title, id: 'r1' }).roomPath).toBe(paths.room(title, 'r1'));
    }
    expect(derive({ title: 'No id' }).roomPath).toBeUndefined();
  });

  it('says whether the room has a photo and whether either contact of its owner is verified', () => {
    expect(derive({ 'images.0': 'https://s.test/full' }).hasPhoto).toBe('true');
    expect(derive({}).hasPhoto).toBe('false');
    expect(derive({ 'ownerVerified.email': 'true', 'ownerVerified.phone': 'false' }).verified).toBe('true');
    expect(derive({ 'ownerVerified.phone': 'true' }).verified).toBe('true');
    expect(derive({ 'ownerVerified.email': 'false', 'ownerVerified.phone': 'false' }).verified).toBe('false');
    expect(derive({}).verified).toBe('false');
  });

  it('picks the card variant by premium owner and active post, one key for each of the four', () => {
    expect(derive({ ownerPremium: 'true', status: 'active' }).variant).toBe(cardVariant(true, true));
    expect(derive({ ownerPremium: 'false', status: 'active' }).variant).toBe(cardVariant(false, true));
    expect(derive({ ownerPremium: 'true', status: 'filled' }).variant).toBe(cardVariant(true, false));
    expect(derive({ status: 'active' }).variant).toBe(cardVariant(false, true));
    expect(new Set([true, false].flatMap((premium) => [cardVariant(premium, true), cardVariant(premium, false)])).size).toBe(4);
  });
});
