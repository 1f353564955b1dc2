import { Link } from 'react-router-dom';
import { ScrollingTabs, tabLinkClass } from '@/components/ui/ScrollingTabs';
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
    <div className="mb-6">
      <ScrollingTabs label="Sections" currentKey={current}>
        {tabs.map((tab) => {
          const label = overrides[tab]?.label ?? TAB_LABELS[tab];
          const active = tab === current;
          return (
            <li key={tab} className="shrink-0">
              {overrides[tab]?.disabled ? (
                <span
                  aria-disabled="true"
                  aria-current={active ? 'page' : undefined}
                  className={`${tabLinkClass(false)} cursor-not-allowed text-slate-500 dark:text-slate-400`}
                >
                  {label}
                </span>
              ) : (
                <Link to={paths.tab(tab)} aria-current={active ? 'page' : undefined} className={tabLinkClass(active)}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ScrollingTabs>
    </div>
  );
}
