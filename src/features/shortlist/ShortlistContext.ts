import { createContext } from 'react';
import type { ShortlistPost } from '@/data';
import type { ShortlistEntry, ShortlistKind } from '@/data/collections/shortlist';

export interface ShortlistValue {
  /** The signed-in user's uid; null for guests (hearts then ask them to log in). */
  uid: string | null;
  /** False while the session is still loading: a click then would wrongly look like a guest's. */
  ready: boolean;
  entries: ShortlistEntry[];
  loading: boolean;
  error: boolean;
  isSaved: (kind: ShortlistKind, postId: string) => boolean;
  /** Saves or removes the post; rejects when the write fails. */
  toggle: (post: ShortlistPost) => Promise<void>;
}

/** Null outside <ShortlistProvider> (component tests): hearts then render nothing. */
export const ShortlistContext = createContext<ShortlistValue | null>(null);
