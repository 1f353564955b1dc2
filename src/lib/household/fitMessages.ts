/** Household fit: the texts of a fit label and its reasons (the screens' own texts are in src/features/fit/messages.ts). */

export const FIT_MESSAGES = {
  great: 'Great fit',
  good: 'Good fit',
  check: (count: number) => (count === 1 ? 'Check 1 thing' : `Check ${count} things`),
  /** Read before each reason by screen readers, in place of its symbol. */
  stateWords: { met: 'Meets your needs:', broken: 'Does not meet:', unknown: 'Not known:' },
  stateWordsOwner: { met: 'Fits:', broken: 'Does not fit:', unknown: 'Not known:' },
  symbols: { met: '✓', broken: '✗', unknown: '?' },
  notStated: (what: string) => `${what} not stated`,
  languagesSpoken: (languages: string) => `${languages} spoken`,
  languagesNotSpoken: (wanted: string) => `${wanted} not spoken`,
  /** A household rule beside what the seeker says of themself: "No smoking · Smokes". */
  ruleBeside: (rule: string, seeker: string) => `${rule} · ${seeker}`,
} as const;

/** The chips of "Only rooms that meet my musts" and "Best fit first" among the room filters. */
export const FIT_FILTER_TEXT = { mustsChip: 'Meets my musts', sortChip: 'Best fit first' } as const;

/** What each dimension is called when it is not stated ("Alcohol not stated"). */
export const DIMENSION_NAMES = {
  kitchen: 'Kitchen rule',
  smoking: 'Smoking',
  alcohol: 'Alcohol',
  guests: 'Overnight guests',
  pets: 'Pets',
  languages: 'Languages',
  makeUp: 'Household make-up',
  couples: 'Couples',
  typicalDay: 'Typical day',
  cleanliness: 'Tidiness',
  diet: 'Their diet',
  smokes: 'Their smoking',
  drinks: 'Their drinking',
  gender: 'Their gender',
  couple: 'Whether they are a couple',
} as const;

/** Where the shared labels read badly as a sentence on their own. */
export const VALUE_TEXT_OVERRIDES = {
  kitchen: { 'veg-eggs': 'Vegetarian kitchen with eggs', jain: 'Jain-friendly kitchen', mixed: 'Mixed kitchen (veg and non-veg)' },
  typicalDay: { students: 'A household of students', office: 'Office hours at home', shifts: 'Shift workers at home' },
} as const;
