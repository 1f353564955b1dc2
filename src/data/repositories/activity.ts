/**
 * "Active today / this week / this month": the public profile's `lastActiveDay` (the UTC day
 * number of the owner's last app use, pinned by the rules to the commit's day) and the private
 * `hideActivity` choice ("Show when I was last active", on unless set).
 */
import { utcDayNumber } from '@/lib/activity';
import { fsPaths, writer } from '../transport/db';

/**
 * Records today as the owner's last active day, once a day per browser: `lastWrittenDay` is what
 * this browser last wrote (or found), so only a new day reads the public profile, and only a day
 * it does not hold yet is written. Returns the day now stored.
 */
export async function recordActiveDay(uid: string, lastWrittenDay: number | null, now: Date = new Date()): Promise<number> {
  const today = utcDayNumber(now);
  if (lastWrittenDay === today) return today;
  const { sdk, db } = await writer();
  const ref = sdk.doc(db, fsPaths.publicProfile(uid));
  const storedDay = async (read: typeof sdk.getDoc): Promise<number | null> => {
    const stored: unknown = (await read(ref)).data()?.lastActiveDay;
    return typeof stored === 'number' ? stored : null;
  };
  const stored = await storedDay(sdk.getDoc);
  if (stored !== null && stored >= today) return stored;
  try {
    await sdk.updateDoc(ref, { lastActiveDay: today });
  } catch (error) {
    // Another tab or device wrote today between the read and this write, and the rules take a
    // day only once: today is recorded all the same. Only the server can tell: the local cache may
    // not hold that write yet.
    const now = await storedDay(sdk.getDocFromServer);
    if (now !== null && now >= today) return now;
    throw error;
  }
  return today;
}

/**
 * Turns "Show when I was last active" on or off. Off stores the choice and removes the public day
 * in one batch (the rules require both); on only clears the choice (the next app use writes a day).
 */
export async function setActivityShown(uid: string, shown: boolean): Promise<void> {
  const { sdk, db } = await writer();
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, fsPaths.privateProfile(uid)), { hideActivity: !shown });
  if (!shown) batch.update(sdk.doc(db, fsPaths.publicProfile(uid)), { lastActiveDay: sdk.deleteField() });
  await batch.commit();
}
