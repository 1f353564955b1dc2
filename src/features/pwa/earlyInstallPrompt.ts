import { isBeforeInstallPrompt, type BeforeInstallPromptEvent } from './installEvents';

/**
 * `beforeinstallprompt` can fire before the (lazily loaded) install banner exists, so the event
 * is caught here at start-up and handed over when the banner mounts.
 */
let early: BeforeInstallPromptEvent | null = null;

export function captureInstallPromptEarly(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPrompt(event)) return;
    event.preventDefault();
    early = event;
  });
}

export function takeEarlyInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = early;
  early = null;
  return event;
}
