import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { postViewingLine } from '../lib/chatLine';
import { VIEWING_MESSAGES } from '../messages';

/** What a viewing change did: the message to show (if any), and the line it adds to the chat between the two sides. */
export interface ViewingChangeDone {
  done?: string;
  line?: { from: string; to: string; text: string };
}

/**
 * Runs one viewing change at a time: the write, then its line in the chat, then a toast saying how
 * it went (the change stands when only the chat line fails). A failure goes to `report` (a toast
 * unless the screen shows it in a form), worded by `failure`.
 */
export function useViewingChange(report: (message: string, cause: unknown) => void = (message) => toast.error(message)) {
  const [busy, setBusy] = useState(false);

  const change = async (write: () => Promise<ViewingChangeDone>, failure: (cause: unknown) => string = () => VIEWING_MESSAGES.failed): Promise<void> => {
    setBusy(true);
    try {
      const { done, line } = await write();
      const posted = line ? await postViewingLine(line.from, line.to, line.text) : true;
      if (!posted) toast.success(VIEWING_MESSAGES.chatNotPosted);
      else if (done) toast.success(done);
    } catch (cause) {
      report(failure(cause), cause);
    } finally {
      setBusy(false);
    }
  };

  return { busy, change };
}
