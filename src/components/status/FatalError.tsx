export function FatalError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto my-16 max-w-xl rounded-xl border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      <p className="font-semibold">Error: {message}</p>
    </div>
  );
}
