/**
 * Every VITE_* variable the app reads, typed and validated, with the default used locally;
 * `.env.example` documents each one. Pure, so the build config can read the same values.
 */

export type RawEnv = Record<string, string | boolean | undefined>;

function read(raw: RawEnv, key: string, fallback = ''): string {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readPort(raw: RawEnv, key: string, fallback: number): number {
  const port = Number(read(raw, key, String(fallback)));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${key} must be a port number`);
  return port;
}

export interface AppEnv {
  appId: string;
  siteName: string;
  siteUrl: string;
  whatsappNumber: string;
  partnerReferralUrl: string;
  affiliateTag: string;
  recaptchaSiteKey: string;
  /**
   * Firebase App Check, or null when not configured (then no request carries a token and no page
   * loads its SDK). `siteKey` is the reCAPTCHA Enterprise key used in production; `debug` (set
   * against the emulators, or by a debug token) uses the debug provider instead of reCAPTCHA.
   */
  appCheck: { siteKey: string; debug: boolean; debugToken: string } | null;
  mortgageApiUrl: string;
  /** True when the mortgage API is the local sample server, so the UI can label its data. */
  mortgageApiIsSample: boolean;
  /** postcodes.io (or its local stand-in): geocoding of postcodes, outward codes and places, no key. */
  postcodesApiUrl: string;
  /** Raster tile URL template ({z}/{x}/{y}) and its attribution, so a deployer can switch tile provider. */
  map: { tileUrl: string; attribution: string };
  useEmulators: boolean;
  emulators: { host: string; authPort: number; firestorePort: number; storagePort: number };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
}

function readAppCheck(raw: RawEnv, useEmulators: boolean): AppEnv['appCheck'] {
  const siteKey = read(raw, 'VITE_APPCHECK_SITE_KEY');
  const debugToken = read(raw, 'VITE_APPCHECK_DEBUG_TOKEN');
  if (!siteKey && !debugToken) return null;
  return { siteKey, debug: useEmulators || debugToken !== '', debugToken };
}

export function parseEnv(raw: RawEnv): AppEnv {
  const useEmulators = read(raw, 'VITE_USE_EMULATORS') === 'true';
  const projectId = read(raw, 'VITE_FIREBASE_PROJECT_ID', 'demo-roomshare');
  const mortgageApiUrl = read(raw, 'VITE_MORTGAGE_API_URL', 'http://127.0.0.1:9300').replace(/\/+$/, '');
  return {
    appId: read(raw, 'VITE_APP_ID', 'roomshare-uk'),
    siteName: read(raw, 'VITE_SITE_NAME', 'RoomShare UK'),
    siteUrl: read(raw, 'VITE_SITE_URL', 'https://roomshare-uk.web.app').replace(/\/+$/, ''),
    whatsappNumber: read(raw, 'VITE_WHATSAPP_NUMBER', '447700900123').replace(/\D/g, ''),
    partnerReferralUrl: read(raw, 'VITE_PARTNER_REFERRAL_URL', 'https://wise.com/invite/'),
    affiliateTag: read(raw, 'VITE_AFFILIATE_TAG', 'roomshareuk-21'),
    recaptchaSiteKey: read(raw, 'VITE_RECAPTCHA_SITE_KEY'),
    appCheck: readAppCheck(raw, useEmulators),
    mortgageApiUrl,
    mortgageApiIsSample: read(raw, 'VITE_MORTGAGE_API_SAMPLE', String(mortgageApiUrl.includes('127.0.0.1'))) === 'true',
    postcodesApiUrl: read(raw, 'VITE_POSTCODES_API_URL', 'https://api.postcodes.io').replace(/\/+$/, ''),
    map: {
      tileUrl: read(raw, 'VITE_MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
      attribution: read(raw, 'VITE_MAP_ATTRIBUTION', '© OpenStreetMap contributors'),
    },
    useEmulators,
    emulators: {
      host: read(raw, 'VITE_EMULATOR_HOST', '127.0.0.1'),
      authPort: readPort(raw, 'VITE_AUTH_EMULATOR_PORT', 9099),
      firestorePort: readPort(raw, 'VITE_FIRESTORE_EMULATOR_PORT', 8080),
      storagePort: readPort(raw, 'VITE_STORAGE_EMULATOR_PORT', 9199),
    },
    firebase: {
      apiKey: read(raw, 'VITE_FIREBASE_API_KEY', 'demo-api-key'),
      authDomain: read(raw, 'VITE_FIREBASE_AUTH_DOMAIN', `${projectId}.firebaseapp.com`),
      projectId,
      storageBucket: read(raw, 'VITE_FIREBASE_STORAGE_BUCKET', `${projectId}.appspot.com`),
      messagingSenderId: read(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID', '000000000000'),
      appId: read(raw, 'VITE_FIREBASE_APP_ID', '1:000000000000:web:demo'),
    },
  };
}

