import { asWritten } from '../rules/limits';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../rules/text';
import { z } from './zod';

/** The message of a field over its limit: 'Notes must be at most 20,000 characters'. */
export const tooLongMessage = (field: string, max: number) =>
  `${field} must be at most ${asWritten(max)} characters`;

/**
 * The one rule every free-text field follows: a length limit with its message, and no control
 * characters (line breaks and tabs are kept where the field is multi-line).
 */
export function plainText(options: { max: number; tooLong: string; multiline?: boolean }) {
  return z
    .string()
    .max(options.max, { error: options.tooLong })
    .refine((value) => !hasControlCharacters(value, options), {
      error: CONTROL_CHARACTERS_MESSAGE,
    });
}
