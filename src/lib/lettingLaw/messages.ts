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
  beforeYouPay: {
    title: 'Before you pay',
    letKind: (label: string, nation: string) => `Kind of let: ${label.charAt(0).toLowerCase()}${label.slice(1)}, in ${nation}.`,
    breaks: 'What this listing asks breaks the law:',
    asked: (asked: string, limit: string) => `Asked: ${asked}. Legal limit: ${limit}.`,
    nothingBroken: 'We found nothing in this listing that breaks the letting rules we check.',
    mustProtect: (within: number, unit: string, law: string) =>
      `The deposit must be protected in a government-approved scheme within ${within} ${unit} of being paid (${law}). Ask which scheme.`,
    needNotProtect: (law: string) => `A lodger's deposit need not be protected in a scheme (${law}).`,
    safety: [
      'Never pay anything before you have viewed the room, in person or by video call with the owner.',
      'Never send passport, BRP or visa scans (or a share code) in chat before a viewing.',
    ],
  },
} as const;
