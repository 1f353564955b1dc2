/**
 * Texts of the signed-in account that are no feature's own (the session's, the home page's onboarding tips):
 * kept out of messages.ts, which travels in the app shell to every page (guides included).
 */
/** Shown when a sign-in finished a "Delete my account" that had been cut short. */
export const DELETION_FINISHED_ON_SIGN_IN = 'Your account deletion has been completed.';

export const ONBOARDING = {
  seeker:
    'Complete your profile so flat owners can find you easily. Profiles with more details receive better and faster responses!',
  owner:
    'Create your first room listing to attract tenants. Listings with clear details and photos get the most attention!',
} as const;
