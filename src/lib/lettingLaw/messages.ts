/** What the letting-law checks say: each finding names the limit, the money and the law. */
export const LETTING_LAW = {
  nationName: { england: 'England', wales: 'Wales', scotland: 'Scotland', 'northern-ireland': 'Northern Ireland' },
  aboveLimit: (subject: string, limitLabel: string, limit: string, nation: string, act: string) =>
    `${subject} above ${limitLabel} (${limit} here) is not allowed for this let in ${nation}: ${act}`,
  wording: (excerpt: string, nation: string, act: string) => `Wording like “${excerpt}” is not allowed in an advert for this let in ${nation}: ${act}`,
  /** The listing form's submit, refused by a hard finding. */
  blocked: 'This listing cannot be published as it stands: the letting-law check beside the field says why.',
  /** After a wording finding in the listing form. */
  reviewNote: 'Moderators are shown wording like this and may take the listing down.',
  letKindLabel: {
    tenancy: "A room in a shared house (I don't live there)",
    lodger: 'A room in my own home (lodger)',
    'whole-home': 'A whole flat or house',
  },
  letKindHint: 'Which letting rules apply depends on it: a lodger lives with you in your own home.',
  holdingDepositHint: 'Paid to reserve the room before the agreement is signed. Leave empty if you ask for none.',
  rentInAdvanceHint: 'Rent paid before the tenancy starts (an amount in £). Leave empty if you ask for none.',
  /** The kind of let as a seeker reads it on a room page (letKindLabel is the owner's form label). */
  letKindForReader: {
    tenancy: 'A room in a shared house; the owner does not live there',
    lodger: 'The owner lives here: lodger',
    'whole-home': 'The whole home',
  },
  /** Beside a figure on a room page that the check finds above its legal limit. */
  aboveLimitFlag: (limit: string) => `Above the legal limit of ${limit}`,
  beforeYouPay: {
    title: 'Before you pay',
    letKindTerm: 'Kind of let',
    nationTerm: 'Letting rules of',
    breaks: 'What this listing asks breaks the law',
    asked: (asked: string, limit: string) => `Asked: ${asked}. Legal limit: ${limit}.`,
    seeBreaks: 'This listing asks for more than the law allows: see “What this listing asks breaks the law” above.',
    nothingBroken: 'We found nothing in this listing that breaks the letting rules we check.',
    mustProtect: (within: number, unit: string, law: string) =>
      `The deposit must be protected in a government-approved scheme within ${within} ${unit} of being paid (${law}). Ask which scheme.`,
    needNotProtect: (law: string) => `A lodger's deposit need not be protected in a scheme (${law}).`,
  },
} as const;
