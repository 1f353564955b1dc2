const HEIGHT = {
  section: 'min-h-[40vh]',
  // A whole page still loading fills the screen below the header, so the footer does not show
  // above content that is about to arrive (and then jump away: a layout shift).
  page: 'min-h-[calc(100vh-4rem)]',
  // The box it is drawn in is sized by its caller.
  fill: 'h-full',
} as const;

export function LoadingScreen({ label = 'Loading...', size = 'section' }: { label?: string; size?: keyof typeof HEIGHT }) {
  return (
    <div role="status" className={`flex ${HEIGHT[size]} flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-orange-200 border-t-orange-700 dark:border-slate-700 dark:border-t-orange-400" />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}

/** The loading state of a whole page (route fallbacks, a post page waiting for its post). */
export function PageLoading() {
  return <LoadingScreen size="page" />;
}
