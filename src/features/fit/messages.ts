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
