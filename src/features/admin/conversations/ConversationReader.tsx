import { useEffect, useRef } from 'react';
import { ChatScreen } from '@/features/chat';
import type { Conversation } from '@/data/collections/conversations';
import { participantsOf } from './participants';

/**
 * An admin reading a conversation: the chat screen in read-only mode (no composer, nothing
 * opened or marked read), seen from the first participant's side.
 */
export function ConversationReader({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const [first, second] = participantsOf(conversation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-3">
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none dark:text-white">
        Conversation between {first.name} and {second.name}
      </h4>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Read-only. {first.name}'s messages are on the right, {second.name}'s on the left.
      </p>
      <ChatScreen readOnly me={first} other={second} onBack={onBack} />
    </div>
  );
}
