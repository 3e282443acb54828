import type { CareContact, CareProfile, Medication } from '../../../shared/schemas/care';

// The words each field of the care profile is shown by: the form's labels, the read-only view's
// terms and the conflict dialog's list of what differs all say the same thing.

export const profileLabels: Record<keyof CareProfile, string> = {
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  conditions: 'Conditions',
  allergies: 'Allergies',
  medications: 'Medications',
  contacts: 'Doctors and contacts',
  insuranceProvider: 'Insurance provider',
  insuranceMemberNumber: 'Member number',
  powerOfAttorney: 'Power of attorney held by',
  advanceDirective: 'Advance directive',
  advanceDirectiveLocation: 'Where the advance directive is kept',
  dnrStatus: 'Resuscitation',
  notes: 'Notes',
};

export const medicationLabels: Record<keyof Medication, string> = {
  name: 'Medication name',
  dose: 'Dose',
  schedule: 'When it is taken',
  prescriber: 'Prescriber',
  pharmacy: 'Pharmacy',
};

export const contactLabels: Record<keyof CareContact, string> = {
  role: 'Role',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
};

/** What a row is called where its name is not typed yet: 'medication 2'. */
export const rowName = (kind: 'medication' | 'contact', name: string, index: number) =>
  name.trim() || `${kind} ${index + 1}`;

/** The fields whose values differ between two profiles, by their labels, in the page's order. */
export function differingFields(mine: CareProfile, theirs: CareProfile): string[] {
  return (Object.keys(profileLabels) as (keyof CareProfile)[])
    .filter((field) => JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]))
    .map((field) => profileLabels[field]);
}
