import { useId, useState } from 'react';
import { ACTIVITY } from '../messages';
import { setActivityShown } from '@/data';
import { useSession } from '@/session/useSession';
import { recordToday, stopRecording } from '../lib/activeDay';

/**
 * "Show when I was last active" (on unless turned off). Off removes the public day at once and
 * stops writing it; on writes today's day again. Self-contained: any settings page can hold it.
 */
export function ActivitySetting() {
  const { user, profile, updateProfile } = useSession();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  if (!user || !profile) return null;
  const shown = !profile.hideActivity;

  const toggle = async (show: boolean) => {
    setSaving(true);
    setFailed(false);
    try {
      if (!show) await stopRecording(user.uid);
      await setActivityShown(user.uid, show);
      updateProfile({ hideActivity: !show });
      // The app's own recorder starts too (the choice changed): both share this one write.
      if (show) await recordToday(user.uid);
    } catch (cause) {
      console.error('Could not save "Show when I was last active"', cause);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-1">
      <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-slate-900 dark:text-white">
        <input
          type="checkbox"
          checked={shown}
          disabled={saving}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
          className="h-5 w-5 accent-orange-700"
        />
        {ACTIVITY.showLastActive}
      </label>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {ACTIVITY.showLastActiveHint}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {ACTIVITY.showLastActiveFailed}
        </p>
      ) : null}
    </div>
  );
}
