import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Feature folders: each is entered by others only through its index.ts (docs/architecture.md). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Screens the app loads with import() so each is its own chunk: entries besides the index. */
const LAZY_ENTRIES = ['./pages', './tabs', './AdminDashboard.tsx', './InstallPrompt.tsx', './components/MortgageRateDashboard.tsx'];
const SHARED = ['app', 'components', 'config', 'data', 'lib', 'schema', 'session', 'types'].map((dir) => `./src/${dir}`);
/**
 * Layers of src, lowest first: code imports only from its own layer and those below it. The domain
 * layer is the collections' modules (data/collections: types, enums, converters, paths) and
 * schema, with the search filters (lib/filters: the predicate a post must meet, which the data
 * layer's queries run) and household fit (lib/household: the scoring the filters and the musts
 * query use).
 */
const DOMAIN_LIB = ['lib/filters', 'lib/household'];
const LIB = readdirSync(new URL('./src/lib', import.meta.url)).map((name) => `lib/${name}`).filter((dir) => !DOMAIN_LIB.includes(dir));
const COLLECTIONS_DIR = 'data/collections';
const DATA = readdirSync(new URL('./src/data', import.meta.url)).map((name) => `data/${name}`).filter((dir) => dir !== COLLECTIONS_DIR);
const LAYERS = [
  { name: 'config', dirs: ['config'] },
  { name: 'lib', dirs: LIB },
  { name: 'domain', dirs: ['types', 'schema', COLLECTIONS_DIR, ...DOMAIN_LIB] },
  { name: 'data', dirs: DATA },
  { name: 'session', dirs: ['session'] },
  { name: 'components', dirs: ['components'] },
  { name: 'features', dirs: ['features'] },
  { name: 'app', dirs: ['app'] },
];
const LAYER_ORDER = LAYERS.map((layer) => layer.name).join(' < ');
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.dirs.map((dir) => `./src/${dir}`),
  from: LAYERS.slice(index + 1).flatMap((upper) => upper.dirs.map((dir) => `./src/${dir}`)),
  message: `The ${layer.name} layer imports nothing above it (${LAYER_ORDER}): move the shared piece down, or the importer up.`,
}));
/** The first-paint machinery (src/app/firstPaint) is entered through its index. */
const FIRST_PAINT = 'firstPaint';
const firstPaintZone = {
  target: [
    ...readdirSync(new URL('./src', import.meta.url)).filter((name) => name !== 'app').map((name) => `./src/${name}`),
    ...readdirSync(new URL('./src/app', import.meta.url)).filter((name) => name !== FIRST_PAINT).map((name) => `./src/app/${name}`),
  ],
  from: `./src/app/${FIRST_PAINT}`,
  except: ['./index.ts'],
  message: 'Import the first-paint machinery through its index (@/app/firstPaint); add what you need to its index.ts.',
};
const featureZones = FEATURES.flatMap((from) => [
  ...FEATURES.filter((target) => target !== from).map((target) => `./src/features/${target}`),
  ...SHARED,
].map((target) => ({
  target,
  from: `./src/features/${from}`,
  except: ['./index.ts', ...LAZY_ENTRIES],
  message: `Import the ${from} feature through its public index (@/features/${from}); add what you need to its index.ts.`,
})));

export default tseslint.config(
  { ignores: ['**/.scratch/**', 'dist', 'dist-*', 'dev-dist', 'coverage', 'reports', 'test-results', 'playwright-report', 'node_modules', '.stack'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
      // Without these the plugin parses only .js dependencies, and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Boundaries for production code; tests may reach into what they test, and a route's page is
    // loaded lazily by its module path (dynamic import), which these zones do not check.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...featureZones,
          ...layerZones,
          firstPaintZone,
          { target: './src', from: './src/testing', message: 'Test helpers (src/testing) are for tests only.' },
        ],
      }],
    },
  },
  {
    // Only the data layer talks to Firebase: one place holds every path, converter and batch shape
    // the rules check, and pages that never import it load no Firebase code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Import Firebase only inside src/data/.' }] },
      ],
    },
  },
  {
    // The collections' modules are imported by every layer above the domain (filters, forms,
    // pages): Firebase's types only, so none of them loads SDK code.
    files: ['src/data/collections/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], allowTypeImports: true, message: 'A collection module imports only Firebase types.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,cjs,ts}', '*.config.{js,ts}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
);
