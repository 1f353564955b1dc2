/**
 * Reports and moderation: every signed-in user may file a report; admins page through
 * the open ones and dismiss them, hide the post (status 'hidden') or mark its owner (flagged).
 */
import { ADMIN_PAGE_SIZE, REPORT_NOTE_MAX_LENGTH, REPORTS_PER_DAY } from '@/config/constants';
import { HIDDEN_STATUS } from '@/data/collections/posts';
import { toReport, type Report, type ReportInput, type ReportKind } from '@/data/collections/reports';
import { auditEntry } from '../writers/auditEntry';
import { fsPaths, writer } from '../transport/db';
import { addDayCount } from '../writers/rateLimits';
import { runQuery, type QueryResult } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import type { FieldValue, QuerySpec } from '../transport/query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.reports);

export function openReportsQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'status', op: '==', value: 'open' }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

/**
 * Files a report with the reporter's day count (REPORTS_PER_DAY; RateLimitedError beyond), which
 * names it. `targetUserId` must be the reported post's owner, or the other participant of the
 * reporter's own conversation: the rules refuse anyone else.
 */
export async function createReport(reporterId: string, input: ReportInput): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  const ref = sdk.doc(sdk.collection(db, collectionPath));
  await addDayCount(writing, batch, reporterId, 'reports', REPORTS_PER_DAY, ref.id);
  batch.set(ref, {
    kind: input.kind,
    targetId: input.targetId,
    targetUserId: input.targetUserId,
    reason: input.reason,
    note: input.note.trim().slice(0, REPORT_NOTE_MAX_LENGTH),
    reporterId,
    createdAt: sdk.serverTimestamp(),
    status: 'open',
  });
  await batch.commit();
}

/** Admins only (the rules refuse everyone else). */
export function fetchOpenReportsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<Report>> {
  return runQuery(openReportsQuery(startAfter), toReport);
}

export async function dismissReport(reportId: string): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, fsPaths.report(reportId)), { status: 'dismissed' });
  await auditEntry(writing, batch, { action: 'dismiss_report', targetKind: 'report', targetId: reportId, reportId });
  await batch.commit();
}

/** Which post a report's "Hide Post" hides; chats have none. */
function postPath(kind: ReportKind, targetId: string): string | null {
  if (kind === 'room') return fsPaths.roomListing(targetId);
  if (kind === 'roommate') return fsPaths.roommateRequest(targetId);
  return null;
}

export function canHidePost(kind: ReportKind): boolean {
  return postPath(kind, 'x') !== null;
}

/** Hides the reported post from browse and closes the report, in one batch. */
export async function hideReportedPost(report: Pick<Report, 'id' | 'kind' | 'targetId' | 'reason'>): Promise<void> {
  const path = postPath(report.kind, report.targetId);
  if (!path || report.kind === 'chat') throw new Error(`A ${report.kind} report has no post to hide`);
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, path), { status: HIDDEN_STATUS });
  batch.update(sdk.doc(db, fsPaths.report(report.id)), { status: 'actioned' });
  await auditEntry(writing, batch, { action: 'hide', targetKind: report.kind, targetId: report.targetId, reportId: report.id, reason: report.reason });
  await batch.commit();
}

/** Marks the reported account (flagged on its private profile) and closes the report. */
export async function markReportedUser(report: Pick<Report, 'id' | 'targetUserId' | 'reason'>): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, fsPaths.privateProfile(report.targetUserId)), { flagged: true });
  batch.update(sdk.doc(db, fsPaths.report(report.id)), { status: 'actioned' });
  await auditEntry(writing, batch, { action: 'mark_user', targetKind: 'user', targetId: report.targetUserId, reportId: report.id, reason: report.reason });
  await batch.commit();
}
