/** public/data/reports/{id}: what a user reports, written by any signed-in user, read by admins only. */
import { oneOf, str, toDate, type AppRoot, type RawDoc } from './documents';

export const REPORTS = 'reports';

export const REPORT_KINDS = ['room', 'roommate', 'chat'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'Scam or fraud',
  'Fake or misleading',
  'Offensive or inappropriate',
  'Harassment',
  'Spam',
  'Did not turn up to a viewing',
  'Asked for money at a viewing',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The fields a reporter chooses; the data layer adds reporterId, createdAt and status. */
export interface ReportInput {
  kind: ReportKind;
  /** The listing id, the roommate request id (== its owner's uid) or the conversation id. */
  targetId: string;
  /** Whose post or messages are reported (the account "mark user" flags). */
  targetUserId: string;
  reason: ReportReason;
  note: string;
}

export interface Report extends ReportInput {
  id: string;
  reporterId: string;
  status: ReportStatus;
  createdAt: Date | null;
}

export const reportPaths = ({ publicData }: AppRoot) => ({
  report: (id: string) => `${publicData}/${REPORTS}/${id}`,
});

export function toReport({ id, data }: RawDoc): Report {
  return {
    id,
    kind: oneOf(REPORT_KINDS, data.kind, 'room'),
    targetId: str(data, 'targetId'),
    targetUserId: str(data, 'targetUserId'),
    reason: oneOf(REPORT_REASONS, data.reason, 'Other'),
    note: str(data, 'note'),
    reporterId: str(data, 'reporterId'),
    status: oneOf(REPORT_STATUSES, data.status, 'open'),
    createdAt: toDate(data.createdAt),
  };
}
