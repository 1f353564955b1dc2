/** What the search feature says of saved searches (the filters' texts, shared with other features, are in @/config/searchMessages). */

/** Saved searches. */
export const SAVED_SEARCHES = {
  save: 'Save search',
  logInToSave: 'Please log in to save searches.',
  dialogTitle: 'Save this search',
  nameLabel: 'Name',
  nameRequired: 'Please give your search a name.',
  saved: 'Search saved. You will find it under Saved.',
  failed: 'Could not save your search. Please try again.',
  limitReached: (max: number) => `You can keep up to ${max} saved searches. Delete one to save another.`,
  heading: 'Saved searches',
  empty: 'No saved searches yet. Set some filters on Browse and choose "Save search".',
  loadFailed: 'Could not load your saved searches. Please try again.',
  open: (name: string) => `Open ${name}`,
  delete: (name: string) => `Delete saved search ${name}`,
  deleteFailed: 'Could not delete the saved search. Please try again.',
  newCount: (count: number, more: boolean) => (count === 0 ? 'No new posts' : `${count}${more ? '+' : ''} new since your last visit`),
  countFailed: 'New posts unavailable',
  checking: 'Checking for new posts...',
} as const;
