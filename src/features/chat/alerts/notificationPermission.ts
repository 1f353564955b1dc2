/**
 * Browser notifications for new messages: asked for only after the user clicks "Notify me of new
 * messages in this browser", and remembered per browser (a user may turn them off here without
 * touching the browser's permission, which a page cannot revoke).
 */
const OPT_IN_KEY = 'roomshare:notifyNewMessages';

export type NotifyState = 'unsupported' | 'blocked' | 'off' | 'on';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

function optedIn(): boolean {
  try {
    return localStorage.getItem(OPT_IN_KEY) === 'on';
  } catch {
    return false;
  }
}

function setOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(OPT_IN_KEY, 'on');
    else localStorage.removeItem(OPT_IN_KEY);
  } catch {
    // Private mode: notifications stay off after this page.
  }
}

export function notifyState(): NotifyState {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && optedIn() ? 'on' : 'off';
}

/** Asks the browser (on the user's click) and remembers a yes. */
export async function turnNotificationsOn(): Promise<NotifyState> {
  if (!notificationsSupported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  setOptIn(permission === 'granted');
  return notifyState();
}

export function turnNotificationsOff(): NotifyState {
  setOptIn(false);
  return notifyState();
}
