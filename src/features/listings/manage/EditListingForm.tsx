import { useMemo, useState } from 'react';
import { FormActions } from '@/components/form/FormActions';
import { FormAlert } from '@/components/form/FormAlert';
import { ExistingImagesEditor } from '@/components/upload/ExistingImagesEditor';
import { existingImages, finalImages, keptImages, markRemoved, removedImages, restoreImage, totalImagesError } from '@/components/upload/existingImages';
import { ImagePicker } from '@/components/upload/ImagePicker';
import { UploadProgress } from '@/components/upload/UploadProgress';
import { useImageSelection } from '@/components/upload/useImageSelection';
import { deleteImagesQuietly } from '@/components/upload/uploadImages';
import { ReviewOnSaveNotice } from '@/components/post/ReviewOnSaveNotice';
import { SUCCESS } from '@/config/messages';
import { LISTING_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import { updateRoomListing } from '@/data';
import { listingPhotos, photoFilesOf } from '@/lib/cardPhotos';
import type { RoomListing } from '@/data/collections/roomListings';
import { FormSection } from '@/components/form/FormSection';
import { ListingFields } from '../create/ListingFields';
import { listingValuesFrom, toListingInput, validateListing } from '../create/listingForm';
import { placeFailureOr, resolveListingPlace } from '../create/listingPlace';
import { useListingSubmit } from '../create/useListingSubmit';
import { formLawFindings, lawAllowsPublishing } from '../law/formLaw';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import { blocksPublishing, needsReview } from '@/lib/lettingLaw/check';

export interface EditListingFormProps {
  listing: RoomListing;
  /** The owner's token has a verified phone (otherwise an edit of a live listing goes back to review). */
  phoneVerified: boolean;
  onSaved: () => void;
  onCancel: () => void;
  onSavingChange: (saving: boolean) => void;
}

function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Edits every field of a listing; existing photos can be marked for removal (and restored),
 * new ones added, at most 10 in total. Saving uploads the new photos, updates the listing
 * (the repository sets lastActivity) and then deletes the removed files from Storage.
 */
export function EditListingForm({ listing, phoneVerified, onSaved, onCancel, onSavingChange }: EditListingFormProps) {
  const [values, setValues] = useState(() => listingValuesFrom(listing));
  const [existing, setExisting] = useState(() => existingImages(listing.images));
  const [imageError, setImageError] = useState<string | null>(null);
  const selection = useImageSelection(keptImages(existing).length, 'total');
  const lawFindings = useMemo(() => formLawFindings(values), [values]);
  // After a submit, and while a hard letting-law finding remains, the form says why it stopped.
  const [lawChecked, setLawChecked] = useState(false);

  const onRestore = (url: string) => {
    const result = restoreImage(existing, url, selection.images.length);
    setExisting(result.state);
    setImageError(result.error);
  };

  const {
    errors,
    formError,
    submitting: saving,
    progress,
    onSubmit,
  } = useListingSubmit({
    idPrefix: 'edit',
    validate: () => validateListing(values),
    checkAfter: () => {
      const tooMany = totalImagesError(existing, selection.images.length);
      setImageError(tooMany);
      setLawChecked(true);
      return !tooMany && lawAllowsPublishing('edit', lawFindings);
    },
    newFiles: selection.images.map((image) => image.file),
    save: async (_uid, uploaded) => {
      const { place, notice } = await resolveListingPlace(values.outcode, listing);
      const reviewFirst = needsReview(formLawFindings(values, place.nation));
      const sentToReview = await updateRoomListing(listing.id, toListingInput(values, listingPhotos(finalImages(existing, uploaded.map(({ url }) => url)), uploaded, listing), place), 'owner', reviewFirst);
      await deleteImagesQuietly(photoFilesOf(listing, removedImages(existing)));
      return sentToReview ? POST_MODERATION.sentToReview('listing') : (notice ?? undefined);
    },
    successMessage: SUCCESS.postUpdated,
    failureMessage: (error) => placeFailureOr(error, LISTING_TEXT.saveChangesFailed(errorDetail(error))),
    failureLog: 'Failed to save listing changes',
    onSaved,
    onBusyChange: onSavingChange,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={saving} className="space-y-5">
      <ListingFields idPrefix="edit" values={values} errors={errors} lawFindings={lawFindings} onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))} />
      <FormSection title="Photos">
        <ExistingImagesEditor
          state={existing}
          disabled={saving}
          onRemove={(url) => {
            setExisting((previous) => markRemoved(previous, url));
            setImageError(null);
          }}
          onRestore={onRestore}
        />
        <ImagePicker
          label="Add photos"
          images={selection.images}
          errors={[...selection.errors, ...(imageError ? [imageError] : [])]}
          onAdd={(files) => {
            setImageError(null);
            selection.add(files);
          }}
          onRemove={selection.remove}
          otherCount={keptImages(existing).length}
          progress={progress.statuses}
          disabled={saving}
        />
      </FormSection>
      <UploadProgress statuses={progress.statuses} />
      <ReviewOnSaveNotice post="listing" moderation={listing.moderation} phoneVerified={phoneVerified} />
      <FormAlert message={lawChecked && blocksPublishing(lawFindings) ? LETTING_LAW.blocked : formError} />
      <FormActions busy={saving} onCancel={onCancel} />
    </form>
  );
}
