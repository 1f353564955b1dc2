import { RadioChoices } from '@/components/form/RadioChoices';
import { TextField, moneyInput } from '@/components/form/TextField';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import { LET_KINDS, type LawFinding, type LetKind } from '@/lib/lettingLaw/types';
import { FIELD_LABELS, type ListingFormErrors, type ListingFormValues } from '../create/listingForm';
import { LawNotes, lawControlProps } from './LawNotes';

export interface LetFieldsProps {
  id: (name: string) => string;
  values: ListingFormValues;
  errors: ListingFormErrors;
  findings: readonly LawFinding[];
  onChange: (patch: Partial<ListingFormValues>) => void;
}

const LET_KIND_OPTIONS = LET_KINDS.map((kind) => ({ value: kind, label: LETTING_LAW.letKindLabel[kind] }));

/** The kind of let and the optional up-front amounts, each with its letting-law checks beside it. */
export function LetFields({ id, values, errors, findings, onChange }: LetFieldsProps) {
  const moneyField = (name: 'holdingDeposit' | 'rentInAdvance', hint: string) => (
    <div>
      <TextField
        id={id(name)}
        label={FIELD_LABELS[name]}
        hint={hint}
        {...moneyInput}
        value={values[name]}
        error={errors[name]}
        {...lawControlProps(name, { control: id(name), notes: id(`${name}-law`) }, findings, { hint, error: errors[name] })}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
      <LawNotes id={id(`${name}-law`)} findings={findings} fields={[name]} />
    </div>
  );
  return (
    <>
      <RadioChoices
        id={id('letKind')}
        legend={FIELD_LABELS.letKind}
        options={LET_KIND_OPTIONS}
        value={values.letKind}
        hint={LETTING_LAW.letKindHint}
        onChange={(letKind: LetKind) => onChange({ letKind })}
        className="sm:col-span-2"
      />
      {moneyField('holdingDeposit', LETTING_LAW.holdingDepositHint)}
      {moneyField('rentInAdvance', LETTING_LAW.rentInAdvanceHint)}
    </>
  );
}
