import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { ImagePicker } from '@/components/upload/ImagePicker';
import { UploadProgress } from '@/components/upload/UploadProgress';
import { useImageSelection } from '@/components/upload/useImageSelection';
import { useUploadProgress } from '@/components/upload/useUploadProgress';
import { deleteImagesQuietly, uploadImages } from '@/components/upload/uploadImages';
import { MESSAGES, SUCCESS } from '@/config/messages';
import { paths } from '@/config/paths';
import { createRoomListing } from '@/data';
import { useSession } from '@/features/auth/session/useSession';
import { BotCheck } from './BotCheck';
import { FormSection } from '@/components/form/FormSection';
import { ListingFields } from './ListingFields';
import { OwnerFields } from './OwnerFields';
import { emptyListingValues, firstInvalidField, ownerValuesFrom, toListingInput, validateListing, type ListingFormErrors } from './listingForm';

export interface CreateListingFormProps {
  /** Lets the tab keep the form mounted while its own new listing reaches the limit. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * Create Listing (spec §5): bot check first, then required fields, then images are compressed
 * and uploaded with progress, then the listing is created. On failure everything typed and
 * picked stays; uploads that will not be used are deleted.
 */
export function CreateListingForm({ onSubmittingChange }: CreateListingFormProps) {
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyListingValues);
  const [owner, setOwner] = useState(() => ownerValuesFrom(profile));
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [verified, setVerified] = useState(false);
  const [botError, setBotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const selection = useImageSelection(0, 'new');
  const progress = useUploadProgress();

  const onBotChange = useCallback((next: boolean) => {
    setVerified(next);
    if (next) setBotError(null);
  }, []);

  const busy = (next: boolean) => {
    setSubmitting(next);
    onSubmittingChange?.(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!verified) {
      setBotError(MESSAGES.notARobot);
      toast.error(MESSAGES.notARobot);
      return;
    }
    const found = validateListing(values, owner);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      document.getElementById(`create-${invalid}`)?.focus();
      return;
    }
    if (!user) {
      setFormError(MESSAGES.notReady);
      return;
    }
    busy(true);
    setFormError(null);
    let uploaded: string[] = [];
    try {
      uploaded = await uploadImages(
        user.uid,
        selection.images.map((image) => image.file),
        progress.onUpdate,
      );
      await createRoomListing(toListingInput(values, uploaded), {
        uid: user.uid,
        name: owner.userName.trim(),
        phoneNumber: owner.phoneNumber.trim(),
      });
      toast.success(SUCCESS.listingCreated);
      navigate(paths.tab('my-listings'));
    } catch (error) {
      console.error('Failed to create room listing', error);
      void deleteImagesQuietly(uploaded);
      progress.reset();
      setFormError(MESSAGES.createListingFailed);
      toast.error(MESSAGES.createListingFailed);
      busy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="create-listing-heading" aria-busy={submitting} className="mx-auto max-w-3xl space-y-6">
      <h2 id="create-listing-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        Create Listing
      </h2>
      <FormSection title="Your details">
        <OwnerFields values={owner} errors={errors} onChange={(patch) => setOwner((previous) => ({ ...previous, ...patch }))} />
      </FormSection>
      <FormSection title="Room details">
        <ListingFields idPrefix="create" values={values} errors={errors} onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))} />
      </FormSection>
      <FormSection title="Photos">
        <ImagePicker
          label="Room photos"
          images={selection.images}
          errors={selection.errors}
          onAdd={selection.add}
          onRemove={selection.remove}
          progress={progress.statuses}
          disabled={submitting}
        />
      </FormSection>
      <FormSection title="Verification">
        <BotCheck verified={verified} onChange={onBotChange} error={botError} />
      </FormSection>
      <UploadProgress statuses={progress.statuses} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? 'Creating...' : 'Create Listing'}
      </Button>
    </form>
  );
}
