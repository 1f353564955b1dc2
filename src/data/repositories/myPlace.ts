/** "My place" on the private profile (users/{uid}/user_profile/data.myPlace; firestore.rules isValidMyPlace). */
import type { MyPlace } from '@/lib/place/myPlace';
import { fsPaths, writer } from '../transport/db';

/** Saves the seeker's place, or removes it (null). Only these five fields are written. */
export async function saveMyPlace(uid: string, place: MyPlace | null): Promise<void> {
  const { sdk, db } = await writer();
  const value = place ? { kind: place.kind, label: place.label, query: place.query, lat: place.lat, lng: place.lng } : sdk.deleteField();
  await sdk.updateDoc(sdk.doc(db, fsPaths.privateProfile(uid)), { myPlace: value });
}
