/**
 * Verified contact: the email verification link and a phone number linked with
 * Firebase Auth's phone provider. What the app shows as verified is read from the ID token's
 * claims only (`email_verified`, `phone_number`), the same claims the rules can check, so no
 * client can show a badge its token does not carry.
 */
import type { Auth, ConfirmationResult, User } from 'firebase/auth';
import { env } from '@/config/env';
import { authParts } from '../transport/authParts';
import { afterLoading, type Unsubscribe } from '../transport/deferred';

export interface TokenVerification {
  emailVerified: boolean;
  phoneVerified: boolean;
}

const UNVERIFIED: TokenVerification = { emailVerified: false, phoneVerified: false };

async function verificationOf(user: User | null): Promise<TokenVerification> {
  if (!user) return UNVERIFIED;
  const { claims } = await user.getIdTokenResult();
  return { emailVerified: claims.email_verified === true, phoneVerified: typeof claims.phone_number === 'string' && claims.phone_number !== '' };
}

/**
 * The signed-in user's verification as the rules see it on their next write (the SDK sends the
 * cached ID token, which is the one read here).
 */
export async function currentTokenVerification(): Promise<TokenVerification> {
  const [, instance] = await authParts();
  return verificationOf(instance.currentUser);
}

/** The signed-in user's uid and the email their token carries as verified ('' when it is not verified). */
export async function currentVerifiedEmail(): Promise<{ uid: string; email: string } | null> {
  const [, instance] = await authParts();
  const user = instance.currentUser;
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : '' };
}

/** Calls back with the current token's verification now and each time the ID token changes. */
export function observeTokenVerification(onChange: (verification: TokenVerification) => void, onError: (error: Error) => void): Unsubscribe {
  return afterLoading(
    authParts,
    ([sdk, instance]) =>
      sdk.onIdTokenChanged(
        instance,
        (user) => {
          verificationOf(user).then(onChange, onError);
        },
        onError,
      ),
    onError,
  );
}

function signedInUser(instance: Auth): User {
  if (!instance.currentUser) throw new Error('Not signed in.');
  return instance.currentUser;
}

export async function sendVerificationEmail(): Promise<void> {
  const [sdk, instance] = await authParts();
  await sdk.sendEmailVerification(signedInUser(instance));
}

/**
 * Reloads the account and forces a new ID token, so a verification done elsewhere (the emailed
 * link, another tab) reaches the token's claims; observers are called with the result.
 */
export async function refreshTokenVerification(): Promise<TokenVerification> {
  const [, instance] = await authParts();
  const user = signedInUser(instance);
  await user.reload();
  await user.getIdToken(true);
  return verificationOf(user);
}

export interface PhoneCodeSent {
  /** Links the phone to the account with the texted code, then refreshes the ID token. */
  confirm: (code: string) => Promise<void>;
}

/**
 * Texts a code to `phoneE164` for linking it to the signed-in account. Production uses an
 * invisible reCAPTCHA rendered into `recaptchaContainer`; emulator builds switch app
 * verification off, and the Auth emulator keeps the code (no SMS is sent).
 */
export async function sendPhoneCode(phoneE164: string, recaptchaContainer: HTMLElement): Promise<PhoneCodeSent> {
  const [sdk, instance] = await authParts();
  if (env.useEmulators) instance.settings.appVerificationDisabledForTesting = true;
  const verifier = new sdk.RecaptchaVerifier(instance, recaptchaContainer, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await sdk.linkWithPhoneNumber(signedInUser(instance), phoneE164, verifier);
  } finally {
    verifier.clear();
  }
  return {
    confirm: async (code: string) => {
      const { user } = await confirmation.confirm(code.trim());
      await user.getIdToken(true);
    },
  };
}
