/** Texts the post forms share: kept out of messages.ts, which travels in the app shell to every page. */

/** A name or title that reaches our emails (src/lib/linkLike.ts; firestore.rules isMailSafe). */
export const linkInTextError = (label: string) =>
  `${label} cannot include a web address, an email address or a phone number: it appears in the emails we send.`;

/** Rent, deposit and budget bounds (constants.ts MAX_RENT/MAX_DEPOSIT/MAX_BUDGET; the rules check the same). */
export const moneyRangeError = (label: string, min: number, max: number) =>
  `${label} must be a number from £${min.toLocaleString('en-GB')} to £${max.toLocaleString('en-GB')}.`;
