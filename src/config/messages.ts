/**
 * Every user-facing message of the spec, word for word, once. Tests import these. This module
 * travels in the app shell to every page. Texts several features share live beside it
 * (searchMessages, accountMessages, postMessages, formMessages); a feature's own texts live in
 * the feature's messages.ts.
 */
export const MESSAGES = {
  openConversationFailed: 'Could not open this conversation. Please try again.',
  saveRoleFailed: 'Failed to save user role. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  saveDetailsFailed: 'Failed to save details. Please try again.',
  notReady: 'Error: Authentication or database not ready.',
  createListingFailed: 'Failed to create room listing. Please try again.',
  updateProfileFailed: 'Failed to update profile. Please try again.',
  uploadPictureFailed: 'Failed to upload profile picture. Please try again.',
  updateStatusFailed: 'Failed to update status. Please try again.',
  updatePostStatusFailed: 'Failed to update post status.',
  deletePostFailed: 'Failed to delete post.',
  loadPostsFailed: 'Failed to load posts.',
  loadMyPostsFailed: 'Failed to load your posts.',
  postNotFound: 'Sorry, this post could not be found.',
  postLoadFailed: 'Could not load the post. It may have been removed.',
  invalidPostUrl: 'Invalid post URL format.',
  saveChangesFailed: (detail: string) => `Failed to save changes: ${detail}`,
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link.',
  invalidPhone: 'Please enter a valid phone number.',
  notARobot: 'Please verify that you are not a robot.',
  maxImages: 'You can upload a maximum of 10 images.',
  maxImagesTotal: 'You can upload a maximum of 10 images total.',
  postLimitReached:
    'Post Limit Reached: You can have a maximum of 4 active listings at a time. Please delete an existing listing to create a new one.',
  selectRole: 'Please select your role to continue...',
  noPosts: 'No posts found.',
  inactiveListing: 'This listing is no longer active.',
  inactiveRoom: 'The room has been marked as FILLED.',
  inactiveRequest: 'This user has already FOUND a room.',
  uploadingPicture: 'Uploading new profile picture...',
  adminNoChat: 'Admin cannot initiate chat from dashboard.',
  noMessagesTitle: 'No messages yet',
  noMessagesBody: 'When you start a new conversation, it will appear here.',
  olderConversationsFailed: 'Could not load older conversations. Please try again.',
  loadOlderMessages: 'Load older messages',
  loadingOlderMessages: 'Loading older messages…',
  olderMessagesFailed: 'Could not load older messages. Please try again.',
  conversationStart: 'This is the start of your conversation.',
  unknownUser: 'Unknown User',
} as const;

export const SUCCESS = {
  profileUpdated: 'Profile updated successfully!',
  listingCreated: 'Listing created successfully!',
  /** The same success for an owner without a verified phone: the post waits for a moderator. */
  listingCreatedPending: 'Listing created. It is waiting for a moderator\'s review: nobody else can see it until it is approved.',
  postDeleted: 'Post deleted successfully!',
  postUpdated: 'Post updated successfully!',
  synced: (count: number) => `Synced ${count} profiles!`,
  pictureUploaded: 'New profile picture uploaded successfully!',
  appInstalled: 'App installed successfully!',
  installCanceled: 'App installation canceled.',
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
