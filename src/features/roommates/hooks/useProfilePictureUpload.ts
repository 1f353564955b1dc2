import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { PROFILE_PICTURE_MAX_SIDE } from '@/config/constants';
import { PROFILE_TEXT } from '../messages';
import { getRoommateRequestContact, replaceProfilePicture, saveProfilePicture, saveRoommateRequest } from '@/data';
import { useSession } from '@/session/useSession';
import { isImageFile } from '@/lib/images';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { shrinkToJpeg } from '../lib/pictureResize';
import { requestInputOf } from '../lib/profileForm';

export const PICTURE_MESSAGES = {
  notAnImage: 'Please choose an image file (for example JPG, PNG or GIF).',
} as const;

export type PictureUpload =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'done'; message: string }
  | { phase: 'error'; message: string };

/**
 * Stores the new picture's URL on the private profile and, once the seeker has a request, on
 * the request too: the old file is gone by now, so its URL no longer works.
 */
async function storePictureUrl(uid: string, url: string, request: RoommateRequest | null, fallbackPhone: string): Promise<void> {
  await saveProfilePicture(uid, url);
  if (!request) return;
  const contact = await getRoommateRequestContact(uid);
  await saveRoommateRequest(uid, { ...requestInputOf(request), profilePicture: url }, contact?.phoneNumber || fallbackPhone);
}

/** Picks, shrinks (≤ 500 px, JPEG), uploads and records a profile picture, with the spec's messages. */
export function useProfilePictureUpload(options: {
  uid: string;
  request: RoommateRequest | null;
  fallbackPhone: string;
  onUploaded: (url: string) => void;
}) {
  const [state, setState] = useState<PictureUpload>({ phase: 'idle' });
  const { profile } = useSession();
  const previousUrl = options.request?.profilePicture || profile?.profilePicture || '';

  const upload = async (file: File) => {
    if (!isImageFile(file)) {
      setState({ phase: 'error', message: PICTURE_MESSAGES.notAnImage });
      return;
    }
    setState({ phase: 'uploading', progress: 0 });
    try {
      const jpeg = await shrinkToJpeg(file, PROFILE_PICTURE_MAX_SIDE);
      const url = await replaceProfilePicture(options.uid, jpeg, (progress) => setState({ phase: 'uploading', progress }), previousUrl);
      await storePictureUrl(options.uid, url, options.request, options.fallbackPhone);
      options.onUploaded(url);
      setState({ phase: 'done', message: PROFILE_TEXT.pictureUploaded });
      toast.success(PROFILE_TEXT.pictureUploaded);
    } catch (error) {
      console.error('Failed to upload the profile picture', error);
      setState({ phase: 'error', message: PROFILE_TEXT.uploadPictureFailed });
      toast.error(PROFILE_TEXT.uploadPictureFailed);
    }
  };

  return { state, upload };
}
