/**
 * Public surface of the essentials feature: none besides its page, which the app loads lazily
 * (./pages/EssentialsPage.tsx, a guide route: src/app/routes/guides.tsx).
 */
export {};
