/** Texts of signing in, registering and verifying a phone: kept out of @/config/messages, which travels in the app shell to every page. */

export const AUTH_ERRORS = {
  'email-already-in-use': 'This email address is already in use. Please log in or use a different email.',
  'invalid-email': 'The email address is not valid.',
  'weak-password': 'The password is too weak. It must be at least 6 characters long.',
  'user-not-found': 'Invalid email or password.',
  'wrong-password': 'Invalid email or password.',
  // Newer Firebase Auth reports both of the above as invalid-credential (email enumeration protection).
  'invalid-credential': 'Invalid email or password.',
  'invalid-login-credentials': 'Invalid email or password.',
  'popup-closed-by-user': 'The sign-in window was closed.',
} as const satisfies Record<string, string>;

export const AUTH_ERROR_FALLBACK = 'An unknown authentication error occurred. Please try again.';

export function authErrorMessage(code: string): string {
  return (AUTH_ERRORS as Record<string, string>)[code] ?? AUTH_ERROR_FALLBACK;
}

/** Phone verification failures by Firebase Auth error code (without "auth/"). */
export const PHONE_VERIFICATION_ERRORS = {
  'invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'missing-verification-code': 'Enter the 6-digit code from the text message.',
  'code-expired': 'That code has expired. Send a new code.',
  'session-expired': 'That code has expired. Send a new code.',
  'credential-already-in-use': 'This phone number is already verified on another account.',
  'account-exists-with-different-credential': 'This phone number is already verified on another account.',
  'provider-already-linked': 'Your account already has a verified phone number.',
  'too-many-requests': 'Too many attempts. Please wait a while and try again.',
  'quota-exceeded': 'Too many attempts. Please wait a while and try again.',
  'invalid-phone-number': 'Enter a UK mobile number (07…) or an international number starting with +.',
  'missing-phone-number': 'Enter a UK mobile number (07…) or an international number starting with +.',
  'captcha-check-failed': 'The security check failed. Please try again.',
  'network-request-failed': 'No connection. Check your internet and try again.',
} as const satisfies Record<string, string>;

export const PHONE_VERIFICATION_FALLBACK = 'The phone number could not be verified. Please try again.';

export function phoneVerificationErrorMessage(code: string): string {
  return (PHONE_VERIFICATION_ERRORS as Record<string, string>)[code] ?? PHONE_VERIFICATION_FALLBACK;
}

/** Verifying contact details: the email link and the phone's texted code. */
export const CONTACT_VERIFICATION = {
  emailUnverified: 'Email not verified yet',
  phoneUnverified: 'Phone not verified yet',
  emailSent: (email: string) => `We sent a verification link to ${email}. Open it, then come back here.`,
  emailResent: 'Verification email sent again.',
  emailSendFailed: 'The verification email could not be sent. Please try again in a minute.',
  emailStillUnverified: 'Your email is not verified yet. Open the link in the email we sent, then try again.',
  refreshFailed: 'Could not check your verification. Please try again.',
  phoneWhy: 'Verify your phone with a text message: verified members get a "Phone verified" badge. The number stays private, as before.',
  phoneCodeSent: (phone: string) => `We texted a 6-digit code to ${phone}.`,
  phoneVerifiedDone: 'Your phone number is verified.',
  invalidPhoneFormat: 'Enter a UK mobile number (07…) or an international number starting with +.',
  missingCode: 'Enter the 6-digit code from the text message.',
} as const;

/** Saving a new member's details and phone number. */
export const AUTH_TEXT = {
  saveDetailsFailed: 'Failed to save details. Please try again.',
  invalidPhone: 'Please enter a valid phone number.',
} as const;
