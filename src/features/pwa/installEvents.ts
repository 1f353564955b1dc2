/** The non-standard `beforeinstallprompt` event (Chromium). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isBeforeInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof (event as BeforeInstallPromptEvent).prompt === 'function';
}

/** iPhone/iPad Safari, not already launched from the home screen. */
export function needsIosInstallHint(userAgent: string, standalone: boolean): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent);
  const safari = /safari/i.test(userAgent) && !/crios|fxios|edgios/i.test(userAgent);
  return ios && safari && !standalone;
}
