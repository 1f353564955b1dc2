import { Head } from '@/components/seo/Head';
import '@/styles/screens.css';
import { Button } from '@/components/ui/Button';
import { NOTIFICATION_SETTINGS } from '../messages';
import { paths } from '@/config/paths';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { SETTINGS_SECTIONS } from '../settingsSections';

/** /settings: the signed-in user's settings, one section each (SETTINGS_SECTIONS); guests are asked to sign in. */
export default function SettingsPage() {
  const { status, user, ensureAuthStarted } = useSession();
  const { openDialog } = useAuthDialogs();

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <Head title={NOTIFICATION_SETTINGS.pageTitle} description={NOTIFICATION_SETTINGS.pageDescription} path={paths.settings()} noindex />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{NOTIFICATION_SETTINGS.pageTitle}</h1>
      {status === 'signed-in' && user ? (
        SETTINGS_SECTIONS.map(({ key, Section }) => <Section key={key} uid={user.uid} />)
      ) : status === 'signed-out' ? (
        <div className="space-y-3">
          <p className="text-slate-700 dark:text-slate-300">{NOTIFICATION_SETTINGS.signInPrompt}</p>
          <Button
            onClick={() => {
              ensureAuthStarted();
              openDialog('auth');
            }}
          >
            Sign in
          </Button>
        </div>
      ) : null}
    </div>
  );
}
