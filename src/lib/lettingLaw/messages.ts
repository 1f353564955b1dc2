/** What the letting-law checks say: each finding names the limit, the money and the law. */
export const LETTING_LAW = {
  nationName: { england: 'England', wales: 'Wales', scotland: 'Scotland', 'northern-ireland': 'Northern Ireland' },
  aboveLimit: (subject: string, limitLabel: string, limit: string, nation: string, act: string) =>
    `${subject} above ${limitLabel} (${limit} here) is not allowed for this let in ${nation}: ${act}`,
  wording: (excerpt: string, nation: string, act: string) => `Wording like “${excerpt}” is not allowed in an advert for this let in ${nation}: ${act}`,
} as const;
