import type { BulletGroup } from '../content/types';
import { Card, CardGrid } from './CardGrid';

export interface BulletGroupsProps {
  groups: readonly BulletGroup[];
  columns?: 2 | 3 | 4;
  label?: string;
}

/** Cards with a title, an optional intro and bullet points (role groups, tips...). */
export function BulletGroups({ groups, columns = 2, label }: BulletGroupsProps) {
  return (
    <CardGrid columns={columns} label={label}>
      {groups.map((group) => (
        <Card key={group.title} title={group.title}>
          {group.intro ? <p>{group.intro}</p> : null}
          <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-orange-700 dark:marker:text-orange-300">
            {group.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Card>
      ))}
    </CardGrid>
  );
}
