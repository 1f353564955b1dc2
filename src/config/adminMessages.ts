/** Texts of the admin dashboard: kept out of messages.ts, which travels in the app shell to every page. */

export const ADMIN_MESSAGES = {
  adminFailed: 'Failed to update admin status.',
  premiumFailed: 'Failed to update premium status. Check console for details.',
  postUpdateFailed: 'Failed to update post.',
  syncFailed: 'Sync failed!',
  syncError: 'An error occurred during sync. Check the console for details.',
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
