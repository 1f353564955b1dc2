/** What the pwa feature says. */

/** Installing the app. */
export const INSTALL_TEXT = {
  appInstalled: 'App installed successfully!',
  installCanceled: 'App installation canceled.',
} as const;
