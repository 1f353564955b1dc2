import { Link } from 'react-router-dom';
import { ScrollingTabs, tabLinkClass } from '@/components/ui/ScrollingTabs';
import { ADMIN_SECTIONS, adminSectionPath, type AdminSection } from '../sections';

/** Sub-tab links in one row (scrolling sideways on a phone); the current one carries aria-current. */
export function AdminTabs({ current }: { current: AdminSection }) {
  return (
    <ScrollingTabs label="Admin sections" currentKey={current}>
      {ADMIN_SECTIONS.map((section) => {
        const active = section.id === current;
        return (
          <li key={section.id} className="shrink-0">
            <Link to={adminSectionPath(section.id)} aria-current={active ? 'page' : undefined} className={tabLinkClass(active)}>
              {section.label}
            </Link>
          </li>
        );
      })}
    </ScrollingTabs>
  );
}
