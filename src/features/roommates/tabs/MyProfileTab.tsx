import { LoadingScreen } from '@/components/status/LoadingScreen';
import { LoadError } from '@/components/status/Notices';
import { MESSAGES } from '@/config/messages';
import { useSession } from '@/session/useSession';
import { VerificationPanel } from '@/features/auth';
import { ProfileEditor } from '../components/ProfileEditor';
import { useInitialFormValues } from '../hooks/useInitialFormValues';
import { useMyRoommateRequest } from '../hooks/useMyRoommateRequest';

function ProfileLoader({ uid }: { uid: string }) {
  const { profile } = useSession();
  const mine = useMyRoommateRequest(uid);
  const request = mine.status === 'ready' ? mine.request : null;
  const initialValues = useInitialFormValues(uid, mine.status === 'ready', request, profile);

  if (mine.status === 'error') {
    return (
      <div className="mx-auto max-w-xl">
        <LoadError onRetry={mine.retry}>{MESSAGES.unexpected}</LoadError>
      </div>
    );
  }
  if (!initialValues) return <LoadingScreen />;
  return (
    <ProfileEditor
      uid={uid}
      request={request}
      initialValues={initialValues}
      initialPicture={request?.profilePicture || profile?.profilePicture || ''}
    />
  );
}

/** My Profile (seekers): create or edit the one roommate request of this account. */
export default function MyProfileTab() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-5">
      <div className="mx-auto max-w-3xl">
        <VerificationPanel />
      </div>
      <ProfileLoader key={user.uid} uid={user.uid} />
    </div>
  );
}
