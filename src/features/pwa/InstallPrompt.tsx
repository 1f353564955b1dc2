import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { INSTALL_TEXT } from './messages';
import { takeEarlyInstallPrompt } from './earlyInstallPrompt';
import { isBeforeInstallPrompt, needsIosInstallHint, type BeforeInstallPromptEvent } from './installEvents';

const IOS_HINT_DISMISSED = 'iosInstallHintDismissed';

function iosHintWanted(): boolean {
  try {
    const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
    return needsIosInstallHint(navigator.userAgent, standalone) && localStorage.getItem(IOS_HINT_DISMISSED) !== 'true';
  } catch {
    return false;
  }
}

/** "Install app" when the browser offers it, and the iPhone "Add to Home Screen" hint. */
export function InstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(takeEarlyInstallPrompt);
  const [iosHint, setIosHint] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      if (!isBeforeInstallPrompt(event)) return;
      event.preventDefault();
      setDeferred(event);
    };
    const onInstalled = () => {
      setDeferred(null);
      toast.success(INSTALL_TEXT.appInstalled);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    const timer = window.setTimeout(() => setIosHint(iosHintWanted()), 3000);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      window.clearTimeout(timer);
    };
  }, []);

  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    setDeferred(null);
    if (outcome === 'accepted') toast.success(INSTALL_TEXT.appInstalled);
    else toast.info(INSTALL_TEXT.installCanceled);
  };

  if (deferred) {
    return (
      <aside aria-label="Install the app" className="fixed bottom-4 left-4 z-30 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="text-sm text-slate-800 dark:text-slate-100">Get RoomShare UK on your home screen.</p>
        <Button onClick={install}>Install app</Button>
        <button type="button" aria-label="Not now" onClick={() => setDeferred(null)} className="rounded p-1 text-slate-600 dark:text-slate-300">
          <span aria-hidden="true">×</span>
        </button>
      </aside>
    );
  }
  if (iosHint) {
    return (
      <aside aria-label="Add to Home Screen" className="fixed inset-x-4 bottom-4 z-30 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="flex-1 text-sm text-slate-800 dark:text-slate-100">
          Install RoomShare UK on your iPhone: tap the Share button <span aria-hidden="true">⎋</span> in Safari, then “Add to Home Screen”.
        </p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            setIosHint(false);
            try {
              localStorage.setItem(IOS_HINT_DISMISSED, 'true');
            } catch {
              // ignore
            }
          }}
          className="rounded p-1 text-slate-600 dark:text-slate-300"
        >
          <span aria-hidden="true">×</span>
        </button>
      </aside>
    );
  }
  return null;
}
