/** The account page's wording (one place; tests import it). */
export const ACCOUNT_TEXT = {
  title: 'Your account',
  signInFirst: 'Sign in to download your data or delete your account.',
  downloadHeading: 'Download my data',
  downloadIntro:
    'One JSON file of everything you have written here: your profiles, listings (with their photo links), roommate profile, the messages you sent, saved searches, shortlist, reports you filed, blocks and settings.',
  downloadButton: 'Download my data',
  downloading: (step: string, documents: number) => `Reading your ${step}… (${documents} so far)`,
  downloaded: 'Your data has been downloaded.',
  downloadFailed: 'Could not read all of your data. Nothing was downloaded; please try again.',
  truncated: 'Your data is larger than one download holds: the file has the first 5,000 items of the longest lists.',
  fileName: (date: string) => `roomshare-my-data-${date}.json`,
  privacyLink: 'How we use your data',
  deleteHeading: 'Delete my account',
  deleteIntro:
    'This removes your listings and their photos, your roommate profile, both profiles, saved searches, shortlist, blocks and settings, then your sign-in. People you messaged keep the conversation, with you shown as “Deleted user”. This cannot be undone.',
  deleteStart: 'Delete my account',
  passwordLabel: 'Your password',
  passwordHint: 'Enter it again to confirm it is you.',
  googleConfirm: 'Confirm with Google and delete',
  deleteConfirm: 'Delete my account for good',
  cancel: 'Cancel',
  deleting: (step: string) => `Deleting your ${step}…`,
  deleted: 'Your account has been deleted.',
  wrongPassword: 'That password is not right. Nothing has been deleted.',
  reauthFailed: 'We could not confirm it is you. Nothing has been deleted.',
  deleteFailed: 'Deleting stopped part-way. Sign in again and it will finish.',
} as const;
