/**
 * users/{uid}/viewings/counts: how many viewings a user booked, cancelled as the seeker and
 * cancelled as the owner. Written with each step (viewingBookings addCountWrite); read by the user
 * and admins (the user information view), one document: a bounded read.
 */
import type { ViewingCounts } from '@/types/viewings';
import { fsPaths } from '../transport/db';
import { getDocument } from '../transport/oneShot';
import type { RawDoc } from '../collections/documents';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toViewingCounts({ data }: RawDoc): ViewingCounts {
  return { booked: count(data.booked), cancelled: count(data.cancelled), ownerCancelled: count(data.ownerCancelled) };
}

/** The user's counts; all 0 when they never booked or cancelled one. */
export async function getViewingCounts(uid: string): Promise<ViewingCounts> {
  return (await getDocument(fsPaths.viewingCounts(uid), toViewingCounts)) ?? { booked: 0, cancelled: 0, ownerCancelled: 0 };
}
