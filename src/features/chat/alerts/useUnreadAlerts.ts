import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { setTitleCount } from '@/components/seo/titleCount';
import { CHAT_PRESENCE } from '../messages';
import { paths } from '@/config/paths';
import { subscribeMyConversations } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { Conversation } from '@/data/collections/conversations';
import { otherParticipant } from '../components/ConversationRow';
import { showAppBadge } from './appBadge';
import { newlyUnread } from './newMessages';
import { notifyState } from './notificationPermission';

/**
 * While signed in: the unread total in front of the page title and on the installed app's badge,
 * and, when this browser opted in, a notification for each new message that arrives while the
 * tab is hidden. It names the sender only (no message text on a lock screen); clicking it
 * focuses the tab and opens that chat.
 */
export function useUnreadAlerts(uid: string, unread: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    setTitleCount(unread);
    showAppBadge(unread);
  }, [unread]);
  useEffect(
    () => () => {
      setTitleCount(0);
      showAppBadge(0);
    },
    [],
  );

  // The same query as the header badge's: the SDK serves both from one server target.
  const { value: conversations } = useSubscription<Conversation[]>(uid, (next, fail) => subscribeMyConversations(uid, next, fail), 'New message alerts');
  const previous = useRef<{ uid: string; items: Conversation[] } | null>(null);
  useEffect(() => {
    if (!conversations) return;
    const before = previous.current?.uid === uid ? previous.current.items : undefined;
    previous.current = { uid, items: conversations };
    if (document.visibilityState !== 'hidden' || notifyState() !== 'on') return;
    for (const conversation of newlyUnread(before, conversations, uid)) {
      const sender = otherParticipant(conversation, uid);
      const notification = new Notification(CHAT_PRESENCE.notificationTitle(sender.name), { body: CHAT_PRESENCE.notificationBody, tag: conversation.id });
      notification.onclick = () => {
        window.focus();
        navigate(paths.conversation(conversation.id));
        notification.close();
      };
    }
  }, [conversations, uid, navigate]);
}
