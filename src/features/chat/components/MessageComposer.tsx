import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/form/TextField';
import { MESSAGE_MAX_LENGTH } from '@/config/constants';
import { isBlank, trimBlank } from '@/lib/blank';

export const SEND_FAILED = 'Your message was not sent. Check your connection and try again.';

/** "Type a message..." box: Enter sends, Shift+Enter adds a line; blank text is never sent. */
export interface MessageComposerProps {
  onSend: (text: string) => Promise<void>;
  disabled?: boolean;
  /** The message shown when a send fails (default: SEND_FAILED), e.g. a refusal by the rules. */
  failureMessage?: (cause: unknown) => string;
}

export function MessageComposer({ onSend, disabled = false, failureMessage = () => SEND_FAILED }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The box clears at once so the next message can be typed and sent while this one is in
  // flight (the SDK commits batches in order); a failed message comes back into an empty box.
  const send = async () => {
    const body = trimBlank(text);
    if (isBlank(body)) return;
    setText('');
    setError(null);
    try {
      await onSend(body);
    } catch (cause) {
      console.error('Message send failed', cause);
      setError(failureMessage(cause));
      setText((current) => (isBlank(current) ? body : current));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 p-3 dark:border-slate-700">
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type a message..."
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${inputClass} max-h-32 min-h-11 resize-none`}
        />
        <Button type="submit" disabled={disabled || isBlank(text)}>
          Send
        </Button>
      </div>
    </form>
  );
}
