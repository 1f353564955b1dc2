import { Button } from '@/components/ui/Button';
import { useNavigationTarget } from '@/features/auth';
import { useMyPlace } from '@/features/journey';
import { BrowseRooms } from '@/features/listings';
import { PlaceSearchBox, usePlaceSearch } from '@/features/place';

/**
 * The front door is the place search ("Where do you need to be?"), first under the header on
 * every screen; picking a place turns the rooms below into a distance search.
 * A compact hero, so rooms are the first screen's content: at 1280×800 the first row of room
 * cards shows without scrolling, and on a phone the title and the two actions take one short
 * block above the rooms' search (the illustration and the intro show from `sm` up). After a place
 * search a phone shows the results right under the place box: the title and actions step aside.
 * The search starts from the seeker's saved place ("my place"), its box filled.
 */
export function GuestHome() {
  const goTo = useNavigationTarget();
  const { place: myPlace } = useMyPlace();
  const searching = usePlaceSearch().place !== null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-6">
      <div data-testid="home-hero" className={`flex items-center gap-6 sm:mb-8 ${searching ? 'mb-4' : 'mb-6'}`}>
        <div className="min-w-0 flex-1">
          <PlaceSearchBox start={myPlace} />
          <h1 className={`mt-4 text-xl leading-tight font-extrabold text-slate-900 sm:text-2xl dark:text-white ${searching ? 'max-sm:sr-only' : ''}`}>
            Find your home away from home in the UK
          </h1>
          <p className="mt-2 hidden text-slate-700 sm:block dark:text-slate-300">
            Rooms and flatmates from the Indian community in London, Birmingham, Manchester and beyond. Browse freely; sign in
            to message owners and seekers.
          </p>
          <div className={`mt-3 flex flex-wrap gap-2 sm:mt-4 sm:gap-3 ${searching ? 'max-sm:hidden' : ''}`}>
            <Button onClick={() => goTo('browseListings')}>I need a room</Button>
            <Button variant="secondary" onClick={() => goTo('createPost')}>
              I have a room to let
            </Button>
          </div>
        </div>
        {/* Fixed size and prerendered: it never waits for data, and it stays out of the way of the rooms. */}
        <img
          src="/images/hero-london.svg"
          alt=""
          width={1200}
          height={420}
          fetchPriority="high"
          className="hidden aspect-[20/7] w-2/5 shrink-0 rounded-2xl object-cover sm:block lg:w-[26rem]"
        />
      </div>
      <BrowseRooms heading="Latest rooms" />
    </div>
  );
}
