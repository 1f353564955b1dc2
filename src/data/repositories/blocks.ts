/**
 * users/{uid}/blocks/{otherUid}: whom a user blocked (private to them). The rules refuse a
 * message whose receiver blocked its sender; the Messages list hides blocked conversations.
 */
import { fsPaths, isPermissionDenied, writer } from '../db';
import { subscribeQuery, type Unsubscribe } from '../live';

export function subscribeMyBlocks(uid: string, onNext: (blockedUids: string[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery({ path: fsPaths.blocks(uid) }, (doc) => doc.id, onNext, onError);
}

export async function blockUser(uid: string, otherUid: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.setDoc(sdk.doc(db, fsPaths.block(uid, otherUid)), { blockedAt: sdk.serverTimestamp() });
}

export async function unblockUser(uid: string, otherUid: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.block(uid, otherUid)));
}

/** A refused send: the only permission error a participant's well-formed message can get is a block. */
export function isSendRefused(error: unknown): boolean {
  return isPermissionDenied(error);
}
