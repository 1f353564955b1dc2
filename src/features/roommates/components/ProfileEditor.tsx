import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/Button';
import { ModerationNotice } from '@/components/post/ModerationNotice';
import { ReviewOnSaveNotice } from '@/components/post/ReviewOnSaveNotice';
import { paths } from '@/config/paths';
import { useSession } from '@/session/useSession';
import { useTokenVerification } from '@/features/auth';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { useRoommateProfileForm } from '../hooks/useRoommateProfileForm';
import type { RoommateFormValues } from '../lib/profileForm';
import { HouseholdSection } from './HouseholdSection';
import { PersonalSection } from './PersonalSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfilePictureField } from './ProfilePictureField';
import { StatusToggle } from './StatusToggle';

export interface ProfileEditorProps {
  uid: string;
  /** The saved request, live; null until the first save. */
  request: RoommateRequest | null;
  initialValues: RoommateFormValues;
  initialPicture: string;
}

/** My Profile for seekers: status, picture and the two form sections with "Save Changes". */
export function ProfileEditor({ uid, request, initialValues, initialPicture }: ProfileEditorProps) {
  const { profile, updateProfile } = useSession();
  const verification = useTokenVerification();
  const [picture, setPicture] = useState(initialPicture);
  const form = useRoommateProfileForm(uid, initialValues, { profilePicture: picture, verificationId: request?.verificationId ?? '' });
  // A hidden profile stays as the moderators saw it (the rules refuse the owner's writes).
  const locked = request?.moderation === 'hidden';

  const onPictureUploaded = (url: string) => {
    setPicture(url);
    updateProfile({ profilePicture: url });
  };

  return (
    <section aria-labelledby="my-profile-heading" className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="my-profile-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            My Profile
          </h2>
          {request ? (
            <Link
              to={paths.roommate(request.requirements, request.id)}
              className="text-sm font-semibold text-orange-800 underline hover:text-orange-900 dark:text-orange-300 dark:hover:text-orange-200"
            >
              View your public profile
            </Link>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">Fill in your details so flat owners can find you.</p>
          )}
        </div>
        {request && !request.moderation ? <StatusToggle uid={uid} status={request.status} /> : null}
      </div>
      {request?.moderation ? <ModerationNotice moderation={request.moderation} rejectionReason={request.rejectionReason} phoneVerified={verification.phoneVerified} /> : null}
      <form onSubmit={form.submit} noValidate className="space-y-6">
        <PersonalSection
          form={form}
          picture={
            <ProfilePictureField
              uid={uid}
              name={form.values.userName}
              picture={picture}
              request={request}
              fallbackPhone={form.values.phone.trim() || profile?.phoneNumber || ''}
              onUploaded={onPictureUploaded}
            />
          }
        />
        <PreferencesSection form={form} />
        <HouseholdSection values={form.values.household} onChange={(household) => form.setField('household', household)} />
        {request ? <ReviewOnSaveNotice post="profile" moderation={request.moderation} phoneVerified={verification.phoneVerified} /> : null}
        <FormAlert message={form.alert} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={form.saving || locked} className="w-full sm:w-auto">
            {form.saving ? 'Saving...' : 'Save Changes'}
          </Button>
          {form.savedMessage ? (
            <p role="status" className="font-semibold text-green-800 dark:text-green-300">
              {form.savedMessage}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
