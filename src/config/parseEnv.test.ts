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

describe('parseEnv place search services', () => {
  it('defaults to postcodes.io and OpenStreetMap tiles with their attribution', () => {
    const env = parseEnv({});
    expect(env.postcodesApiUrl).toBe('https://api.postcodes.io');
    expect(env.map).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it('takes the local stand-ins or another tile provider from env, without a trailing slash on the API', () => {
    const env = parseEnv({
      VITE_POSTCODES_API_URL: 'http://127.0.0.1:9310/',
      VITE_MAP_TILE_URL: 'http://127.0.0.1:9320/{z}/{x}/{y}.png',
      VITE_MAP_ATTRIBUTION: 'Local map stand-in',
    });
    expect(env.postcodesApiUrl).toBe('http://127.0.0.1:9310');
    expect(env.map).toEqual({ tileUrl: 'http://127.0.0.1:9320/{z}/{x}/{y}.png', attribution: 'Local map stand-in' });
  });
});
