import type { Path } from 'react-hook-form';
import type { CareProfileAnswer, CareProfileInput } from '../../../shared/schemas/care';
import { ApiError } from '../../lib/api';
import { contactLabels, medicationLabels, profileLabels } from './care-profile-labels';

// What the care profile form holds and how a save's refusal is read: the form's values are the
// request's `profile`, so the server's field paths ('profile.medications.0.name') name the
// form's own fields.

export type CareProfileFormValues = { profile: CareProfileInput };

/**
 * The request's schema without its version (kept beside the form, not typed in it), loaded with
 * zod when the person first uses the page (lib/use-schema-form.ts): the page is rendered, and
 * hydrated, without the validator.
 */
export const loadCareProfileFormSchema = () =>
  import('../../../shared/schemas/care').then(({ saveCareProfileSchema }) =>
    saveCareProfileSchema.pick({ profile: true }),
  );

const singleFields = Object.keys(profileLabels).filter(
  (field) => field !== 'medications' && field !== 'contacts',
);
const medicationFields = Object.keys(medicationLabels);
const contactFields = Object.keys(contactLabels);

/** Every field the form has now, rows included: where the server's field messages may go. */
export function fieldPaths(profile: CareProfileInput): Path<CareProfileFormValues>[] {
  const paths = singleFields.map((field) => `profile.${field}`);
  profile.medications.forEach((_, index) => {
    for (const field of medicationFields) paths.push(`profile.medications.${index}.${field}`);
  });
  profile.contacts.forEach((_, index) => {
    for (const field of contactFields) paths.push(`profile.contacts.${index}.${field}`);
  });
  return paths as Path<CareProfileFormValues>[];
}

/**
 * The profile as stored now, when a save made from an older version was refused (409
 * edit_conflict, as a task's notes are); null for any other failure.
 */
export function conflictingProfile(error: unknown): CareProfileAnswer | null {
  if (!(error instanceof ApiError) || error.code !== 'edit_conflict') return null;
  const body = error.body as
    | { careProfile?: CareProfileAnswer; details?: { careProfile?: CareProfileAnswer } }
    | undefined;
  return body?.careProfile ?? body?.details?.careProfile ?? null;
}
