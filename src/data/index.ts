/** The data layer's public surface: features import from here (or a repository module). */
export * from './repositories/roomListings';
export * from './repositories/roommateRequests';
export * from './repositories/profiles';
export * from './repositories/conversations';
export * from './repositories/essentials';
export * from './repositories/images';
export { activeListenerCount, type Unsubscribe } from './live';
export type { FieldValue as CursorValue } from './query';
export type { QueryResult } from './oneShot';
export { conversationId } from './paths';
export * from './repositories/session';
export * from './repositories/admin';
export * from './repositories/shortlist';
export * from './repositories/moderation';
export * from './repositories/blocks';
export * from './repositories/savedSearches';
export type { NewPostCount } from './newPosts';
export { isRateLimited, RateLimitedError } from './rateLimits';
