/**
 * The privacy notice (UK GDPR articles 13 and 15 to 21): what the app keeps, why, for how long,
 * who processes it, and the user's rights. Sources: the ICO's guides to the right to be informed
 * and to individual rights, and GOV.UK's "Data protection" page (PRIVACY_SOURCES).
 */
import { STORAGE_KEYS } from '@/config/constants';

export const PRIVACY_SOURCES = {
  icoRights: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/individual-rights/',
  icoInformed: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/individual-rights/right-to-be-informed/',
  icoComplaint: 'https://ico.org.uk/make-a-complaint/',
  icoCookies: 'https://ico.org.uk/for-organisations/direct-marketing-and-privacy-and-electronic-communications/guide-to-pecr/cookies-and-similar-technologies/',
  govukDataProtection: 'https://www.gov.uk/data-protection',
  ukGdprArticle17: 'https://www.legislation.gov.uk/eur/2016/679/article/17',
  firebasePrivacy: 'https://firebase.google.com/support/privacy',
  recaptchaPrivacy: 'https://policies.google.com/privacy',
  postcodesIo: 'https://postcodes.io/about',
  osmPrivacy: 'https://osmfoundation.org/wiki/Privacy_Policy',
} as const;

export interface NoticeRow {
  what: string;
  why: string;
  howLong: string;
}

export const WHAT_WE_KEEP: readonly NoticeRow[] = [
  {
    what: 'Your account: name, email address, phone number (if you give one), profile picture, role, when you joined and were last active',
    why: 'To sign you in, show your name on your posts and chats, and let admins contact or check an account (contract; legitimate interest in a safe marketplace)',
    howLong: 'Until you delete your account',
  },
  {
    what: 'Your room listings and roommate profile, their photos and contact number, and the household facts and needs you choose to give (kitchen, smoking, languages...). We never ask about religion, caste or nationality: a kitchen rule is the household’s rule, not anyone’s faith',
    why: 'To publish them to the people you want to reach, and to show who fits whom (contract)',
    howLong: 'Until you delete the post or your account',
  },
  {
    what: 'Messages you send, and the conversations they belong to',
    why: 'To deliver them; the other person keeps their copy of the conversation (contract)',
    howLong: 'Your messages stay in the other person’s conversation after you leave, shown from “Deleted user”',
  },
  {
    what: 'Your place (“my place”: the university, workplace or area you chose, with its map point): on your profile when you are signed in, in this browser when you are not',
    why: 'To show how far rooms are from it (a feature you asked for: contract)',
    howLong: 'Until you clear it or delete your account; in the browser until you clear it or the browser’s data',
  },
  {
    what: 'Saved searches, your shortlist, people you blocked, notification settings',
    why: 'Features you asked for (contract)',
    howLong: 'Until you remove them or delete your account',
  },
  {
    what: 'Reports you file, and abuse-limit counters (how many messages, chats, reports and uploads in a day)',
    why: 'To keep scams and spam off the site (legitimate interest)',
    howLong: 'Reports: as long as the moderation record is needed; counters: until you delete your account',
  },
  {
    what: 'Moderators’ actions (the audit log): which admin approved, rejected, hid, deleted or marked what, when and why',
    why: 'Accountable moderation (legitimate interest)',
    howLong: 'Kept as the record of each decision',
  },
];

export const PROCESSORS: readonly { name: string; role: string; href: string }[] = [
  { name: 'Google (Firebase Authentication, Cloud Firestore, Cloud Storage, Hosting, App Check)', role: 'Processor: stores your account, posts, messages and photos and serves the site', href: PRIVACY_SOURCES.firebasePrivacy },
  { name: 'Google reCAPTCHA', role: 'Checks that a new post or phone verification comes from a person, not a bot', href: PRIVACY_SOURCES.recaptchaPrivacy },
  {
    name: 'postcodes.io',
    role: 'Finds places from what you type: the postcode on a listing, the place you search rooms near, and your place; only what you type is sent, and your browser’s IP address with it',
    href: PRIVACY_SOURCES.postcodesIo,
  },
  {
    name: 'The map tile provider (OpenStreetMap’s tile servers unless this site names another)',
    role: 'Draws the map when you switch a list of rooms (Browse, a location page, a place search) to its map: your browser asks it for map images, so it sees your IP address and the area shown',
    href: PRIVACY_SOURCES.osmPrivacy,
  },
];

export const YOUR_RIGHTS: readonly { right: string; how: string }[] = [
  { right: 'Access and portability (articles 15 and 20)', how: 'Account page: “Download my data” gives you one JSON file of everything you have written here.' },
  { right: 'Rectification (article 16)', how: 'Edit your profile, listings and roommate profile at any time.' },
  { right: 'Erasure (article 17)', how: 'Account page: “Delete my account” removes your account, posts, photos and settings; the people you wrote to keep the conversation, from “Deleted user”.' },
  { right: 'Objection and restriction (articles 18 and 21)', how: 'Delete the post or data concerned, or write to us through the Report button on any post.' },
  { right: 'Complaint', how: 'You can complain to the Information Commissioner’s Office (ICO) at ico.org.uk/make-a-complaint.' },
];

/** What the app keeps in the browser, by key (grep: localStorage, sessionStorage, IndexedDB). */
export const BROWSER_STORAGE: readonly { key: string; where: string; purpose: string }[] = [
  { key: STORAGE_KEYS.darkMode, where: 'localStorage', purpose: 'Your light or dark theme' },
  { key: STORAGE_KEYS.role, where: 'localStorage', purpose: 'Your role (I Have Room / I Need Room), so the right tab opens first' },
  { key: 'hasSession', where: 'localStorage', purpose: 'Whether you were signed in, so the page does not flash the signed-out view' },
  { key: STORAGE_KEYS.myPlace, where: 'localStorage', purpose: 'Your place, while you are not signed in, so the app can show how far rooms are from it' },
  { key: 'iosInstallHintDismissed', where: 'localStorage', purpose: 'You closed the “Add to Home Screen” hint' },
  { key: 'roomshare.admin.profileSync', where: 'localStorage (admins only)', purpose: 'Where the admin profile sync stopped' },
  { key: `${STORAGE_KEYS.welcomeShown}, ${STORAGE_KEYS.firstVisitRouted}`, where: 'sessionStorage', purpose: 'The welcome message and first-visit tab, once per visit' },
  { key: STORAGE_KEYS.pendingChat, where: 'sessionStorage', purpose: 'Whom you wanted to message before signing in' },
  { key: 'firebaseLocalStorageDb, firestore/…', where: 'IndexedDB', purpose: 'Keeps you signed in, and a local copy of what you have read so the app works offline' },
];

export const PRIVACY_TEXT = {
  intro:
    'RoomShare UK is the controller of the personal data you give us. We keep only what the app needs to work, never sell it, and use no advertising or tracking cookies.',
  storageNote: 'No tracking cookies. The app stores only these items in your browser, each needed for the feature named:',
  contact: 'To ask about your data, use the two buttons on your Account page, or the Report button on any post to reach our moderators.',
} as const;
