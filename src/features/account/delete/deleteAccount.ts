import { deleteAuthAccount, eraseAccountData, startAccountDeletion } from '@/data';

/**
 * The whole deletion, in the order that lets an interruption resume: the marker first (from then
 * on a sign-in finishes the job: src/session/loadProfile.ts), the data, the Auth account last.
 */
export async function deleteAccount(uid: string, progress: (step: string) => void): Promise<void> {
  await startAccountDeletion(uid);
  await eraseAccountData(uid, progress);
  progress('sign-in');
  await deleteAuthAccount();
}
