/** What the notifications feature says: the settings page. */

/** The settings page and its email toggles (docs/email.md). */
export const NOTIFICATION_SETTINGS = {
  pageTitle: 'Settings',
  pageDescription: 'Choose which emails RoomShare UK sends you.',
  emailHeading: 'Email notifications',
  activityHeading: 'Activity',
  emailMessages: 'Email me when someone messages me',
  emailMessagesHint: 'One email when a new conversation or reply is waiting, not one per message. The email never contains the message.',
  emailListings: 'Email me about my listings',
  emailListingsHint: 'When a moderator approves your post, or does not approve it and says why.',
  /** A seeker's posts are their roommate profile: the same setting (emailListings), named for it. */
  emailRoommateProfile: 'Email me about my roommate profile',
  emailRoommateProfileHint: 'When a moderator approves your roommate profile, or does not approve it and says why.',
  emailUnverified: 'Verify your email address to get emails: we only email an address you have confirmed. Use the link we sent you, or',
  /** The end of emailUnverified, a link to the tab where the role's verification panel is. */
  emailUnverifiedLink: { 'I Have Room': 'resend it from My Listings', 'I Need Room': 'resend it from My Profile' },
  signInPrompt: 'Sign in to choose which emails you get.',
  loadFailed: 'Could not load your settings. Please try again.',
  saveFailed: 'Could not save your settings. Please try again.',
  saved: 'Settings saved.',
} as const;
