/** What the shortlist feature says. */

/** Shortlist copy: hearts and the Saved view. */
export const SHORTLIST = {
  save: (title: string) => `Save ${title} to your shortlist`,
  // Starts with the inline button's visible text ("Saved"), so the accessible name contains it.
  remove: (title: string) => `Saved: remove ${title} from your shortlist`,
  saveLabel: 'Save',
  savedLabel: 'Saved',
  logInToSave: 'Please log in to save posts to your shortlist.',
  failed: 'Could not update your shortlist. Please try again.',
  heading: 'Saved',
  postsHeading: 'Saved posts',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Tap the heart on a room or a roommate to keep it here.',
  loadFailed: 'Could not load your saved posts. Please try again.',
  roomKind: 'Room',
  roommateKind: 'Roommate',
} as const;
