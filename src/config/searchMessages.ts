/** Texts of the browse filters and saved searches: kept out of messages.ts, which travels in the app shell to every page. */

/** Browse filters. */
export const FILTERS = {
  toggle: 'Filters',
  apply: 'Apply filters',
  clearAll: 'Clear all',
  reset: 'Reset',
  remove: (label: string) => `Remove filter: ${label}`,
  activeHeading: 'Active filters',
  notWholePounds: 'Enter a whole number of pounds (0 or more).',
  minAboveMax: "The minimum can't be more than the maximum.",
  noMatches: 'Try removing a filter to see more posts.',
  amenitiesNote: 'Amenities are checked on each page of results, so narrow searches may need "Load More".',
} as const;

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
