/**
 * The App Check attestation provider for `env.appCheck`: reCAPTCHA Enterprise in production; in
 * debug mode (the emulators, or a debug token) the SDK's debug provider. Kept apart from
 * ./firebase so the data tests can swap in a CustomProvider: the debug provider's token exchange
 * needs Google's backend, which an offline machine cannot reach.
 */
import type * as AppCheckSdk from 'firebase/app-check';
import type { AppCheckOptions } from 'firebase/app-check';
import type { AppEnv } from '@/config/env';

/** The SDK reads its debug token from this global before `initializeAppCheck`; `true` makes it generate one (logged to the console). */
interface DebugTokenGlobal {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean;
}

export function appCheckOptions(sdk: typeof AppCheckSdk, config: NonNullable<AppEnv['appCheck']>): AppCheckOptions {
  if (!config.debug) return { provider: new sdk.ReCaptchaEnterpriseProvider(config.siteKey), isTokenAutoRefreshEnabled: true };
  (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken || true;
  // In debug mode the SDK never asks the provider for a token, but it does initialise it: a
  // reCAPTCHA provider would load Google's script for nothing.
  const unused = new sdk.CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug mode uses the debug token')) });
  return { provider: unused, isTokenAutoRefreshEnabled: true };
}
