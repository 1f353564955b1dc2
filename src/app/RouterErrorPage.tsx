import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's fallback: "Unexpected Application Error!" with the status and text, or the message. */
export function RouterErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <h1 className="mb-4 text-2xl font-bold text-red-800 dark:text-red-300">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-red-50 p-4 font-mono text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{detail}</p>
      <a href="/" className="mt-6 inline-block text-orange-800 underline dark:text-orange-300">
        Reload the home page
      </a>
    </main>
  );
}
