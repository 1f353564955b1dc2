import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@/data/collections/profiles';

/** Which account modal is open: login/register, the role picker or the phone step. */
export type AuthDialog = 'none' | 'auth' | 'role' | 'phone';

/** Someone a guest tried to message; the chat opens after they sign in. */
export interface PendingChat {
  uid: string;
  name: string;
}

const PENDING_CHAT_KEY = 'pendingChatRecipient';

function readPendingChat(): PendingChat | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_CHAT_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'uid' in value && 'name' in value && typeof value.uid === 'string' && typeof value.name === 'string') {
      return { uid: value.uid, name: value.name };
    }
  } catch {
    // Corrupt or unavailable storage: no pending chat.
  }
  return null;
}

/** Where a guest was heading when asked to sign in; it forces the role. */
export type NavigationTarget = 'browseListings' | 'createPost';

export interface AuthDialogsValue {
  dialog: AuthDialog;
  pendingTarget: NavigationTarget | null;
  setPendingTarget: (target: NavigationTarget | null) => void;
  pendingChat: PendingChat | null;
  setPendingChat: (chat: PendingChat | null) => void;
  /** The role chosen before the phone step; applied when the phone number is saved. */
  pendingRole: Role | null;
  openDialog: (dialog: AuthDialog) => void;
  openPhoneStep: (role: Role) => void;
  closeDialog: () => void;
}

export const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog>('none');
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const [pendingTarget, setPendingTarget] = useState<NavigationTarget | null>(null);
  const [pendingChat, setPendingChatState] = useState<PendingChat | null>(readPendingChat);
  const setPendingChat = useCallback((chat: PendingChat | null) => {
    setPendingChatState(chat);
    try {
      if (chat) sessionStorage.setItem(PENDING_CHAT_KEY, JSON.stringify(chat));
      else sessionStorage.removeItem(PENDING_CHAT_KEY);
    } catch {
      // The pending chat still lives in memory for this page.
    }
  }, []);
  const openDialog = useCallback((next: AuthDialog) => setDialog(next), []);
  const openPhoneStep = useCallback((role: Role) => {
    setPendingRole(role);
    setDialog('phone');
  }, []);
  const closeDialog = useCallback(() => setDialog('none'), []);
  const value = useMemo(
    () => ({ dialog, pendingRole, pendingChat, setPendingChat, pendingTarget, setPendingTarget, openDialog, openPhoneStep, closeDialog }),
    [dialog, pendingRole, pendingChat, setPendingChat, pendingTarget, openDialog, openPhoneStep, closeDialog],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}
