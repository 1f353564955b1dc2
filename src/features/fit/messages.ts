/** Household fit on screen: the texts of the label's controls and the reasons' headings. */
export const FIT_UI = {
  reasonsHeading: 'How this room fits you',
  reasonsHeadingOwner: (title: string) => `How they fit “${title}”`,
  /** Read before the label on a card: "Household fit: Great fit". */
  labelPrefix: 'Household fit:',
  sortLabel: 'Best fit first',
  sortNote: 'Ranks the rooms loaded so far by what you prefer; load more to rank more.',
  mustsLabel: 'Only rooms that meet my musts',
  controlsLegend: 'Household fit',
  ownerPick: 'Show fit against',
  ownerPickNone: 'None',
} as const;

export const FIT_STATE_WORDS = {
  seeker: { met: 'Meets:', broken: 'Does not meet:', unknown: 'Not known:' },
  owner: { met: 'Fits:', broken: 'Does not fit:', unknown: 'Not known:' },
} as const;

/** The short forms a card's fact labels use (the room page shows the full HOUSEHOLD_LABELS). */
export const CARD_FACTS = {
  /** Read before a card's facts: "Household: Jain-friendly, No smoking, Gujarati, Hindi". */
  roomPrefix: 'Household:',
  seekerPrefix: 'About them:',
  kitchen: { 'veg-only': 'Veg kitchen', 'veg-eggs': 'Veg + eggs', jain: 'Jain-friendly', mixed: 'Mixed kitchen', 'no-rule': 'No kitchen rule' },
  smoking: { none: 'No smoking', outside: 'Smoking outside', allowed: 'Smoking inside' },
  diet: { vegetarian: 'Vegetarian', 'veg-eggs': 'Veg, eats eggs', jain: 'Jain', 'non-vegetarian': 'Non-veg' },
  smokes: { no: 'Non-smoker', outside: 'Smokes outside', yes: 'Smokes' },
} as const;
