/** What the listings feature says. */

/** Creating, editing and managing room listings. */
export const LISTING_TEXT = {
  createListingFailed: 'Failed to create room listing. Please try again.',
  updatePostStatusFailed: 'Failed to update post status.',
  loadMyPostsFailed: 'Failed to load your posts.',
  saveChangesFailed: (detail: string) => `Failed to save changes: ${detail}`,
  notARobot: 'Please verify that you are not a robot.',
  postLimitReached:
    'Post Limit Reached: You can have a maximum of 4 active listings at a time. Please delete an existing listing to create a new one.',
  listingCreated: 'Listing created successfully!',
  /** The same success for an owner without a verified phone: the post waits for a moderator. */
  listingCreatedPending: 'Listing created. It is waiting for a moderator\'s review: nobody else can see it until it is approved.',
} as const;
