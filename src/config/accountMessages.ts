/**
 * Texts of the signed-in account's settings, read receipts, activity, alerts and onboarding tips: kept out of
 * messages.ts, which travels in the app shell to every page (guides included).
 */
/** Shown when a sign-in finished a "Delete my account" that had been cut short. */
export const DELETION_FINISHED_ON_SIGN_IN = 'Your account deletion has been completed.';

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

/** Read receipts, activity and alerts while the app is open (items 4 and 5). */
export const PRESENCE = {
  seen: 'Seen',
  activeToday: 'Active today',
  activeThisWeek: 'Active this week',
  activeThisMonth: 'Active this month',
  showLastActive: 'Show when I was last active',
  showLastActiveHint: 'Others see “Active today”, “this week” or “this month” on your posts and in chats. Turn it off to hide it.',
  showLastActiveFailed: 'Could not save this setting. Please try again.',
  notifyButton: 'Notify me of new messages in this browser',
  notifyOn: 'This browser will notify you of new messages while RoomShare UK is in the background.',
  notifyOff: 'Turn off',
  notifyBlocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings to be notified.',
  notifyUnsupported: 'This browser cannot show notifications.',
  notificationTitle: (sender: string) => `New message from ${sender}`,
  notificationBody: 'Open RoomShare UK to read it.',
} as const;

export const ONBOARDING = {
  seeker:
    'Complete your profile so flat owners can find you easily. Profiles with more details receive better and faster responses!',
  owner:
    'Create your first room listing to attract tenants. Listings with clear details and photos get the most attention!',
} as const;
