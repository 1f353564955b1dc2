/** What the activity feature says. */

/** When a member was last active, and their setting to show it. */
export const ACTIVITY = {
  activeToday: 'Active today',
  activeThisWeek: 'Active this week',
  activeThisMonth: 'Active this month',
  showLastActive: 'Show when I was last active',
  showLastActiveHint: 'Others see “Active today”, “this week” or “this month” on your posts and in chats. Turn it off to hide it.',
  showLastActiveFailed: 'Could not save this setting. Please try again.',
} as const;
