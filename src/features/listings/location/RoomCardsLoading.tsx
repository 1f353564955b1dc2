import { LoadingScreen } from '@/components/status/LoadingScreen';
import { ROOM_CARDS_PREVIEW_ID } from './roomCards';

/**
 * The rooms' loading state on a location page and in Browse Rooms, beside the place where the
 * HTML's early read (of a location page or of the home page) draws their cards before
 * the app's code has arrived (src/data/earlyPreview.ts). React hydrates that place without looking
 * inside it (an element with inner HTML has no children to hydrate), so drawn cards stay until the
 * rooms arrive and React's own cards, the same markup, replace both in one commit. While it holds
 * cards, CSS hides the loading state; inert, like the post pages' previews: nothing in it works
 * before the app does.
 *
 * It fills the screen below the heading whatever it holds, so the footer stays out of view until
 * the rooms arrive with the sections below them: drawn cards or a spinner, nothing visible moves.
 */
export function RoomCardsLoading() {
  return (
    <div className="min-h-[calc(100vh-4rem)]">
      <div id={ROOM_CARDS_PREVIEW_ID} inert className="peer" dangerouslySetInnerHTML={{ __html: '' }} />
      <div className="peer-not-empty:hidden">
        <LoadingScreen />
      </div>
    </div>
  );
}
