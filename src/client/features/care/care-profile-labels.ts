import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { advanceDirectiveChoices, dnrChoices } from '../../../shared/rules/care-profile';
import type { CareContact, CareProfile, Medication } from '../../../shared/schemas/care';

// The words each field of the care profile is shown by: the form's labels, the read-only view's
// terms and the conflict dialog's list of what differs all say the same thing. Descriptors,
// written in the reader's language where they are shown (`i18n._`).

export const profileLabels: Record<keyof CareProfile, MessageDescriptor> = {
  fullName: msg`Full name`,
  dateOfBirth: msg`Date of birth`,
  conditions: msg`Conditions`,
  allergies: msg`Allergies`,
  medications: msg`Medications`,
  contacts: msg`Doctors and contacts`,
  insuranceProvider: msg`Insurance provider`,
  insuranceMemberNumber: msg`Member number`,
  powerOfAttorney: msg`Power of attorney held by`,
  advanceDirective: msg`Advance directive`,
  advanceDirectiveLocation: msg`Where the advance directive is kept`,
  dnrStatus: msg`Resuscitation`,
  notes: msg`Notes`,
};

export const medicationLabels: Record<keyof Medication, MessageDescriptor> = {
  name: msg`Medication name`,
  dose: msg`Dose`,
  schedule: msg`When it is taken`,
  prescriber: msg`Prescriber`,
  pharmacy: msg`Pharmacy`,
};

export const contactLabels: Record<keyof CareContact, MessageDescriptor> = {
  // A contact's relation to the person ('Daughter'), not a role in the plan.
  role: msg({ message: 'Role', context: 'a contact' }),
  name: msg`Name`,
  phone: msg`Phone`,
  address: msg`Address`,
};

/**
 * The choices' words (shared/rules/care-profile.ts has the choices), in the reader's language.
 * The emergency sheet says them too, in its own catalog: features share no internals.
 */
export const advanceDirectiveWords: Record<
  (typeof advanceDirectiveChoices)[number],
  MessageDescriptor
> = {
  unknown: msg`Not recorded`,
  yes: msg`Yes, there is one`,
  no: msg`No advance directive`,
};

export const dnrWords: Record<(typeof dnrChoices)[number], MessageDescriptor> = {
  unknown: msg`Not recorded`,
  dnr: msg`Do not resuscitate (DNR)`,
  full_code: msg`Full code: resuscitate`,
};

/** What a row is called where its name is not typed yet: 'medication 2'. */
export function rowName(
  kind: 'medication' | 'contact',
  name: string,
  index: number,
  i18n: I18n,
): string {
  const typed = name.trim();
  if (typed) return typed;
  const number = index + 1;
  return i18n._(kind === 'medication' ? msg`medication ${number}` : msg`contact ${number}`);
}

/** The fields whose values differ between two profiles, by their labels, in the page's order. */
export function differingFields(mine: CareProfile, theirs: CareProfile): MessageDescriptor[] {
  return (Object.keys(profileLabels) as (keyof CareProfile)[])
    .filter((field) => JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]))
    .map((field) => profileLabels[field]);
}
