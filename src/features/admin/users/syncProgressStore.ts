/**
 * Where an interrupted profile sync resumes: kept in this browser's localStorage. The sync is
 * idempotent (it writes only what differs), so a lost or foreign cursor costs a re-check, never
 * a wrong write; a Firestore document would let another admin resume it too, but would need a
 * new rules block and a write per step for no gain in correctness.
 */
export interface SyncProgress {
  /** The last private profile path checked; the next step starts after it. */
  cursor: string | null;
  checked: number;
  updated: number;
  total: number;
}

const KEY = 'roomshare.admin.profileSync';

function isProgress(value: unknown): value is SyncProgress {
  if (!value || typeof value !== 'object') return false;
  const { cursor, checked, updated, total } = value as Record<string, unknown>;
  return (cursor === null || typeof cursor === 'string') && [checked, updated, total].every((n) => typeof n === 'number' && Number.isFinite(n));
}

export function loadSyncProgress(): SyncProgress | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isProgress(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSyncProgress(progress: SyncProgress | null): void {
  try {
    if (progress) localStorage.setItem(KEY, JSON.stringify(progress));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or a full quota: the sync still runs, it just cannot resume after a reload.
  }
}
