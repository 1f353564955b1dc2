/**
 * Public surface of the admin feature: none besides its screen, which the app loads lazily
 * (./AdminDashboard.tsx, from the home page's tab registry) so that a seeker never downloads it.
 */
export {};
