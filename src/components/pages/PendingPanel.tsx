/** Placeholder for a screen whose feature has not shipped yet. */
export function PendingPanel({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <h2 className="mb-2 text-xl font-bold text-slate-900 dark:text-white">{title}: coming soon</h2>
      <p>This part of the marketplace is being built and will appear here shortly.</p>
    </div>
  );
}
