import { Link } from 'react-router-dom';
import { paths, type AppTab } from '@/config/paths';
import { TAB_LABELS } from './tabRegistry';

export interface TabBarProps {
  tabs: AppTab[];
  current: AppTab;
  /** Per-tab label override and disabled state (e.g. "Create Listing (4/4)"). */
  overrides?: Partial<Record<AppTab, { label?: string; disabled?: boolean }>>;
}

export function TabBar({ tabs, current, overrides = {} }: TabBarProps) {
  return (
    <nav aria-label="Sections" className="mb-6 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-700">
        {tabs.map((tab) => {
          const label = overrides[tab]?.label ?? TAB_LABELS[tab];
          const active = tab === current;
          const base = 'inline-block min-h-11 border-b-2 px-4 py-3 text-sm font-semibold';
          return (
            <li key={tab}>
              {overrides[tab]?.disabled ? (
                <span aria-disabled="true" className={`${base} cursor-not-allowed border-transparent text-slate-500 dark:text-slate-400`}>
                  {label}
                </span>
              ) : (
                <Link
                  to={paths.tab(tab)}
                  aria-current={active ? 'page' : undefined}
                  className={`${base} ${active ? 'border-orange-700 text-orange-800 dark:border-orange-400 dark:text-orange-300' : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
