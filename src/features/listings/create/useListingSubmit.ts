import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { deleteImagesQuietly, uploadImages, uploadedFiles } from '@/components/upload/uploadImages';
import type { UploadedPhoto } from '@/data';
import { useUploadProgress, type UploadProgressState } from '@/components/upload/useUploadProgress';
import { MESSAGES } from '@/config/messages';
import { useSession } from '@/session/useSession';
import { firstInvalidField, type ListingFormErrors } from './listingForm';

export interface ListingSubmitOptions {
  /** The form's field id prefix, to focus the first invalid field. */
  idPrefix: 'create' | 'edit';
  /** A check before the fields are validated (Create's bot check); false stops the submit. */
  checkBefore?: () => boolean;
  validate: () => ListingFormErrors;
  /** A check after the fields passed (Edit's photo total); false stops the submit. */
  checkAfter?: () => boolean;
  /** The newly picked photos, uploaded before `save`. */
  newFiles: readonly File[];
  /** Writes the listing with the uploaded photos (and their card renditions); may resolve with a message to show instead of successMessage. */
  save: (uid: string, uploaded: UploadedPhoto[]) => Promise<string | void>;
  successMessage: string;
  failureMessage: (error: unknown) => string;
  /** For the console: what failed. */
  failureLog: string;
  onSaved: () => void;
  /** Create navigates away on success and stays busy meanwhile; Edit becomes editable again. */
  staysBusyOnSuccess?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

export interface ListingSubmit {
  errors: ListingFormErrors;
  formError: string | null;
  submitting: boolean;
  progress: UploadProgressState;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/**
 * The one submit path of Create Listing and Edit Listing: checks, validation (focusing the first
 * invalid field), photo upload with progress, the write, then success or failure. On failure
 * everything typed and picked stays, and photos uploaded for this attempt are deleted.
 */
export function useListingSubmit(options: ListingSubmitOptions): ListingSubmit {
  const { user } = useSession();
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const progress = useUploadProgress();

  const busy = (next: boolean) => {
    setSubmitting(next);
    options.onBusyChange?.(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (options.checkBefore && !options.checkBefore()) return;
    const found = options.validate();
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      document.getElementById(`${options.idPrefix}-${invalid}`)?.focus();
      return;
    }
    if (options.checkAfter && !options.checkAfter()) return;
    if (!user) {
      setFormError(MESSAGES.notReady);
      return;
    }
    busy(true);
    setFormError(null);
    let uploaded: UploadedPhoto[] = [];
    try {
      uploaded = await uploadImages(user.uid, options.newFiles, progress.onUpdate);
      const message = await options.save(user.uid, uploaded);
      toast.success(message ?? options.successMessage);
      if (!options.staysBusyOnSuccess) busy(false);
      options.onSaved();
    } catch (error) {
      console.error(options.failureLog, error);
      void deleteImagesQuietly(uploadedFiles(uploaded));
      progress.reset();
      const message = options.failureMessage(error);
      setFormError(message);
      toast.error(message);
      busy(false);
    }
  };

  return { errors, formError, submitting, progress, onSubmit };
}
