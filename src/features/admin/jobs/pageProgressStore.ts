/**
 * Where an interrupted admin job (profile sync, locate listings) resumes: kept in this browser's
 * localStorage. The jobs are idempotent (they write only what differs or is missing), so a lost
 * or foreign cursor costs a re-check, never a wrong write; a Firestore document would let another
 * admin resume it too, but would need a new rules block and a write per step for no gain in
 * correctness.
 */
export interface PageProgress {
  /** The last document path or id checked; the next step starts after it. */
  cursor: string | null;
  checked: number;
  updated: number;
  total: number;
}

export interface PageProgressStore {
  load(): PageProgress | null;
  save(progress: PageProgress | null): void;
}

function isProgress(value: unknown): value is PageProgress {
  if (!value || typeof value !== 'object') return false;
  const { cursor, checked, updated, total } = value as Record<string, unknown>;
  return (cursor === null || typeof cursor === 'string') && [checked, updated, total].every((n) => typeof n === 'number' && Number.isFinite(n));
}

export function pageProgressStore(key: string): PageProgressStore {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        return isProgress(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    save(progress) {
      try {
        if (progress) localStorage.setItem(key, JSON.stringify(progress));
        else localStorage.removeItem(key);
      } catch {
        // Private mode or a full quota: the job still runs, it just cannot resume after a reload.
      }
    },
  };
}
