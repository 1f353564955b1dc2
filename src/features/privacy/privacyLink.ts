/**
 * Where the privacy notice lives and what links to it say. Kept apart from the notice itself so the
 * footer, on every page, does not pull the notice's text into the app shell.
 */
export const PRIVACY_PATH = '/privacy';

export const PRIVACY_META = {
  title: 'Privacy notice',
  description: 'What RoomShare UK keeps about you, why, for how long, who processes it, and how to download or delete your data.',
} as const;
