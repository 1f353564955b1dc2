import { describe, expect, it } from 'vitest';
import { parseEnv } from './parseEnv';

describe('parseEnv App Check', () => {
  it('is off unless a site key or a debug token is set', () => {
    expect(parseEnv({}).appCheck).toBeNull();
    expect(parseEnv({ VITE_USE_EMULATORS: 'true', VITE_APPCHECK_SITE_KEY: '  ' }).appCheck).toBeNull();
  });

  it('uses reCAPTCHA Enterprise in production and the debug provider against the emulators or with a debug token', () => {
    expect(parseEnv({ VITE_APPCHECK_SITE_KEY: 'site-key' }).appCheck).toEqual({ siteKey: 'site-key', debug: false, debugToken: '' });
    expect(parseEnv({ VITE_APPCHECK_SITE_KEY: 'site-key', VITE_USE_EMULATORS: 'true' }).appCheck).toEqual({ siteKey: 'site-key', debug: true, debugToken: '' });
    expect(parseEnv({ VITE_APPCHECK_DEBUG_TOKEN: 'ci-token' }).appCheck).toEqual({ siteKey: '', debug: true, debugToken: 'ci-token' });
  });
});
