import { CARE_PROFILE_LIMITS } from './care-limits';

// A care profile's choices and its refusals (issue 35, decision record 082), shared
// by the server, the profile's schemas (schemas/care.ts) and the pages. Apart from the schemas,
// as task-messages.ts and documents.ts are, so the emergency sheet and the profile's first
// rendering do not load the validator.

export const careMessages = {
  dateOfBirthInvalid: 'Enter the date of birth as a date in the past',
  tooManyMedications: `A care profile lists at most ${CARE_PROFILE_LIMITS.medications} medications`,
  tooManyContacts: `A care profile lists at most ${CARE_PROFILE_LIMITS.contacts} contacts`,
  medicationNameRequired: 'Enter the medication’s name, or remove the row',
  contactNameRequired: 'Enter the contact’s name, or remove the row',
} as const;

// The choices' words are the pages' own, in the reader's language (issue 59): the care
// profile's (features/care/care-profile-labels.ts) and the emergency sheet's.
export const advanceDirectiveChoices = ['unknown', 'yes', 'no'] as const;

export const dnrChoices = ['unknown', 'dnr', 'full_code'] as const;
