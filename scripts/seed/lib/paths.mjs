/**
 * Firestore paths: a plain-JS mirror of src/data/paths.ts `firestorePaths` (Node 20 cannot
 * import the TypeScript file). tests/data/seed.test.ts reads the seeded data through the app's
 * own builders, so a drift between the two fails the test.
 */

export const CONTACT_DOC_ID = 'phone';

/** The collections whose totals stats/{collection} keeps (src/data/paths.ts COUNTED_COLLECTIONS). */
export const COUNTED_COLLECTIONS = ['user_profiles', 'room_listings', 'roommate_requests', 'conversations'];

/** @param {string} appId */
export function firestorePaths(appId) {
  const root = `artifacts/${appId}`;
  const pub = `${root}/public/data`;
  return {
    root,
    /** @param {string} name */
    publicCollection: (name) => `${pub}/${name}`,
    /** @param {string} id */
    roomListing: (id) => `${pub}/room_listings/${id}`,
    /** @param {string} id */
    roomListingContact: (id) => `${pub}/room_listings/${id}/contact/${CONTACT_DOC_ID}`,
    /** @param {string} uid */
    roommateRequest: (uid) => `${pub}/roommate_requests/${uid}`,
    /** @param {string} uid */
    roommateRequestContact: (uid) => `${pub}/roommate_requests/${uid}/contact/${CONTACT_DOC_ID}`,
    /** @param {string} uid */
    publicProfile: (uid) => `${pub}/user_profiles/${uid}`,
    /** @param {string} uid */
    privateProfile: (uid) => `${root}/users/${uid}/user_profile/data`,
    savedSearch: (uid, id) => `${root}/users/${uid}/saved_searches/${id}`,
    /** @param {string} uid @param {string} kind */
    rateLimit: (uid, kind) => `${root}/users/${uid}/rate_limits/${kind}`,
    /** @param {string} uid */
    listingRegistry: (uid) => `${pub}/listing_registry/${uid}`,
    /** @param {string} id */
    conversation: (id) => `${pub}/conversations/${id}`,
    /** @param {string} conversationId */
    messages: (conversationId) => `${pub}/conversations/${conversationId}/messages`,
    /** @param {string} id */
    essentialsCategory: (id) => `${pub}/essentials_categories/${id}`,
    /** @param {string} id */
    essentialsItem: (id) => `${pub}/essentials_items/${id}`,
    /** @param {string} collection one of COUNTED_COLLECTIONS */
    stats: (collection) => `${pub}/stats/${collection}`,
  };
}

/** @param {string} a @param {string} b */
export function conversationId(a, b) {
  return [a, b].sort().join('_');
}
