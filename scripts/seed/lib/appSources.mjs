/**
 * The app's own TypeScript modules the seed writes with, loaded through tsx so that the seed keeps
 * no copies of them: document paths, User Management search terms, location keys, the listing
 * place's geohash and nation, and the stored schema the rules check.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const options = { parentURL: import.meta.url, tsconfig: fileURLToPath(new URL('../../../tsconfig.app.json', import.meta.url)) };
const load = (/** @type {string} */ path) => tsImport(path, options);

/** @type {typeof import('../../../src/data/collections')} */
export const appPaths = await load('../../../src/data/collections/index.ts');
/** @type {typeof import('../../../src/data/collections/conversations')} */
export const appConversations = await load('../../../src/data/collections/conversations.ts');
/** @type {typeof import('../../../src/data/collections/companions')} */
export const appCompanions = await load('../../../src/data/collections/companions.ts');
/** @type {typeof import('../../../src/lib/userSearchTerms')} */
export const appSearchTerms = await load('../../../src/lib/userSearchTerms.ts');
/** @type {typeof import('../../../src/lib/filters/locationKeys')} */
export const appLocationKeys = await load('../../../src/lib/filters/locationKeys.ts');
/** @type {typeof import('../../../src/lib/place/geo')} */
export const appGeo = await load('../../../src/lib/place/geo.ts');
/** @type {typeof import('../../../src/lib/place/nation')} */
export const appNation = await load('../../../src/lib/place/nation.ts');
/** @type {typeof import('../../../src/schema/posts')} */
export const appPostSchema = await load('../../../src/schema/posts.ts');
/** @type {typeof import('../../../src/schema/profiles')} */
export const appProfileSchema = await load('../../../src/schema/profiles.ts');
/** @type {typeof import('../../../src/schema/documentProblems')} */
export const appDocumentProblems = await load('../../../src/schema/documentProblems.ts');
/** @type {typeof import('../../../src/config/constants')} */
export const appConstants = await load('../../../src/config/constants.ts');
