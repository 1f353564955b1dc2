/**
 * Admin-console wording the spec leaves open (its own messages are in @/config/messages).
 * Kept in one place so tests import them.
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
  listFailed: 'Could not load this list.',
  usersEmpty: 'No users found.',
  conversationsEmpty: 'No conversations yet.',
  moreUserMatches: (shown: number) => `Showing the newest ${shown} matches. Type more of the name or email to narrow them down.`,
  syncProgress: (checked: number, total: number, updated: number) =>
    `${checked.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated`,
  syncStopped: (checked: number, total: number, updated: number) =>
    `Sync stopped: ${checked.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated. Resume continues from here.`,
  syncDone: (checked: number, updated: number) => `${checked.toLocaleString('en-GB')} checked, ${updated.toLocaleString('en-GB')} updated.`,
  imagesLeftBehind: 'The post was deleted, but some of its images could not be removed from storage. Check the console for details.',
  flagGranted: (what: string, name: string) => `${name} now has ${what}.`,
  flagRevoked: (what: string, name: string) => `${what} removed from ${name}.`,
} as const;
