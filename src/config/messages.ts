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

/** Shortlist copy: hearts and the Saved view. */
export const SHORTLIST = {
  save: (title: string) => `Save ${title} to your shortlist`,
  // Starts with the inline button's visible text ("Saved"), so the accessible name contains it.
  remove: (title: string) => `Saved: remove ${title} from your shortlist`,
  saveLabel: 'Save',
  savedLabel: 'Saved',
  logInToSave: 'Please log in to save posts to your shortlist.',
  failed: 'Could not update your shortlist. Please try again.',
  heading: 'Saved',
  postsHeading: 'Saved posts',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Tap the heart on a room or a roommate to keep it here.',
  loadFailed: 'Could not load your saved posts. Please try again.',
  roomKind: 'Room',
  roommateKind: 'Roommate',
} as const;

/** Report and block copy. */
export const MODERATION = {
  reportButton: 'Report',
  reportTitle: (what: string) => `Report ${what}`,
  reasonLabel: 'Reason',
  reasonRequired: 'Choose a reason.',
  noteLabel: 'Note (optional)',
  noteHint: (max: number) => `Anything that helps a moderator, up to ${max} characters.`,
  submit: 'Send Report',
  sending: 'Sending...',
  reportSent: 'Thank you. Your report was sent to our moderators.',
  reportFailed: 'Could not send your report. Please try again.',
  block: 'Block',
  unblock: 'Unblock',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmBody: 'They will not be able to message you, and this conversation leaves your Messages list. You can unblock them later from this chat.',
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  blockFailed: 'Could not update the block. Please try again.',
  youBlocked: 'You blocked this user. Unblock them to send a message.',
  cannotMessage: "You can't message this user.",
} as const;

/** Abuse limits the rules enforce; the numbers come from src/config/constants.ts. */
export const RATE_LIMITS = {
  messagesTooFast: "You're sending messages too fast.",
  tooManyConversations: (max: number) =>
    `New accounts can start ${max} new conversations a day. Please try again tomorrow, or continue an existing conversation.`,
  tooManyReports: (max: number) => `You can send ${max} reports a day. Please try again tomorrow.`,
} as const;

/** Verified contact: email link and phone linked by a texted code. */
export const VERIFICATION = {
  emailVerified: 'Email verified',
  phoneVerified: 'Phone verified',
  emailUnverified: 'Email not verified yet',
  phoneUnverified: 'Phone not verified yet',
  emailSent: (email: string) => `We sent a verification link to ${email}. Open it, then come back here.`,
  emailResent: 'Verification email sent again.',
  emailSendFailed: 'The verification email could not be sent. Please try again in a minute.',
  emailStillUnverified: 'Your email is not verified yet. Open the link in the email we sent, then try again.',
  refreshFailed: 'Could not check your verification. Please try again.',
  phoneWhy: 'Verify your phone with a text message: verified members get a "Phone verified" badge. The number stays private, as before.',
  phoneCodeSent: (phone: string) => `We texted a 6-digit code to ${phone}.`,
  phoneVerifiedDone: 'Your phone number is verified.',
  invalidPhoneFormat: 'Enter a UK mobile number (07…) or an international number starting with +.',
  missingCode: 'Enter the 6-digit code from the text message.',
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
