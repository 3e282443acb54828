import { CARE_PROFILE_LIMITS, DOCUMENT_LIMITS } from '../rules/care-limits';
import { advanceDirectiveChoices, careMessages, dnrChoices } from '../rules/care-profile';
import type { DocumentMediaType } from '../rules/documents';
import { isPhoneNumber, phoneMessage } from '../rules/phone';
import type { PlanRole } from '../rules/plan-roles';
import { tooLongMessage } from '../rules/text';
import { plainText } from './text';
import { z } from './zod';

// A plan's care profile and its documents (issue 35, decision record 082): what the Care
// profile page edits, the emergency sheet shows, and the server keeps. Shared by both sides.

const L = CARE_PROFILE_LIMITS;

/** One line of text (trimmed), at most `max` characters, its message naming the field. */
const line = (field: string, max: number = L.fieldLength) =>
  plainText({ max, tooLong: tooLongMessage(field, max), trim: true });

/** Several lines of text (trimmed), as conditions, allergies, an address or notes. */
const lines = (field: string, max: number) =>
  plainText({ max, tooLong: tooLongMessage(field, max), multiline: true, trim: true });

/**
 * A real day written YYYY-MM-DD. Not due-dates.ts's parseIsoDate: the care pages load on their
 * own, and sharing that module with the dashboard split it into a script of its own there.
 */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A day in the past as YYYY-MM-DD, or '' when not known. */
const dateOfBirth = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' || (isCalendarDay(value) && value <= new Date().toISOString().slice(0, 10)),
    { error: careMessages.dateOfBirthInvalid },
  );

export const medicationSchema = z.object({
  name: line('Medication name').refine((value) => value !== '', {
    error: careMessages.medicationNameRequired,
  }),
  dose: line('Dose'),
  schedule: line('When it is taken'),
  prescriber: line('Prescriber'),
  pharmacy: line('Pharmacy'),
});
export type Medication = z.output<typeof medicationSchema>;

export const contactSchema = z.object({
  /** What the contact is to the person: 'Primary doctor', 'Cardiologist', 'Neighbour'. */
  role: line('Role'),
  name: line('Contact name').refine((value) => value !== '', {
    error: careMessages.contactNameRequired,
  }),
  phone: line('Phone', L.phoneLength).refine((value) => value === '' || isPhoneNumber(value), {
    error: phoneMessage,
  }),
  address: lines('Address', L.addressLength),
});
export type CareContact = z.output<typeof contactSchema>;

/** The whole profile, as the page sends it and the server answers it. */
export const careProfileSchema = z.object({
  fullName: line('Name', L.nameLength),
  dateOfBirth,
  conditions: lines('Conditions', L.listTextLength),
  allergies: lines('Allergies', L.listTextLength),
  medications: z.array(medicationSchema).max(L.medications, {
    error: careMessages.tooManyMedications,
  }),
  contacts: z.array(contactSchema).max(L.contacts, { error: careMessages.tooManyContacts }),
  insuranceProvider: line('Insurance provider'),
  insuranceMemberNumber: line('Member number'),
  powerOfAttorney: line('Power of attorney'),
  advanceDirective: z.enum(advanceDirectiveChoices),
  advanceDirectiveLocation: line('Where the advance directive is kept'),
  dnrStatus: z.enum(dnrChoices),
  notes: lines('Notes', L.notesLength),
});
export type CareProfile = z.output<typeof careProfileSchema>;
export type CareProfileInput = z.input<typeof careProfileSchema>;

/** The fields of the profile, in the order the audit entry and the sheet name them. */
export const careProfileFields = Object.keys(careProfileSchema.shape) as (keyof CareProfile)[];

/** A profile never saved: every field empty, nothing recorded. */
export const emptyCareProfile: CareProfile = {
  fullName: '',
  dateOfBirth: '',
  conditions: '',
  allergies: '',
  medications: [],
  contacts: [],
  insuranceProvider: '',
  insuranceMemberNumber: '',
  powerOfAttorney: '',
  advanceDirective: 'unknown',
  advanceDirectiveLocation: '',
  dnrStatus: 'unknown',
  notes: '',
};

/**
 * `PUT /api/plans/:planId/care-profile`: the whole profile and the version it was edited from
 * (0 for a profile never saved). A stale version is refused with 409 `edit_conflict` and the
 * profile as stored (`details.careProfile`), as a task's notes are (decision record 045).
 */
export const saveCareProfileSchema = z.object({
  version: z.int().min(0).max(2_147_483_647),
  profile: careProfileSchema,
});
export type SaveCareProfileInput = z.input<typeof saveCareProfileSchema>;

/** `GET /api/plans/:planId/care-profile`, and a save's answer. */
export type CareProfileAnswer = {
  planId: string;
  planName: string;
  /** The current user's role in the plan: viewers read, caregivers and owners edit. */
  role: PlanRole;
  /** 0 until the first save. */
  version: number;
  profile: CareProfile;
  /** The last save: when, and by whom (their email; null once that account is gone). */
  updatedAt: string | null;
  updatedBy: string | null;
  /** When the server read it (ISO 8601): the sheet's 'as of'. */
  readAt: string;
  /** The plan's time zone, in which 'as of' is written; UTC until the plan has one. */
  timeZone: string;
};

// The documents' types and refusal words live without the validator (rules/documents.ts): every
// page's error catalogue shows them. Named here too, as the rest of the contract is.
export type { DocumentMediaType } from '../rules/documents';
export { documentMessages, documentTypes } from '../rules/documents';

/** A document's name as shown: the file's name, checked like any other text. */
export const documentNameSchema = plainText({
  max: DOCUMENT_LIMITS.nameLength,
  tooLong: tooLongMessage('File name', DOCUMENT_LIMITS.nameLength),
  trim: true,
});

/** One document of a plan, as listed (never its bytes). */
export type DocumentSummary = {
  id: string;
  name: string;
  mediaType: DocumentMediaType;
  size: number;
  /** The task it is attached to, or null for the plan's own. */
  taskId: string | null;
  /** Who uploaded it (their email; null once that account is gone). */
  uploadedBy: string | null;
  uploadedAt: string;
};

/** `GET /api/plans/:planId/documents`. */
export type DocumentList = {
  documents: DocumentSummary[];
  usedBytes: number;
  quotaBytes: number;
};
