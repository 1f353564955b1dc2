import { useContext } from 'react';
import { AuthDialogsContext, type AuthDialogsValue } from './AuthDialogsProvider';

export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return value;
}
