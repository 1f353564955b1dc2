import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { ImagePicker } from '@/components/upload/ImagePicker';
import { UploadProgress } from '@/components/upload/UploadProgress';
import { useImageSelection } from '@/components/upload/useImageSelection';
import { LISTING_TEXT } from '../messages';
import { paths } from '@/config/paths';
import { createRoomListing } from '@/data';
import { useSession } from '@/session/useSession';
import { useTokenVerification } from '@/features/auth';
import { WillWaitNotice } from './WillWaitNotice';
import { BotCheck } from './BotCheck';
import { FormSection } from '@/components/form/FormSection';
import { ListingFields } from './ListingFields';
import { OwnerFields } from './OwnerFields';
import { emptyListingValues, ownerValuesFrom, toListingInput, validateListing } from './listingForm';
import { placeFailureOr, resolveListingPlace } from './listingPlace';
import { useListingSubmit } from './useListingSubmit';
import { listingPhotos } from '@/lib/cardPhotos';
import { formLawFindings, lawAllowsPublishing } from '../law/formLaw';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import { blocksPublishing, needsReview } from '@/lib/lettingLaw/check';

export interface CreateListingFormProps {
  /** Lets the tab keep the form mounted while its own new listing reaches the limit. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * Create Listing: bot check first, then required fields, then images are compressed
 * and uploaded with progress, then the listing is created. On failure everything typed and
 * picked stays; uploads that will not be used are deleted.
 */
export function CreateListingForm({ onSubmittingChange }: CreateListingFormProps) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyListingValues);
  const [owner, setOwner] = useState(() => ownerValuesFrom(profile));
  const [verified, setVerified] = useState(false);
  const [botError, setBotError] = useState<string | null>(null);
  const selection = useImageSelection(0, 'new');
  // The rules make a post from an account without a verified phone wait for review: say so up front.
  const verification = useTokenVerification();
  const willWait = verification.ready && !verification.phoneVerified;
  const lawFindings = useMemo(() => formLawFindings(values), [values]);
  // After a submit, and while a hard letting-law finding remains, the form says why it stopped.
  const [lawChecked, setLawChecked] = useState(false);

  const onBotChange = useCallback((next: boolean) => {
    setVerified(next);
    if (next) setBotError(null);
  }, []);

  const { errors, formError, submitting, progress, onSubmit } = useListingSubmit({
    idPrefix: 'create',
    checkBefore: () => {
      if (verified) return true;
      setBotError(LISTING_TEXT.notARobot);
      toast.error(LISTING_TEXT.notARobot);
      return false;
    },
    validate: () => validateListing(values, owner),
    checkAfter: () => {
      setLawChecked(true);
      return lawAllowsPublishing('create', lawFindings);
    },
    newFiles: selection.images.map((image) => image.file),
    save: async (uid, uploaded) => {
      const { place, notice } = await resolveListingPlace(values.outcode);
      // Wording the law flags sends the post to review (the rules insist), in the nation found.
      const reviewFirst = needsReview(formLawFindings(values, place.nation));
      await createRoomListing(toListingInput(values, listingPhotos(uploaded.map(({ url }) => url), uploaded), place), { uid, name: owner.userName.trim(), phoneNumber: owner.phoneNumber.trim() }, { reviewFirst });
      if (!reviewFirst || willWait) return notice ?? undefined;
      if (notice) toast.info(notice);
      return LISTING_TEXT.listingCreatedPending;
    },
    successMessage: willWait ? LISTING_TEXT.listingCreatedPending : LISTING_TEXT.listingCreated,
    failureMessage: (error) => placeFailureOr(error, LISTING_TEXT.createListingFailed),
    failureLog: 'Failed to create room listing',
    onSaved: () => navigate(paths.tab('my-listings')),
    staysBusyOnSuccess: true,
    onBusyChange: onSubmittingChange,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="create-listing-heading" aria-busy={submitting} className="mx-auto max-w-3xl space-y-6">
      <h2 id="create-listing-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        Create Listing
      </h2>
      {willWait ? <WillWaitNotice /> : null}
      <FormSection title="Your details">
        <OwnerFields values={owner} errors={errors} onChange={(patch) => setOwner((previous) => ({ ...previous, ...patch }))} />
      </FormSection>
      <FormSection title="Room details">
        <ListingFields idPrefix="create" values={values} errors={errors} lawFindings={lawFindings} onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))} />
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
      <FormAlert message={lawChecked && blocksPublishing(lawFindings) ? LETTING_LAW.blocked : formError} />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? 'Creating...' : 'Create Listing'}
      </Button>
    </form>
  );
}
