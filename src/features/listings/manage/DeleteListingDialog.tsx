import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/components/ui/toast';
import { deleteImagesQuietly } from '@/components/upload/uploadImages';
import { MESSAGES, SUCCESS } from '@/config/messages';
import { deleteRoomListing } from '@/data';
import { listingPhotoFiles } from '@/lib/cardPhotos';
import type { RoomListing } from '@/data/collections/roomListings';

/** Confirmation before deleting a listing; its photos are deleted from Storage too. */
export function DeleteListingDialog({ listing, onClose }: { listing: RoomListing | null; onClose: () => void }) {
  const [deleting, setDeleting] = useState(false);

  const onConfirm = async () => {
    if (!listing) return;
    setDeleting(true);
    try {
      await deleteRoomListing(listing);
      // The listing is gone; its files are deleted afterwards so a failed delete never leaves a listing without photos.
      await deleteImagesQuietly(listingPhotoFiles(listing));
      toast.success(SUCCESS.postDeleted);
      onClose();
    } catch (error) {
      console.error('Failed to delete post', error);
      toast.error(MESSAGES.deletePostFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal open={listing !== null} title="Delete this listing?" size="sm" onClose={onClose} dismissible={!deleting}>
      <p className="mb-6 text-slate-800 dark:text-slate-200">
        “{listing?.title}” and its photos will be permanently deleted. This cannot be undone.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void onConfirm()} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
