import { NOTIFICATION_SETTINGS } from '../messages';
import { ActivitySetting } from '@/features/activity';

/** The settings page's card for "Show when I was last active". */
export function ActivitySection() {
  return (
    <section aria-labelledby="activity-settings-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="activity-settings-heading" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
        {NOTIFICATION_SETTINGS.activityHeading}
      </h2>
      <ActivitySetting />
    </section>
  );
}
