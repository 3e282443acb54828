import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CARE_PROFILE_LIMITS } from '../../../../shared/rules/care-limits';
import { careMessages } from '../../../../shared/rules/care-profile';
import { Button } from '../../../components/ui/button';
import { useRuleWords } from '../../../lib/rule-words';
import { contactLabels, medicationLabels, rowName } from '../care-profile-labels';
import type { CareProfileFormValues } from '../care-profile-save';
import { TextAreaField, TextField } from './profile-fields';

// The profile's lists: a row per medication and per contact, added and removed by the person.
// Each row is a fieldset named by its number, and its Remove button by what the row holds
// ('Remove Metformin'), so a screen reader user knows which row goes. After a removal focus
// goes to the list's Add button, which is always there.

const emptyMedication = { name: '', dose: '', schedule: '', prescriber: '', pharmacy: '' };
const emptyContact = { role: '', name: '', phone: '', address: '' };

export function MedicationRows() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<CareProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'profile.medications' });
  return (
    <RowList
      kind="medication"
      count={fields.length}
      limit={CARE_PROFILE_LIMITS.medications}
      limitMessage={careMessages.tooManyMedications}
      emptyText={t`No medications listed yet.`}
      onAdd={() => append(emptyMedication)}
    >
      {fields.map((field, index) => (
        <li key={field.id}>
          <Row kind="medication" index={index} onRemove={() => remove(index)}>
            <TextField
              name={`profile.medications.${index}.name`}
              label={i18n._(medicationLabels.name)}
              className="sm:col-span-2"
            />
            <TextField
              name={`profile.medications.${index}.dose`}
              label={i18n._(medicationLabels.dose)}
            />
            <TextField
              name={`profile.medications.${index}.schedule`}
              label={i18n._(medicationLabels.schedule)}
              description={t`For example ‘8 am and 8 pm, with food’.`}
            />
            <TextField
              name={`profile.medications.${index}.prescriber`}
              label={i18n._(medicationLabels.prescriber)}
            />
            <TextField
              name={`profile.medications.${index}.pharmacy`}
              label={i18n._(medicationLabels.pharmacy)}
            />
          </Row>
        </li>
      ))}
    </RowList>
  );
}

export function ContactRows() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<CareProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'profile.contacts' });
  return (
    <RowList
      kind="contact"
      count={fields.length}
      limit={CARE_PROFILE_LIMITS.contacts}
      limitMessage={careMessages.tooManyContacts}
      emptyText={t`No doctors or contacts listed yet.`}
      onAdd={() => append(emptyContact)}
    >
      {fields.map((field, index) => (
        <li key={field.id}>
          <Row kind="contact" index={index} onRemove={() => remove(index)}>
            <TextField
              name={`profile.contacts.${index}.role`}
              label={i18n._(contactLabels.role)}
              description={t`For example ‘Family doctor’, ‘Cardiologist’ or ‘Neighbour’.`}
            />
            <TextField name={`profile.contacts.${index}.name`} label={i18n._(contactLabels.name)} />
            <TextField
              name={`profile.contacts.${index}.phone`}
              label={i18n._(contactLabels.phone)}
              type="tel"
            />
            <TextAreaField
              name={`profile.contacts.${index}.address`}
              label={i18n._(contactLabels.address)}
              rows={2}
            />
          </Row>
        </li>
      ))}
    </RowList>
  );
}

type Kind = 'medication' | 'contact';

const addButtonId = (kind: Kind) => `care-add-${kind}`;

function RowList({
  kind,
  count,
  limit,
  limitMessage,
  emptyText,
  onAdd,
  children,
}: {
  kind: Kind;
  count: number;
  limit: number;
  limitMessage: string;
  emptyText: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const inReadersWords = useRuleWords();
  const addId = addButtonId(kind);
  const full = count >= limit;
  return (
    <div className="flex flex-col gap-4">
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-4">{children}</ol>
      )}
      <Button
        id={addId}
        type="button"
        variant="outline"
        className="w-fit"
        disabled={full}
        aria-describedby={full ? `${addId}-full` : undefined}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
        {kind === 'medication' ? <Trans>Add medication</Trans> : <Trans>Add contact</Trans>}
      </Button>
      {full && (
        <p id={`${addId}-full`} className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {inReadersWords(limitMessage)}
        </p>
      )}
    </div>
  );
}

function Row({
  kind,
  index,
  onRemove,
  children,
}: {
  kind: Kind;
  index: number;
  onRemove: () => void;
  children: ReactNode;
}) {
  const name = useWatch<CareProfileFormValues>({
    name: `profile.${kind === 'medication' ? 'medications' : 'contacts'}.${index}.name`,
  });
  const { i18n } = useLingui();
  const named = rowName(kind, typeof name === 'string' ? name : '', index, i18n);
  const number = index + 1;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">
        {kind === 'medication' ? (
          <Trans>Medication {number}</Trans>
        ) : (
          <Trans>Contact {number}</Trans>
        )}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit text-destructive"
        onClick={() => {
          onRemove();
          // The row and this button are gone: focus goes to the list's Add button.
          requestAnimationFrame(() => document.getElementById(addButtonId(kind))?.focus());
        }}
      >
        <Trash2 aria-hidden="true" />
        <Trans>
          Remove<span className="sr-only"> {named}</span>
        </Trans>
      </Button>
    </fieldset>
  );
}
