import { Link } from 'react-router-dom';
import { VERIFY_PANEL_ID } from '@/components/post/ModerationNotice';
import { toast } from '@/components/ui/toast';
import { NOTIFICATION_SETTINGS } from '../messages';
import { paths } from '@/config/paths';
import { useTokenVerification } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { useNotificationSettings } from '../hooks/useNotificationSettings';
import { EmailToggle } from './EmailToggle';

/**
 * The two email settings. On by default; only an address the ID token carries as verified gets
 * email, so for an unverified one they are shown off and disabled, with a link to where the
 * verification email is resent. A seeker's posts are their roommate profile, and the listings
 * setting is named for it.
 */
export function EmailSettings({ uid }: { uid: string }) {
  const { settings, loading, failed, saving, change } = useNotificationSettings(uid);
  const { role } = useSession();
  const verification = useTokenVerification();
  const unverified = verification.ready && !verification.emailVerified;
  const disabled = loading || saving || failed || !verification.ready || unverified;
  const seeker = role === 'I Need Room';

  const save = (next: Parameters<typeof change>[0]) => {
    void change(next).then((ok) => (ok ? toast.success(NOTIFICATION_SETTINGS.saved) : toast.error(NOTIFICATION_SETTINGS.saveFailed)));
  };

  return (
    <section aria-labelledby="email-settings-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="email-settings-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {NOTIFICATION_SETTINGS.emailHeading}
      </h2>
      {failed ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {NOTIFICATION_SETTINGS.loadFailed}
        </p>
      ) : null}
      {unverified ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {NOTIFICATION_SETTINGS.emailUnverified}{' '}
          <Link to={`${paths.tab(seeker ? 'my-profile' : 'my-listings')}#${VERIFY_PANEL_ID}`} className="font-semibold underline underline-offset-2">
            {NOTIFICATION_SETTINGS.emailUnverifiedLink[seeker ? 'I Need Room' : 'I Have Room']}
          </Link>
          .
        </p>
      ) : null}
      <EmailToggle
        label={NOTIFICATION_SETTINGS.emailMessages}
        hint={NOTIFICATION_SETTINGS.emailMessagesHint}
        checked={!unverified && settings.emailMessages}
        disabled={disabled}
        onChange={(emailMessages) => save({ emailMessages })}
      />
      <EmailToggle
        label={seeker ? NOTIFICATION_SETTINGS.emailRoommateProfile : NOTIFICATION_SETTINGS.emailListings}
        hint={seeker ? NOTIFICATION_SETTINGS.emailRoommateProfileHint : NOTIFICATION_SETTINGS.emailListingsHint}
        checked={!unverified && settings.emailListings}
        disabled={disabled}
        onChange={(emailListings) => save({ emailListings })}
      />
    </section>
  );
}
