/** Texts of the browse filters, which several features show: kept out of messages.ts, which travels in the app shell to every page. */

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

