import { LoadingScreen } from '@/components/status/LoadingScreen';
import { ROOM_CARD_GRID, ROOM_CARD_TEXT_HEIGHT, ROOM_CARDS_PREVIEW_ID } from './roomCards';

/**
 * The rooms' loading state on a location page and in Browse Rooms, beside the place where the
 * HTML's early read (of a location page or of the home page) draws their cards before
 * the app's code has arrived (src/app/firstPaint/earlyPreview.ts). React hydrates that place without looking
 * inside it (an element with inner HTML has no children to hydrate), so drawn cards stay until the
 * rooms arrive and React's own cards, the same markup, replace both in one commit. While it holds
 * cards, CSS hides the loading state; inert, like the post pages' previews: nothing in it works
 * before the app does.
 *
 * Until cards are drawn it is as tall as the `cards` a full page shows: invisible card-sized slots
 * in the same grid, laid in one cell with the spinner. So when a full page's rooms arrive, drawn
 * or React's, nothing below them moves on any screen height; drawn cards are replaced by the
 * same cards. A page with fewer rooms shrinks when they arrive after the first paint.
 */
export function RoomCardsLoading({ cards }: { cards: number }) {
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      <div id={ROOM_CARDS_PREVIEW_ID} inert className="peer" dangerouslySetInnerHTML={{ __html: '' }} />
      <div aria-hidden="true" className={`invisible peer-not-empty:hidden ${ROOM_CARD_GRID}`}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="flex flex-col border">
            <div className="aspect-[4/3]" />
            <div className={ROOM_CARD_TEXT_HEIGHT} />
          </div>
        ))}
      </div>
      <div className="peer-not-empty:hidden">
        <LoadingScreen size="fill" />
      </div>
    </div>
  );
}
