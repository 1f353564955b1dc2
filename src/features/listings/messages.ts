/** What the listings feature says. */

/** Seekers' "Rent check" on room pages and typical rents on location pages. */
export const RENT_CHECK = {
  label: 'Rent check',
  loading: 'Comparing with similar rooms nearby…',
  notEnough: 'Not enough listings nearby to compare',
  failed: 'The rent check is not available right now.',
  below: (rent: string, percent: number, roomType: string, area: string, typical: string, count: number) =>
    `${rent} is ${percent}% below the typical ${roomType} in ${area}: ${typical} across ${count} listings`,
  above: (rent: string, percent: number, roomType: string, area: string, typical: string, count: number) =>
    `${rent} is ${percent}% above the typical ${roomType} in ${area}: ${typical} across ${count} listings`,
  typical: (rent: string, roomType: string, area: string, count: number) => `${rent} is the typical rent for a ${roomType} in ${area} (across ${count} listings)`,
  typicalRentsHeading: (area: string) => `Typical rents in ${area}`,
  typicalRent: (typical: string, count: number) => `${typical} / month across ${count} listings`,
  /** A location page where no room type has enough listings: one line instead of five empty rows. */
  typicalRentsNone: (area: string) => `Not enough listings in ${area} yet to show typical rents. Each room page still compares its rent with similar rooms nearby.`,
} as const;

/** Creating, editing and managing room listings. */
export const LISTING_TEXT = {
  createListingFailed: 'Failed to create room listing. Please try again.',
  updatePostStatusFailed: 'Failed to update post status.',
  loadMyPostsFailed: 'Failed to load your posts.',
  saveChangesFailed: (detail: string) => `Failed to save changes: ${detail}`,
  notARobot: 'Please verify that you are not a robot.',
  postLimitReached:
    'Post Limit Reached: You can have a maximum of 4 active listings at a time. Please delete an existing listing to create a new one.',
  inactiveRoom: 'The room has been marked as FILLED.',
  listingCreated: 'Listing created successfully!',
  /** The same success for an owner without a verified phone: the post waits for a moderator. */
  listingCreatedPending: 'Listing created. It is waiting for a moderator\'s review: nobody else can see it until it is approved.',
} as const;
