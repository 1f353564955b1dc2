/**
 * The spec's user-facing messages that shared code or several features show, word for word, once.
 * Tests import these. This module travels in the app shell to every page. Other shared texts live
 * beside it (searchMessages, accountMessages, postMessages, formMessages); a feature's own texts
 * live in the feature's messages.ts.
 */
export const MESSAGES = {
  saveRoleFailed: 'Failed to save user role. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  notReady: 'Error: Authentication or database not ready.',
  deletePostFailed: 'Failed to delete post.',
  loadPostsFailed: 'Failed to load posts.',
  postNotFound: 'Sorry, this post could not be found.',
  postLoadFailed: 'Could not load the post. It may have been removed.',
  invalidPostUrl: 'Invalid post URL format.',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link.',
  maxImages: 'You can upload a maximum of 10 images.',
  maxImagesTotal: 'You can upload a maximum of 10 images total.',
  selectRole: 'Please select your role to continue...',
  noPosts: 'No posts found.',
  inactiveListing: 'This listing is no longer active.',
  inactiveRoom: 'The room has been marked as FILLED.',
  inactiveRequest: 'This user has already FOUND a room.',
  noMessagesTitle: 'No messages yet',
  unknownUser: 'Unknown User',
} as const;

export const SUCCESS = {
  postDeleted: 'Post deleted successfully!',
  postUpdated: 'Post updated successfully!',
} as const;

/** The badges of a verified email and phone, on posts and profiles. */
export const VERIFICATION = {
  emailVerified: 'Email verified',
  phoneVerified: 'Phone verified',
} as const;

/** The document title with the unread total in front: "(2) RoomShare UK". */
export const titleWithUnread = (title: string, unread: number) => (unread > 0 ? `(${unread}) ${title}` : title);

/**
 * The one rule about paying, word for word wherever the site speaks of money: the footer and
 * location pages here, "Stay safe", "Before you pay" and the chat's warnings (postMessages SAFETY),
 * and the new-message email (scripts/mail/templates.ts, checked by tests/unit/mail-templates.test.ts).
 */
export const PAY_RULE =
  'Never pay anything, not even a holding deposit, before you have seen the room (in person, or on a live video call with the owner showing you round it) and checked the owner’s photo ID against the tenancy agreement or the proof that they own the home or may let it.';
