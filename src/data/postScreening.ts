/**
 * What a new or re-saved post carries from its owner's ID token (issue 18), used by both create
 * paths (room listings, roommate requests): the status it starts in and its verified badges. The
 * rules check both against the same token (firestore.rules isInitialStatus, isTrueVerifiedMirror).
 */
import type { OwnerVerified } from '@/types/domain';
import { currentTokenVerification } from './repositories/verification';

export interface OwnerTokenFields {
  ownerVerified: OwnerVerified;
  /** 'active' with a verified phone; otherwise 'pending' until an admin approves the post. */
  initialStatus: 'active' | 'pending';
}

export async function ownerTokenFields(): Promise<OwnerTokenFields> {
  const { emailVerified, phoneVerified } = await currentTokenVerification();
  return { ownerVerified: { email: emailVerified, phone: phoneVerified }, initialStatus: phoneVerified ? 'active' : 'pending' };
}
