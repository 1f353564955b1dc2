import { dismissReport, hideReportedPost, markReportedUser } from '@/data';
import type { Report } from '@/data/collections/reports';
import { MODERATION_ADMIN } from '../messages';

export type ReportAction = 'dismiss' | 'hide' | 'mark';

/** What each moderation action writes, says when done, and asks before running (null: no confirmation). */
export const REPORT_ACTIONS: Record<ReportAction, { label: string; done: string; confirm: string | null; run: (report: Report) => Promise<void> }> = {
  dismiss: { label: MODERATION_ADMIN.dismiss, done: MODERATION_ADMIN.dismissed, confirm: null, run: (report) => dismissReport(report.id) },
  hide: { label: MODERATION_ADMIN.hidePost, done: MODERATION_ADMIN.postHidden, confirm: MODERATION_ADMIN.hideConfirmBody, run: hideReportedPost },
  mark: { label: MODERATION_ADMIN.markUser, done: MODERATION_ADMIN.userMarked, confirm: MODERATION_ADMIN.markConfirmBody, run: markReportedUser },
};

const KIND_LABELS: Record<Report['kind'], string> = { room: 'Room listing', roommate: 'Roommate profile', chat: 'Conversation' };

export function reportKindLabel(kind: Report['kind']): string {
  return KIND_LABELS[kind];
}
