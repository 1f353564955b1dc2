/** The installed app's icon badge (Badging API), where the browser has it; a no-op elsewhere. */
interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export function showAppBadge(count: number, nav: BadgingNavigator = navigator as BadgingNavigator): void {
  // Refused outside an installed app or without permission on some platforms: nothing to tell the user.
  const ignore = () => undefined;
  if (count > 0) nav.setAppBadge?.(count).catch(ignore);
  else nav.clearAppBadge?.().catch(ignore);
}
