import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { toast } from '@/components/ui/toast';
import { AUTO_ASSIGNED_ROLE } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { saveRoleAndPhone, type ChatParty } from '@/data';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { useTapAfterRestore } from '@/session/useTapAfterRestore';
import type { MailPost } from '@/schema/mail';
import type { Role } from '@/data/collections/profiles';

// The chat opens from a post page on request, so its code stays out of the page's first load.
const ChatScreen = lazy(() => import('./ChatScreen').then((module) => ({ default: module.ChatScreen })));

export interface ChatGateProps {
  recipient: ChatParty;
  /** The post the chat starts from: a new-message email names it. */
  about?: MailPost;
  /** The page body, given the function its "Message User" button calls. */
  children: (startChat: () => void) => ReactNode;
}

/**
 * Swaps a post's body for the chat with its poster. Guests are asked to
 * sign in first and the recipient is remembered; after sign-in the chat opens, a user without a
 * role getting "I Need Room" automatically (or the role picker if that fails).
 */
export function ChatGate({ recipient, about, children }: ChatGateProps) {
  const { status, user, profile, role, applyRole, ensureAuthStarted } = useSession();
  const { pendingChat, setPendingChat, openDialog } = useAuthDialogs();
  const [chatWith, setChatWith] = useState<ChatParty | null>(null);

  const startChat = useTapAfterRestore(() => {
    if (status !== 'signed-in') {
      setPendingChat(recipient);
      ensureAuthStarted();
      openDialog('auth');
      return;
    }
    if (user?.uid === recipient.uid) return;
    setChatWith(recipient);
  });

  useEffect(() => {
    if (status !== 'signed-in' || !user || pendingChat?.uid !== recipient.uid) return;
    const target = pendingChat;
    setPendingChat(null);
    if (target.uid === user.uid) return;
    if (role) {
      // Responds to an external event (sign-in finished), once: the pending chat is cleared above.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setChatWith(target);
      return;
    }
    const autoRole: Role = AUTO_ASSIGNED_ROLE;
    saveRoleAndPhone(user.uid, autoRole)
      .then(() => {
        applyRole(autoRole);
        setChatWith(target);
      })
      .catch((error: unknown) => {
        console.error('Failed to set the role automatically', error);
        toast.error(MESSAGES.saveRoleFailed);
        openDialog('role');
      });
  }, [status, user, role, pendingChat, recipient.uid, setPendingChat, applyRole, openDialog]);

  if (chatWith && user && status === 'signed-in') {
    return (
      <Suspense fallback={<LoadingScreen label="Opening chat..." />}>
        <ChatScreen me={{ uid: user.uid, name: profile?.name ?? '' }} other={chatWith} about={about} onBack={() => setChatWith(null)} />
      </Suspense>
    );
  }
  return <>{children(startChat)}</>;
}
