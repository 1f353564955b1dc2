import { useEffect, useState } from 'react';
import { getRoommateRequestContact } from '@/data';
import type { PrivateProfile } from '@/data/collections/profiles';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { formValuesFromProfile, formValuesFromRequest, type RoommateFormValues } from '../lib/profileForm';

/**
 * The form's starting values, worked out once: from the saved request (its number is in the
 * contact document) or, for a first profile, from the account's name and phone.
 */
export function useInitialFormValues(
  uid: string,
  loaded: boolean,
  request: RoommateRequest | null,
  profile: PrivateProfile | null,
): RoommateFormValues | null {
  const [initial, setInitial] = useState<{ uid: string; values: RoommateFormValues } | null>(null);
  const done = initial?.uid === uid;
  useEffect(() => {
    if (!loaded || done) return;
    let current = true;
    const phone = request
      ? getRoommateRequestContact(uid)
          .then((contact) => contact?.phoneNumber ?? '')
          .catch((error: unknown) => {
            console.error('Failed to load your contact number', error);
            return '';
          })
      : Promise.resolve('');
    void phone.then((saved) => {
      if (!current) return;
      const values = request ? formValuesFromRequest(request, saved || profile?.phoneNumber || '') : formValuesFromProfile(profile);
      setInitial({ uid, values });
    });
    return () => {
      current = false;
    };
  }, [uid, loaded, done, request, profile]);
  return done ? initial.values : null;
}
