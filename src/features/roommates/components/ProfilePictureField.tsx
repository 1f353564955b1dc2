import { useId } from 'react';
import { PROFILE_PICTURE_MAX_SIDE } from '@/config/constants';
import { PROFILE_TEXT } from '../messages';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { useProfilePictureUpload } from '../hooks/useProfilePictureUpload';
import { RoommateAvatar } from './RoommateAvatar';

export interface ProfilePictureFieldProps {
  uid: string;
  name: string;
  picture: string;
  request: RoommateRequest | null;
  fallbackPhone: string;
  onUploaded: (url: string) => void;
}

/** Current picture (or initials) and an image picker that uploads straight away. */
export function ProfilePictureField({ uid, name, picture, request, fallbackPhone, onUploaded }: ProfilePictureFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { state, upload } = useProfilePictureUpload({ uid, request, fallbackPhone, onUploaded });
  const uploading = state.phase === 'uploading';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <RoommateAvatar name={name} picture={picture} size="lg" alt={picture ? 'Your current profile picture' : ''} priority />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Profile picture
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={uploading}
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 disabled:opacity-60 dark:text-slate-300 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          Image files only; large pictures are shrunk to {PROFILE_PICTURE_MAX_SIDE} px.
          {request ? '' : ' It is added to your profile when you save it.'}
        </p>
        <div role="status" className="text-sm">
          {uploading ? (
            <span className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
              {PROFILE_TEXT.uploadingPicture}
              <progress value={state.progress} max={1} aria-label="Upload progress" className="h-2 w-24 accent-orange-700" />
            </span>
          ) : state.phase === 'done' ? (
            <span className="text-green-800 dark:text-green-300">{state.message}</span>
          ) : null}
        </div>
        {state.phase === 'error' ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
