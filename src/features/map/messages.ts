/** What the list / map toggle and the rooms map say. */
export const MAP_MESSAGES = {
  toggleLabel: 'Show rooms as',
  list: 'List',
  map: 'Map',
  mapLabel: 'Map of these rooms: each circle is a room’s area, not its address',
  loading: 'Loading the map…',
  failed: 'The map could not load. The same rooms are listed here.',
  listHeading: 'Rooms on the map',
  notLocated: 'area not on the map yet',
  perMonth: '/ month',
} as const;
