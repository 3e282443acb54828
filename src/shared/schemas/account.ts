import { LOCALES } from '../i18n/locales';
import { DISPLAY_NAME_MAX_LENGTH } from '../rules/limits';
import { tooLongMessage } from '../rules/text';
import { plainText } from './text';
import { z } from './zod';

// The name a member is shown by in the community (record 033), set on /profile or with a first
// post. Other members see it, so it is never any part of the member's email address.

/** What the community shows for a member who has chosen no display name: it reveals nothing. */
export const UNNAMED_MEMBER = 'Member';

const displayNameMessages = {
  tooLong: tooLongMessage('Display name', DISPLAY_NAME_MAX_LENGTH),
  address: "Display name can't contain @: choose a name, not an email address",
} as const;

/** '@' and its full-width and small forms, which read as one. */
const AT_SIGNS = /[@\uFF20\uFE6B]/;

/** A display name as typed: trimmed, one line, no '@'; nothing typed means none (null). */
export const displayNameSchema = plainText({
  max: DISPLAY_NAME_MAX_LENGTH,
  tooLong: displayNameMessages.tooLong,
  trim: true,
})
  .refine((value) => !AT_SIGNS.test(value), { error: displayNameMessages.address })
  .transform((value) => (value === '' ? null : value));

/** `PATCH /api/account/profile`: an empty name (or null) takes the display name away. */
/** The language and region a person chooses on /profile (record 100); null: the browser's. */
export const accountLocaleSchema = z.object({ locale: z.enum(LOCALES).nullable() });
export type AccountLocaleInput = z.input<typeof accountLocaleSchema>;

export const updateProfileSchema = z.object({ displayName: displayNameSchema.nullable() });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type Profile = { displayName: string | null };
