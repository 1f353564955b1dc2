import { useState } from 'react';
import { CHAT_PRESENCE } from '../messages';
import { notifyState, turnNotificationsOff, turnNotificationsOn, type NotifyState } from '../alerts/notificationPermission';

const linkButton = 'min-h-11 rounded-lg px-2 font-semibold text-orange-800 underline-offset-2 hover:underline dark:text-orange-300';

/** "Notify me of new messages in this browser": the browser is asked only on this click. */
export function NotifyToggle() {
  const [state, setState] = useState<NotifyState>(notifyState);
  const [asking, setAsking] = useState(false);

  const turnOn = () => {
    setAsking(true);
    turnNotificationsOn()
      .then(setState)
      .catch((cause: unknown) => console.error('Notification permission failed', cause))
      .finally(() => setAsking(false));
  };

  if (state === 'unsupported') return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {state === 'on' ? (
        <>
          <p>{CHAT_PRESENCE.notifyOn}</p>
          <button type="button" className={linkButton} onClick={() => setState(turnNotificationsOff())}>
            {CHAT_PRESENCE.notifyOff}
          </button>
        </>
      ) : state === 'blocked' ? (
        <p>{CHAT_PRESENCE.notifyBlocked}</p>
      ) : (
        <button type="button" className={linkButton} onClick={turnOn} disabled={asking}>
          <span aria-hidden="true">🔔 </span>
          {CHAT_PRESENCE.notifyButton}
        </button>
      )}
    </div>
  );
}
