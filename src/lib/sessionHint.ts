/**
 * Set while signed in so a returning visitor's session is restored without waiting for idle time;
 * the early read checks it too, before the app loads.
 */
export const SESSION_HINT = 'hasSession';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT) === 'true';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT, 'true');
    else localStorage.removeItem(SESSION_HINT);
  } catch {
    // ignore
  }
}
