import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import type { RoomListing } from '@/data/collections/roomListings';
import { EditListingForm } from './EditListingForm';

/** The listing editor in a dialog; it cannot be dismissed while saving. */
export function EditListingModal({ listing, phoneVerified, onClose }: { listing: RoomListing | null; phoneVerified: boolean; onClose: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal open={listing !== null} title="Edit Listing" size="lg" onClose={onClose} dismissible={!saving}>
      {listing ? <EditListingForm key={listing.id} listing={listing} phoneVerified={phoneVerified} onSaved={onClose} onCancel={onClose} onSavingChange={setSaving} /> : null}
    </Modal>
  );
}
