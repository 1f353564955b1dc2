import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { SUCCESS_BANNER_MS } from '@/config/constants';
import { PROFILE_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import { saveRoommateRequest } from '@/data';
import { forgetMyNeeds } from '@/features/fit';
import {
  FORM_ERRORS,
  FORM_FIELD_ORDER,
  fieldId,
  validateRoommateForm,
  type RoommateFormErrors,
  type RoommateFormValues,
} from '../lib/profileForm';

export interface RoommateProfileForm {
  values: RoommateFormValues;
  errors: RoommateFormErrors;
  setField: <K extends keyof RoommateFormValues>(field: K, value: RoommateFormValues[K]) => void;
  saving: boolean;
  /** Banner above the button: the validation summary or the save failure. */
  alert: string | null;
  /** For a few seconds after a successful save: what happened (saved, or saved and back in review). */
  savedMessage: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

export interface SaveExtras {
  profilePicture: string;
  verificationId: string;
}

/** State, validation and saving of the seeker's profile. Nothing typed is cleared on any error. */
export function useRoommateProfileForm(uid: string, initialValues: RoommateFormValues, extras: SaveExtras): RoommateProfileForm {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<RoommateFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!savedMessage) return;
    const timer = window.setTimeout(() => setSavedMessage(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedMessage]);

  const setField = useCallback(<K extends keyof RoommateFormValues>(field: K, value: RoommateFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSavedMessage(null);
    setSaveError(null);
    const result = validateRoommateForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FORM_FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    saveRoommateRequest(uid, { ...result.fields, ...extras }, result.phone)
      .then((sentToReview) => {
        forgetMyNeeds();
        const message = sentToReview ? POST_MODERATION.sentToReview('profile') : PROFILE_TEXT.profileUpdated;
        setSavedMessage(message);
        toast.success(message);
      })
      .catch((error: unknown) => {
        console.error('Failed to save the roommate profile', error);
        setSaveError(PROFILE_TEXT.updateProfileFailed);
        toast.error(PROFILE_TEXT.updateProfileFailed);
      })
      .finally(() => setSaving(false));
  };

  const hasErrors = Object.keys(errors).length > 0;
  return { values, errors, setField, saving, alert: saveError ?? (hasErrors ? FORM_ERRORS.summary : null), savedMessage, submit };
}
