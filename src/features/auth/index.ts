/** Public surface of the auth feature: what other features and the app import. */
export { AccountMenu } from './components/AccountMenu';
export { AuthDialogs } from './dialogs/AuthDialogs';
export { AuthDialogsProvider } from './dialogs/AuthDialogsProvider';
export { useAuthDialogs } from './dialogs/useAuthDialogs';
export { useNavigationTarget } from './hooks/useNavigationTarget';
export { VerificationPanel } from './verification/VerificationPanel';
export { useTokenVerification } from './verification/useTokenVerification';
