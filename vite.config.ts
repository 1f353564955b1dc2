import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
// This file's relative imports, and theirs, name the .ts file: Vite's native config loader,
// planned to become its default, loads them without a bundler.
import { isOneOf } from './scripts/build/chunk-groups.ts';
import { earlyReadScriptModule } from './scripts/build/inline-scripts.ts';
import { scriptsAfterPaint } from './scripts/build/scripts-after-paint.ts';
import { reactRouterProductionAliases } from './scripts/build/react-router-production.ts';
import { seoFilesPlugin } from './scripts/build/seo-files-plugin.ts';
import { APP_SHELL, GUIDE_ROUTES, LOCATION_PAGES, STATIC_ROUTES, paths } from './src/config/paths.ts';

const sourceModule = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
// The two shared page chunks are named by their entry modules; each takes what these depend on
// (scripts/build/chunk-groups.ts). Measured against the file-pattern groups they replace: room,
// roommate and location pages load 2–3 fewer files, the home page 0.6 KB more (the reads it skips).
/** The repositories the data pages read from. */
const DATA_READ_ENTRIES = [
  'data/repositories/roomListings.ts',
  'data/repositories/roommateRequests.ts',
  'data/repositories/profiles.ts',
].map(sourceModule);
/** What the data pages share: the room card (home, browse, location), the error screen, one hook. */
const PAGE_COMMON_ENTRIES = ['features/listings/components/RoomCard.tsx', 'components/status/FatalError.tsx', 'lib/useRead.ts'].map(sourceModule);

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteName = env.VITE_SITE_NAME || 'RoomShare UK';
  const siteUrl = process.env.VITE_SITE_URL || env.VITE_SITE_URL || 'https://roomshare-uk.web.app';
  return {
    plugins: [
      react(),
      tailwindcss(),
      earlyReadScriptModule(),
      vitePrerenderPlugin({
        renderTarget: '#root',
        prerenderScript: fileURLToPath(new URL('./src/app/prerender.tsx', import.meta.url)),
        // Every URL that was not prerendered gets the empty app shell (Firebase Hosting does the same).
        previewMiddlewareFallback: APP_SHELL,
      }),
      scriptsAfterPaint({
        pages: [
          { routes: [...GUIDE_ROUTES.map((route) => route.path), '/', ...LOCATION_PAGES.map((location) => paths.location(location.key))] },
          {
            routes: [APP_SHELL],
            byPath: [
              { pattern: '^/room/', modules: ['src/features/listings/pages/RoomDetailPage.tsx'] },
              { pattern: '^/roommate/', modules: ['src/features/roommates/pages/RoommateDetailPage.tsx'] },
            ],
          },
        ],
      }),
      seoFilesPlugin({ siteUrl, routes: STATIC_ROUTES }),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false, // registered lazily in src/app/pwa.ts, after first paint
        manifest: {
          name: `${siteName}: Rooms & Flatmates for Indians in the UK`,
          short_name: siteName,
          description: 'Find rooms, flatmates and house shares across London and the UK, posted by the Indian community.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#ffffff',
          theme_color: '#c2410c',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,jpg,webmanifest}'],
          // Admin screens and build-time-only code are never needed offline by visitors.
          globIgnores: ['**/AdminDashboard-*.js', '**/admin-*.js', '**/prerender*.js', '**/earlyReadPlans-*.js', '**/_virtual_early-read-script-*.js', '**/server.edge*.js', '**/static.edge*.js', '**/og-image.jpg', 'vendor/**'],
          navigateFallback: `${APP_SHELL}/index.html`,
          navigateFallbackDenylist: [/^\/__\//, /\.[a-z0-9]+$/i],
          cleanupOutdatedCaches: true,
        },
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? reactRouterProductionAliases() : []),
      ],
    },
    build: {
      // dist/.vite/manifest.json: the budget test reads each page's chunks from it.
      manifest: true,
      // CSS per chunk: the entry's stylesheet (src/index.css) is what every page blocks on; the map's
      // (Leaflet's) and the signed-in screens' (src/styles/screens.css) load with their lazy chunks.
      cssCodeSplit: true,
      // The Firestore SDK is one 560 KB chunk, loaded for signed-in writes and listeners only; each
      // page's real budget is tests/e2e/budget.spec.ts.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Two shared chunks hold what every page needs: React, the router and Helmet (rarely
          // change, stay cached), and the app shell (every module of ours an entry imports
          // statically: layout, providers, route table). Without the second group, the modules the
          // browser entry shares with the prerender entry are split into a dozen small chunks, each
          // a request and each compressed on its own. main.tsx runs at import, so it stays in the
          // entry; the prerender's and the first paint's modules (src/app/firstPaint) are build-time only.
          codeSplitting: {
            groups: [
              {
                name: 'react-vendor',
                // react-dom's server and static renderers are build-time only (prerender): kept out.
                test: /node_modules[\\/]((react|scheduler|react-router|react-router-dom|react-helmet-async|react-fast-compare|invariant|shallowequal)[\\/]|react-dom[\\/](?!.*(server|static)))/,
                priority: 20,
              },
              {
                name: 'app-shell',
                tags: ['$initial'],
                // src/index.css stays with the entry: its stylesheet is linked from every page's HTML,
                // and a lazy chunk importing a chunk with CSS would load it again.
                test: (id) => /[\\/]src[\\/]/.test(id) && !id.includes('node_modules') && !/[\\/]src[\\/]app[\\/](main|prerender|firstPaint)/.test(id) && !id.endsWith('.css'),
                priority: 10,
              },
              {
                // What the room card draws (every listing grid: home, browse, location pages) and
                // the pieces every post page shows.
                name: 'page-common',
                test: isOneOf(PAGE_COMMON_ENTRIES),
                priority: 5,
              },
              {
                // What a data page reads with, shared by the room, roommate and location pages.
                name: 'data-read',
                test: isOneOf(DATA_READ_ENTRIES),
                priority: 6,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
