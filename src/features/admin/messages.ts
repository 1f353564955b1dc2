/**
 * Texts of the admin dashboard (the spec's shared messages are in @/config/messages). Kept out of
 * the app shell, and in one place so tests import them.
 */
export const ESSENTIALS_ADMIN = {
  heading: 'Manage UK Essentials Page',
  loading: 'Loading management console...',
  loadFailed: 'Could not load the essentials catalog.',
  categoryRequired: 'Choose a category.',
  nameRequired: 'Name is required.',
  descriptionRequired: 'Description is required.',
  imageUrlRequired: 'Image URL is required.',
  linkRequired: 'Affiliate link is required.',
  invalidUrl: 'Enter a full URL starting with http:// or https://.',
  categorySaved: 'Category saved.',
  categorySaveFailed: 'Failed to save category.',
  categoryDeleted: 'Category deleted.',
  categoryDeleteFailed: 'Failed to delete category.',
  reorderFailed: 'Failed to reorder categories.',
  itemSaved: 'Item saved.',
  itemSaveFailed: 'Failed to save item.',
  itemDeleted: 'Item deleted.',
  itemDeleteFailed: 'Failed to delete item.',
  deleteCategoryNote: 'Its items are not deleted: they stay in the list below without a category until you move them.',
} as const;

export const ADMIN_LABELS = {
  countsFailed: 'Could not load the counts.',
  recountFailed: 'Could not recount the totals.',
  recounted: 'Totals recounted.',
  totalsKept: 'Totals are kept up to date as users, posts and conversations are created and deleted.',
  totalsRecountedAt: (when: string) => `Last recounted ${when}.`,
  totalsNotKept: 'Some totals have no counter yet, so they were counted now (1 read per 1,000 documents). Recount once to start keeping them.',
  listFailed: 'Could not load this list.',
  usersEmpty: 'No users found.',
  usersFound: (count: number) => `${count} ${count === 1 ? 'user' : 'users'} found`,
  /** The search finds the start of a name word or of the email (docs/data-model.md, "User search"). */
  userSearchHint: 'The start of a name or an email, e.g. "sha" or "priya.s"',
  conversationsEmpty: 'No conversations yet.',
  // A search's page is not the newest matches (it is read in document order: docs/data-model.md, "User search").
  moreUserMatches: (shown: number) => `More users match: showing ${shown}. Type more of the name or email to narrow them down.`,
  syncProgress: (checked: number, total: number, updated: number) =>
    `${checked.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated`,
  syncStopped: (checked: number, total: number, updated: number) =>
    `Sync stopped: ${checked.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated. Resume continues from here.`,
  syncDone: (checked: number, updated: number) => `${checked.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated.`,
  imagesLeftBehind: 'The post was deleted, but some of its images could not be removed from storage. Check the console for details.',
  flagGranted: (what: string, name: string) => `${name} now has ${what}.`,
  flagRevoked: (what: string, name: string) => `${what} removed from ${name}.`,
} as const;

/** The admins' Review tab (admin chunk only, so guest pages do not carry it): the pending queue, the Flagged view and each risk signal's evidence. */
export const REVIEW = {
  pendingView: 'Pending',
  flaggedView: 'Flagged',
  pendingIntro: 'Posts from accounts without a verified phone, oldest first. Nobody else sees them until you approve them.',
  flaggedIntro: 'Live posts are screened 10 at a time, newest first. Those with at least one risk signal are listed.',
  pendingEmpty: 'No posts are waiting for review.',
  flaggedNoneYet: (checked: number) => `No risk signals in the ${checked} live posts screened so far.`,
  screenMore: 'Screen 10 more',
  approve: 'Approve',
  reject: 'Reject',
  looksFine: 'Looks fine',
  cleared: 'Marked as fine: it leaves the Flagged view until the post changes.',
  rejectConfirm: 'Reject post',
  rejecting: 'Rejecting...',
  reasonLabel: 'Reason (the owner sees it)',
  approved: 'Post approved: it is live now.',
  rejected: 'Post rejected. Its owner sees the reason.',
  actionFailed: 'That did not work. Please try again.',
  signalsHeading: 'Risk signals',
  checking: 'Checking risk signals…',
  signalsFailed: 'The risk signals could not be checked. Please try again.',
  noSignals: 'No risk signals.',
  rentFarBelow: (rent: string, percent: number, typical: string, roomType: string, place: string, count: number) =>
    `Rent far below typical: ${rent} is ${percent}% of the typical ${roomType} in ${place} (${typical}, median of ${count} active listings).`,
  depositAboveCap: (deposit: string, weeks: number, capLabel: string, cap: string, act: string) =>
    `Deposit above ${capLabel}: ${deposit} is ${weeks} weeks' rent (cap ${cap}, ${act}).`,
  contactInText: (field: string) => `Contact details or pay-first wording in the ${field}:`,
  duplicatePhoto: (distance: number) => `Photo also in another owner's listing (hash distance ${distance}):`,
  /** Which of two listings sharing a photo came first: the later one is the likely copy. */
  photoCopy: 'Copy',
  photoOriginal: (posted: string) => `Original, posted ${posted}`,
  otherIsCopy: (posted: string) => `(the copy, posted ${posted})`,
  otherIsOriginal: (posted: string) => `(the original, posted ${posted})`,
  signalWeight: { strong: 'Strong signal', moderate: 'Signal', weak: 'Weak signal' },
  newAccount: (hours: number) => `New account: created ${hours} hours ago.`,
  postingBurst: (count: number, hours: number) => `Posting burst: ${count} posts within ${hours} hour${hours === 1 ? '' : 's'}.`,
  conversationBurst: (count: number, minutes: number) => `Conversation burst: ${count} new conversations within ${minutes} minutes.`,
} as const;

const count = (n: number) => n.toLocaleString('en-GB');

/** "Locate listings" (Admin → Posts): geo for listings saved without a point. */
export const LOCATE_LISTINGS = {
  heading: 'Locate listings',
  intro: 'Adds the area point to listings saved without one (older listings, or saved while the postcode service was down), so they show in distance searches.',
  start: 'Locate listings',
  stop: 'Stop',
  stopping: 'Stopping...',
  resume: 'Resume locating',
  startOver: 'Start over',
  progress: (checked: number, total: number, located: number) => `${count(checked)} of ${count(total)} checked, ${count(located)} located`,
  stopped: (checked: number, total: number, located: number) =>
    `Locating stopped: ${count(checked)} of ${count(total)} checked, ${count(located)} located. Resume continues from here.`,
  done: (checked: number, located: number) => `${count(checked)} checked, ${count(located)} located.`,
  failed: 'Locating stopped: the postcode service did not answer. Resume continues from here.',
} as const;

/** "Map old roommate choices" (Admin → Posts → Roommate requests): household needs from the old preferred-roommate choices. */
export const LEGACY_NEEDS = {
  heading: 'Map old roommate choices',
  intro:
    'Gives roommate profiles that chose "Vegetarian" a prefer for a vegetarian, egg-tolerant or Jain kitchen, and those that chose "Non-Smoker" a prefer for no smoking inside, so their household fit counts them. Prefer, not must; a need the seeker set is never changed.',
  start: 'Map old choices',
  stop: 'Stop',
  stopping: 'Stopping...',
  resume: 'Resume mapping',
  startOver: 'Start over',
  progress: (checked: number, total: number, updated: number) => `${count(checked)} of ${count(total)} checked, ${count(updated)} given needs`,
  stopped: (checked: number, total: number, updated: number) =>
    `Mapping stopped: ${count(checked)} of ${count(total)} checked, ${count(updated)} given needs. Resume continues from here.`,
  done: (checked: number, updated: number) => `${count(checked)} checked, ${count(updated)} given needs.`,
  failed: 'Mapping stopped: a roommate profile could not be read or saved. Resume continues from here.',
} as const;

export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields.';

export const ADMIN_MESSAGES = {
  adminFailed: 'Failed to update admin status.',
  premiumFailed: 'Failed to update premium status. Check console for details.',
  postUpdateFailed: 'Failed to update post.',
  syncFailed: 'Sync failed!',
  syncError: 'An error occurred during sync. Check the console for details.',
  adminNoChat: 'Admin cannot initiate chat from dashboard.',
  synced: (count: number) => `Synced ${count} profiles!`,
} as const;

/** Admin moderation queue. */
export const MODERATION_ADMIN = {
  heading: 'Open reports',
  empty: 'No open reports.',
  dismiss: 'Dismiss',
  hidePost: 'Hide Post',
  markUser: 'Mark User',
  dismissed: 'Report dismissed.',
  postHidden: 'Post hidden from browse.',
  userMarked: 'User marked.',
  actionFailed: 'That did not work. Please try again.',
  flaggedBadge: 'Flagged',
  hideConfirmBody: 'The post disappears from browse and location pages. Its owner still sees it and cannot undo this.',
  markConfirmBody: 'The account is marked as flagged in User Management.',
} as const;

/** The user information view's viewings (docs/viewings.md "Counts"). */
export const ADMIN_VIEWINGS = {
  booked: 'Viewings booked',
  cancelled: 'Viewings they cancelled',
  ownerCancelled: 'Viewings cancelled on their rooms',
  loading: 'Loading…',
  failed: 'Could not load',
} as const;

/** "Make card photos" (Admin → Posts): card-size copies of listing photos saved without them. */
export const CARD_PHOTOS = {
  heading: 'Make card photos',
  intro: 'Makes the small card-size copy of every listing photo saved without one (older listings), so room cards download about a quarter of the full photo.',
  start: 'Make card photos',
  stop: 'Stop',
  stopping: 'Stopping...',
  resume: 'Resume making card photos',
  startOver: 'Start over',
  progress: (checked: number, total: number, updated: number) => `${count(checked)} of ${count(total)} checked, ${count(updated)} given card photos`,
  stopped: (checked: number, total: number, updated: number) =>
    `Making card photos stopped: ${count(checked)} of ${count(total)} checked, ${count(updated)} given card photos. Resume continues from here.`,
  done: (checked: number, updated: number) => `${count(checked)} checked, ${count(updated)} given card photos.`,
  failed: 'Making card photos stopped: a listing could not be read or saved. Resume continues from here.',
} as const;
