/** An HTTP-style failure (e.g. a thrown Response): shown as its status and text. */
function statusOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('statusText' in error)) return null;
  return `${String(error.status)} ${String(error.statusText)}`;
}

/** A page that failed: "Unexpected Application Error!" with the status and text, or the message. */
export function RouterErrorPage({ error }: { error: unknown }) {
  const detail = statusOf(error) ?? (error instanceof Error ? error.message : String(error));
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <h1 className="mb-4 text-2xl font-bold text-red-800 dark:text-red-300">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-red-50 p-4 font-mono text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{detail}</p>
      <a href="/" className="mt-6 inline-block text-orange-800 underline dark:text-orange-300">
        Reload the home page
      </a>
    </div>
  );
}
