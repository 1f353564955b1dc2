/**
 * Every booking and cancellation is a line in the conversation between seeker and owner, written
 * by the chat's own send path (its rules, rate limit and new-message email hold). It follows the
 * booking's own batch: a line that cannot be written (a block, the network) costs no booking.
 */
import { MESSAGE_MIN_INTERVAL_MS } from '@/config/constants';
import { isRateLimited, openConversation, sendMessage } from '@/data';

const pause = () => new Promise((resolve) => setTimeout(resolve, MESSAGE_MIN_INTERVAL_MS + 100));

/** Posts `text` from `from` to `to`; false when it could not be posted. */
export async function postViewingLine(from: string, to: string, text: string): Promise<boolean> {
  try {
    await openConversation({ uid: from }, { uid: to });
    try {
      await sendMessage(from, to, text);
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      await pause();
      await sendMessage(from, to, text);
    }
    return true;
  } catch (error) {
    console.error('Could not post the viewing line', error);
    return false;
  }
}
