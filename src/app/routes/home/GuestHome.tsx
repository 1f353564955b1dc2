import { Button } from '@/components/ui/Button';
import { useNavigationTarget } from '@/features/auth';
import { BrowseRooms } from '@/features/listings';

export function GuestHome() {
  const goTo = useNavigationTarget();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      {/* A fixed-size, prerendered hero: it is the page's largest paint, so it must not wait for data. */}
      <img
        src="/images/hero-london.svg"
        alt=""
        width={1200}
        height={420}
        fetchPriority="high"
        className="mb-6 aspect-[16/9] w-full rounded-2xl object-cover sm:aspect-[20/7]"
      />
      <div className="mb-10 max-w-3xl">
        <h1 className="text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl dark:text-white">
          Find your home away from home in the UK
        </h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
          Rooms and flatmates from the Indian community in London, Birmingham, Manchester and beyond. Browse freely; sign in
          to message owners and seekers.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={() => goTo('browseListings')}>I need a room</Button>
          <Button variant="secondary" onClick={() => goTo('createPost')}>
            I have a room to let
          </Button>
        </div>
      </div>
      <BrowseRooms heading="Latest rooms" />
    </div>
  );
}
