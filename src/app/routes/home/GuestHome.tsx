import { BrowseRooms } from '@/features/listings/components/BrowseRooms';

export function GuestHome() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-10 max-w-3xl">
        <h1 className="text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl dark:text-white">
          Find your home away from home in the UK
        </h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
          Rooms and flatmates from the Indian community in London, Birmingham, Manchester and beyond. Browse freely; sign in
          to message owners and seekers.
        </p>
      </div>
      <BrowseRooms heading="Latest rooms" />
    </div>
  );
}
