import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/form/FormActions';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { updateRoomListing } from '@/data';
import { AMENITIES, PREFERRED_TENANTS, ROOM_TYPES, type RoomListing, type RoomListingInput } from '@/data/collections/roomListings';
import { CheckboxGroup, SelectField, TextAreaField, numberInputProps } from '../components/fields';
import { useBusyAction } from '../hooks/useBusyAction';
import { ADMIN_MESSAGES, REQUIRED_FIELDS_MISSING } from '../messages';
import { listingDraftOf, trimmed } from './postDrafts';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface ListingEditFormProps {
  listing: RoomListing;
  onSaved: (listing: RoomListing) => void;
  onCancel: () => void;
}

/** Admin edit of any room listing (updateRoomListing; lastActivity becomes now). */
export function ListingEditForm({ listing, onSaved, onCancel }: ListingEditFormProps) {
  const [draft, setDraft] = useState<RoomListingInput>(() => listingDraftOf(listing));
  const { busy, error, run } = useBusyAction();
  const [missing, setMissing] = useState(false);
  const set = <K extends keyof RoomListingInput>(key: K, value: RoomListingInput[K]) => setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = trimmed(draft);
    const incomplete = !clean.title || !clean.description || !clean.address || !clean.postcode || !Number.isFinite(clean.rent) || !Number.isFinite(clean.deposit);
    setMissing(incomplete);
    if (incomplete) return;
    if (await run(async () => void (await updateRoomListing(listing.id, clean, 'admin')), ADMIN_MESSAGES.postUpdateFailed)) {
      onSaved({ ...listing, ...clean, lastActivity: new Date() });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Edit room listing">
      <TextField label="Title" required maxLength={120} value={draft.title} onChange={(e) => set('title', e.target.value)} />
      <TextAreaField label="Description" required maxLength={5000} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Area" required maxLength={120} value={draft.address} onChange={(e) => set('address', e.target.value)} />
        <TextField label="City" required maxLength={120} value={draft.postcode} onChange={(e) => set('postcode', e.target.value)} />
        <TextField label="Rent (£ per month)" required min={0} {...numberInputProps(draft.rent, (value) => set('rent', value))} />
        <TextField label="Deposit (£)" required min={0} {...numberInputProps(draft.deposit, (value) => set('deposit', value))} />
        <SelectField label="Room type" options={options(ROOM_TYPES)} value={draft.roomType} onChange={(e) => set('roomType', e.target.value as RoomListingInput['roomType'])} />
        <SelectField
          label="Preferred tenants"
          options={options(PREFERRED_TENANTS)}
          value={draft.preferredTenants}
          onChange={(e) => set('preferredTenants', e.target.value as RoomListingInput['preferredTenants'])}
        />
        <TextField label="Available from" type="date" value={draft.availableFrom} onChange={(e) => set('availableFrom', e.target.value)} />
      </div>
      <CheckboxGroup legend="Amenities" options={AMENITIES} value={draft.amenities} onChange={(value) => set('amenities', value)} />
      <FormAlert message={missing ? REQUIRED_FIELDS_MISSING : error} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
