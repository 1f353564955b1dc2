import { Link } from 'react-router-dom';
import { ADMIN_SECTIONS, adminSectionPath, type AdminSection } from '../sections';

/** Sub-tab links; the current one carries aria-current so it is announced. */
export function AdminTabs({ current }: { current: AdminSection }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-700">
        {ADMIN_SECTIONS.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Link
                to={adminSectionPath(section.id)}
                aria-current={active ? 'page' : undefined}
                className={`inline-block min-h-11 border-b-2 px-3 py-3 sm:px-4 text-sm font-semibold ${
                  active
                    ? 'border-orange-700 text-orange-800 dark:border-orange-400 dark:text-orange-300'
                    : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
