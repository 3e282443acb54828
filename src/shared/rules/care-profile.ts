import { CARE_PROFILE_LIMITS } from './care-limits';

// A care profile's choices, their words and its refusals (issue 35, decision record 082), shared
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

export const advanceDirectiveChoices = ['unknown', 'yes', 'no'] as const;
export const advanceDirectiveLabels: Record<(typeof advanceDirectiveChoices)[number], string> = {
  unknown: 'Not recorded',
  yes: 'Yes, there is one',
  no: 'No advance directive',
};

export const dnrChoices = ['unknown', 'dnr', 'full_code'] as const;
export const dnrLabels: Record<(typeof dnrChoices)[number], string> = {
  unknown: 'Not recorded',
  dnr: 'Do not resuscitate (DNR)',
  full_code: 'Full code: resuscitate',
};
