import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../rules/text';
import { z } from './zod';

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
