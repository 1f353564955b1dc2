import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** History back, or home when this page was opened directly (no in-app history). */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        const state = window.history.state as { idx?: number } | null;
        if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
        else navigate(paths.home());
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
