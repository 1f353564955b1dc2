/**
 * Names and titles reach our emails (a sender's public name, a post's title), so they may not
 * carry a web address, a domain, an email address or a phone number: an email from us must not
 * relay a phishing line. firestore.rules isMailSafe() holds the same pattern
 * (tests/unit/linkLike-rules.test.ts keeps them equal).
 */
export const LINK_LIKE_PATTERN = '(https?:|www[.]|://|[a-z0-9][a-z0-9-]+[.][a-z]{2,}|[0-9]([ .()/-]*[0-9]){8,})';

const LINK_LIKE = new RegExp(LINK_LIKE_PATTERN, 'is');

export function isMailSafe(text: string): boolean {
  return !LINK_LIKE.test(text);
}
