/** The UK nation of a place: letting law differs between them (deposits, notice, licensing). */
export const NATIONS = ['england', 'wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

const BY_COUNTRY: Record<string, Nation> = {
  england: 'england',
  wales: 'wales',
  scotland: 'scotland',
  'northern ireland': 'northern-ireland',
};

/**
 * The nation named by postcodes.io's `country` ("England", "Northern Ireland"...). A list (an
 * outward code's countries) names one nation only when every entry agrees: a district across a
 * border (some CH, SY, NP, TD codes) gives null, as do the Channel Islands and the Isle of Man.
 */
export function nationFromCountry(country: string | readonly string[] | null | undefined): Nation | null {
  const names = typeof country === 'string' ? [country] : (country ?? []);
  const nations = new Set(names.map((name) => BY_COUNTRY[name.trim().toLowerCase()] ?? null));
  if (nations.size !== 1) return null;
  const [nation] = nations;
  return nation ?? null;
}
