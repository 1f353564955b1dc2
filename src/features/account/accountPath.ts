/** The account page: download my data, delete my account. */
export const ACCOUNT_PATH = '/account';
