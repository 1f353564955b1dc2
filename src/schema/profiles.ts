/** The stored shape of a user's two profile copies: private (self and admins) and public. */
import * as v from 'valibot';
import { collection, text, unchecked, uncheckedOptional } from './fields';

export const PRIVATE_PROFILE_SCHEMA = collection('isValidPrivateProfile', {
  ...unchecked(['userId']),
  name: text(0, 100),
  email: text(0, 320),
  ...unchecked(['isAdmin', 'isPremium', 'createdAt']),
  phoneNumber: v.exactOptional(text(0, 30)),
  ...uncheckedOptional(['role', 'profilePicture', 'lastActivity', 'flagged', 'searchTerms', 'createdDay', 'myPlace', 'hideActivity']),
});

export const PUBLIC_PROFILE_SCHEMA = collection('isValidPublicProfile', {
  ...unchecked(['userId']),
  name: text(0, 100),
  ...unchecked(['isAdmin', 'isPremium']),
  /** lastActiveDay: the UTC day number of the owner's last app use, pinned by the rules to the commit's day. */
  ...uncheckedOptional(['role', 'createdAt', 'lastActivity', 'lastActiveDay']),
});
