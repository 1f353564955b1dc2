/**
 * users/{uid}/blocks/{otherUid}: whom a user blocked (private to them). The rules refuse a
 * message whose receiver blocked its sender; the Messages list hides blocked conversations.
 */
import { fsPaths, isPermissionDenied, writer } from '../transport/db';
import { conversationId } from '../collections/conversations';
import { subscribeQuery, type Unsubscribe } from '../transport/live';

export function subscribeMyBlocks(uid: string, onNext: (blockedUids: string[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery({ path: fsPaths.blocks(uid) }, (doc) => doc.id, onNext, onError);
}

/**
 * Blocks `otherUid` and, in the same batch, clears the caller's unread count in their
 * conversation: it leaves the Messages list, so it must not keep lighting the header badge.
 */
export async function blockUser(uid: string, otherUid: string): Promise<void> {
  const { sdk, db } = await writer();
  const conversation = sdk.doc(db, fsPaths.conversation(conversationId(uid, otherUid)));
  const existing = await sdk.getDoc(conversation);
  const unread: unknown = existing.data()?.unreadCount?.[uid];
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, fsPaths.block(uid, otherUid)), { blockedAt: sdk.serverTimestamp() });
  if (typeof unread === 'number' && unread > 0) batch.update(conversation, { [`unreadCount.${uid}`]: 0 });
  await batch.commit();
}

export async function unblockUser(uid: string, otherUid: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.block(uid, otherUid)));
}

/** A refused send: the only permission error a participant's well-formed message can get is a block. */
export function isSendRefused(error: unknown): boolean {
  return isPermissionDenied(error);
}
