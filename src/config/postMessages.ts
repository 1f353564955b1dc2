/**
 * What the post pages, owners' post screens and the chat's warnings say. Kept out of messages.ts,
 * which the app shell carries to every page, so guide pages do not download them.
 */
import { PAY_RULE } from './messages';

/** What an owner sees on a post in a moderator's status, and why it cannot be deleted. */
export const POST_MODERATION = {
  hidden: 'Hidden by moderators: not shown in browse.',
  keptForModerators: 'Only a moderator can delete this post.',
  /** Screening before publication: the owner's view of a pending or rejected post. */
  waitingTitle: 'Waiting for review',
  pendingWhy: 'Your account has no verified phone number, so a moderator checks your posts before anyone else can see them.',
  pendingSkip: 'Skip the wait next time: verify your phone and your next post goes live at once.',
  pendingVerifiedNow: 'Your phone is verified now, so your next posts go live at once. This one still waits for a moderator.',
  verifyPhoneLink: 'Verify your phone',
  rejectedTitle: 'Rejected by moderators',
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  /** Create Listing, before an owner without a verified phone submits. */
  willWaitTitle: 'Your post will wait for review',
  willWaitBody: 'Your phone number is not verified, so a moderator checks this post before anyone else can see it. Verify your phone on My Listings and your next posts go live at once.',
  /** The owner's own post page while others cannot see it (and no Share: their link would say "not found"). */
  onlyYouTitle: 'Only you can see this page',
  onlyYouPending: 'It is waiting for a moderator\'s review. Until it is approved, everyone else who opens this link sees "not found", so there is nothing to share yet.',
  onlyYouRejected: 'Moderators rejected this post, so nobody else can see it.',
  onlyYouHidden: 'Moderators hid this post, so nobody else can see it.',
  /** The status badge on the owner's card: a post moderators hold is never called "ACTIVE". */
  badge: { pending: 'IN REVIEW', rejected: 'REJECTED', hidden: 'HIDDEN' },
  /** Re-screening: an unverified owner's edit of a live post goes back to review. `post`: 'listing' or 'profile'. */
  reviewOnSaveTitle: 'Saving sends this back to review',
  reviewOnSave: (post: string) =>
    `Your phone number is not verified, so saving changes to this ${post} sends it back to review: nobody else sees it until a moderator approves it. Marking it as filled, found or active does not.`,
  sentToReview: (post: string) => `Changes saved. Your ${post} is back in review: nobody else sees it until a moderator approves it.`,
  /** A hidden post stays as the moderators saw it (the report's evidence). */
  hiddenLocked: 'Only a moderator can change this post while it is hidden.',
} as const;

/**
 * Scam-safety copy: the one rule about paying, said the same on every screen that speaks of money
 * ("Stay safe", "Before you pay", the chat's warnings), and what a video viewing proves.
 */
const VIDEO_VIEWING =
  'A live video viewing shows that the room exists and looks like the photos. It does not prove that the person on the call owns it or may let it: only the documents do.';

export const SAFETY = {
  panelTitle: 'Stay safe',
  payRule: PAY_RULE,
  videoViewing: VIDEO_VIEWING,
  /** Room pages: the warning about identity documents, followed by a link to the Right to Rent guide. */
  documents: 'Never send passport, BRP or visa scans (or a share code) in chat before a viewing.',
  rightToRentLink: 'How a Right to Rent check really works',
  tips: [
    PAY_RULE,
    VIDEO_VIEWING,
    'Never send money to someone who says they are abroad, or by a method you cannot get back (money transfer services, gift cards, crypto).',
    'Keep the conversation in RoomShare UK chat: scammers ask to move to WhatsApp, email or phone.',
  ],
  upfrontPayment: `Careful: this message asks for money before a viewing or through a channel you cannot get back. ${PAY_RULE}`,
  offPlatform: 'Careful: this message asks to continue outside RoomShare UK. Keep chatting here until you have viewed the room.',
  identityDocuments:
    'Careful: this message asks for your passport, BRP, visa or share code. Never send copies of your documents before a viewing: a landlord checks your right to rent only when you are about to rent, with a share code on GOV.UK or your original documents.',
} as const;

