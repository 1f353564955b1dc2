/** Public surface of the account feature (the page itself is a lazy route: src/app/router.tsx). */
export { ACCOUNT_PATH } from './accountPath';
