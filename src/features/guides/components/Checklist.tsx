import type { ChecklistItem } from '../content/types';

export interface ChecklistProps {
  items: readonly ChecklistItem[];
  label?: string;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-400" fill="currentColor">
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
    </svg>
  );
}

/** A ticked list: each line a short label with an optional explanation. */
export function Checklist({ items, label }: ChecklistProps) {
  return (
    <ul role="list" aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item.label} className="flex gap-3">
          <CheckIcon />
          <div>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{item.label}</span>
            {item.detail ? <span className="text-slate-700 dark:text-slate-300"> {item.detail}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
