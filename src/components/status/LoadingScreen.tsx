export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-orange-200 border-t-orange-700 dark:border-slate-700 dark:border-t-orange-400" />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
