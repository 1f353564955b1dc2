import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/form/FormActions';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { AGE_MAX, AGE_MIN } from '@/config/constants';
import { updateRoommateRequestAsAdmin } from '@/data';
import { FURNISHED_OPTIONS, GENDERS, PREFERRED_ROOMMATES, STAY_OPTIONS, type RoommateRequest } from '@/data/collections/roommateRequests';
import { HouseholdSection, householdValuesFrom, needsOf, type HouseholdFormValues } from '@/features/roommates';
import { CheckboxGroup, SelectField, TextAreaField, numberInputProps } from '../components/fields';
import { useBusyAction } from '../hooks/useBusyAction';
import { ADMIN_MESSAGES, REQUIRED_FIELDS_MISSING } from '../messages';
import { requestDraftOf, trimmed, type RequestDraft } from './postDrafts';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface RequestEditFormProps {
  request: RoommateRequest;
  onSaved: (request: RoommateRequest) => void;
  onCancel: () => void;
}

/** Admin edit of any roommate request, household answers included (updateRoommateRequestAsAdmin; lastActivity becomes now). */
export function RequestEditForm({ request, onSaved, onCancel }: RequestEditFormProps) {
  const [draft, setDraft] = useState<RequestDraft>(() => requestDraftOf(request));
  const [household, setHousehold] = useState<HouseholdFormValues>(() => householdValuesFrom(request.self, request.needs));
  const { busy, error, run } = useBusyAction();
  const [missing, setMissing] = useState(false);
  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = trimmed(draft);
    const incomplete =
      !clean.userName || !clean.requirements || !clean.aboutMe || !clean.preferredLocations || !Number.isInteger(clean.age) || !Number.isFinite(clean.budget);
    setMissing(incomplete);
    if (incomplete) return;
    const changes = { ...clean, self: { ...household.self }, needs: needsOf(household) };
    if (await run(() => updateRoommateRequestAsAdmin(request.userId, changes), ADMIN_MESSAGES.postUpdateFailed)) {
      onSaved({ ...request, ...changes, lastActivity: new Date() });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Edit roommate request">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" required maxLength={100} value={draft.userName} onChange={(e) => set('userName', e.target.value)} />
        <TextField label="Age" required min={AGE_MIN} max={AGE_MAX} step={1} {...numberInputProps(draft.age, (value) => set('age', value))} />
        <SelectField label="Gender" options={options(GENDERS)} value={draft.gender} onChange={(e) => set('gender', e.target.value as RequestDraft['gender'])} />
        <TextField label="Budget (£ per month)" required min={0} {...numberInputProps(draft.budget, (value) => set('budget', value))} />
        <TextField label="Preferred locations" required maxLength={500} value={draft.preferredLocations} onChange={(e) => set('preferredLocations', e.target.value)} />
        <TextField label="Move-in date" type="date" value={draft.moveInDate} onChange={(e) => set('moveInDate', e.target.value)} />
        <TextField label="Profession" maxLength={120} value={draft.profession} onChange={(e) => set('profession', e.target.value)} />
        <TextField label="Organization" maxLength={120} value={draft.organization} onChange={(e) => set('organization', e.target.value)} />
        <SelectField label="Room preference" options={options(FURNISHED_OPTIONS)} value={draft.furnished} onChange={(e) => set('furnished', e.target.value as RequestDraft['furnished'])} />
        <SelectField label="Stay duration" options={options(STAY_OPTIONS)} value={draft.preferredStay} onChange={(e) => set('preferredStay', e.target.value as RequestDraft['preferredStay'])} />
      </div>
      <TextAreaField label="Requirements" required maxLength={5000} value={draft.requirements} onChange={(e) => set('requirements', e.target.value)} />
      <TextAreaField label="About me" required maxLength={5000} value={draft.aboutMe} onChange={(e) => set('aboutMe', e.target.value)} />
      <CheckboxGroup legend="Preferred roommates" options={PREFERRED_ROOMMATES} value={draft.preferredRoommates} onChange={(value) => set('preferredRoommates', value)} />
      <HouseholdSection values={household} onChange={setHousehold} />
      <FormAlert message={missing ? REQUIRED_FIELDS_MISSING : error} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
