/** A user's own small documents under users/{uid}: blocks, settings and the account-deletion marker. */
import type { AppRoot } from './documents';

export const userDocumentPaths = ({ root }: AppRoot) => ({
  blocks: (uid: string) => `${root}/users/${uid}/blocks`,
  block: (uid: string, otherUid: string) => `${root}/users/${uid}/blocks/${otherUid}`,
  /** users/{uid}/settings/notifications: which emails the user wants (absent = all on). */
  notificationSettings: (uid: string) => `${root}/users/${uid}/settings/notifications`,
  /** Settings documents of a user (e.g. notifications). */
  userSettings: (uid: string, id: string) => `${root}/users/${uid}/settings/${id}`,
  /** Written first by "Delete my account"; never removed (firestore.rules "account deletion"). */
  accountDeletion: (uid: string) => `${root}/users/${uid}/account_deletion/marker`,
});
