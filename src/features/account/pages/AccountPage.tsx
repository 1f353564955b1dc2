import { Link } from 'react-router-dom';
import '@/styles/screens.css';
import { Head } from '@/components/seo/Head';
import { PRIVACY_PATH } from '@/features/privacy';
import { useSession } from '@/session/useSession';
import { ACCOUNT_PATH } from '../accountPath';
import { DeleteMyAccount } from '../delete/DeleteMyAccount';
import { DownloadMyData } from '../download/DownloadMyData';
import { ACCOUNT_TEXT } from '../messages';

/** /account: the user's data rights (download, delete), reached from the account menu. */
export default function AccountPage() {
  const { user, status } = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Head title={ACCOUNT_TEXT.title} description={ACCOUNT_TEXT.downloadIntro} path={ACCOUNT_PATH} noindex />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{ACCOUNT_TEXT.title}</h1>
      {user ? (
        <>
          <DownloadMyData uid={user.uid} />
          <DeleteMyAccount user={user} />
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          {status === 'loading' ? 'Loading...' : ACCOUNT_TEXT.signInFirst}
        </p>
      )}
      <p>
        <Link to={PRIVACY_PATH} className="font-semibold text-orange-800 underline dark:text-orange-300">
          {ACCOUNT_TEXT.privacyLink}
        </Link>
      </p>
    </div>
  );
}
