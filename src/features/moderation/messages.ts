/** What the moderation feature says: reporting a post or a user. */

/** Reporting a post or a user. */
export const REPORT = {
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
} as const;

/** The daily limit the rules put on reports; the number comes from src/config/constants.ts. */
export const REPORT_LIMITS = {
  tooManyReports: (max: number) => `You can send ${max} reports a day. Please try again tomorrow.`,
} as const;
