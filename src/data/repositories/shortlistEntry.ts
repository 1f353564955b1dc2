/** What a shortlist entry is keyed by and made from, shared by `./shortlist` and `./shortlistStore`. */
import type { ShortlistKind } from '@/data/collections/shortlist';

/** One entry per post: the id is `{kind}_{postId}`, so saving twice cannot duplicate it. */
export function shortlistEntryId(kind: ShortlistKind, postId: string): string {
  return `${kind}_${postId}`;
}

export interface ShortlistPost {
  kind: ShortlistKind;
  postId: string;
  title: string;
}
