import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { slugWithout } from '@/lib/slug';
import { addCardFields, CARD_WORDS } from './earlyCardFields';

const NOW = new Date(2026, 10, 21, 15, 30);

/** The port and the slug, as the inline reader runs them: from their source text, with nothing of their modules in scope. */
const fromSource = <F>(fn: F): F => new Function(`return ${String(fn)}`)() as F;
const inline = fromSource(addCardFields);
const inlineSlug = fromSource(slugWithout);

function derive(fields: Record<string, string>): Record<string, string> {
  const copy = { ...fields };
  inline(copy, CARD_WORDS, NOW, inlineSlug);
  return copy;
}

describe('addCardFields (the room card text of the early preview)', () => {
  it.each([0, 7, 450, 999, 1000, 1250, 12345, 1234567, 899.5, 1249.49])('formats rent %s as formatGBP does', (rent) => {
    expect(derive({ rent: String(rent) }).rentText).toBe(formatGBP(rent));
  });

  it.each(['2026-11-21', '2026-11-20', '2025-01-01', '2026-11-22', '2026-12-05', '2027-02-28', '2027-02-30', '2026-13-01', '05/12/2026', '', '   ', ' 2026-12-05 '])(
    'labels availability %j as availabilityLabel does',
    (availableFrom) => {
      expect(derive({ availableFrom }).availability).toBe(availabilityLabel(availableFrom, NOW));
    },
  );

  it('labels a missing date as availabilityLabel labels an empty one', () => {
    expect(derive({}).availability).toBe(availabilityLabel('', NOW));
  });

  it.each([
    'Bright double room near East Ham station, bills included',
    "Priya's 2 bed flat: room for a student!",
    'The room in it is for a couple',
    '123',
    'Room – near Ilford (Elizabeth line)',
    'Spacious ÉN-SUITE in café district',
  ])('slugs the title %j as paths.room does', (title) => {
    expect(`/room/${derive({ title }).slug}-id-r1`).toBe(paths.room(title, 'r1'));
  });

  it('leaves the rent out when the post has none, so its slot stays empty and nothing is shown', () => {
    expect(derive({}).rentText).toBeUndefined();
    expect(derive({ rent: 'abc' }).rentText).toBeUndefined();
  });
});
