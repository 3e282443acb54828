import {
  CONTROL_CHARACTERS_MESSAGE,
  HIDDEN_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasHiddenOrDirectionCharacters,
} from '../rules/text';
import { z } from './zod';

/**
 * The one rule every free-text field follows, on both sides: no control characters (line breaks
 * and tabs are kept where the field is multi-line), no invisible or text-direction characters
 * (everything typed here is read by someone, so it cannot pretend to be something else), then a
 * length limit with its message.
 *
 * The characters are checked as typed, before `trim` drops the spaces around the text: a
 * byte-order mark, a line separator or a newline at either end is refused, not quietly dropped
 * (JavaScript's trim counts them as spaces), so what is stored is what was typed.
 */
export function plainText(options: {
  max: number;
  tooLong: string;
  multiline?: boolean;
  trim?: boolean;
}) {
  const checked = z
    .string()
    .refine((value) => !hasControlCharacters(value, options), {
      error: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine((value) => !hasHiddenOrDirectionCharacters(value), {
      error: HIDDEN_CHARACTERS_MESSAGE,
      abort: true,
    });
  return (options.trim ? checked.trim() : checked).max(options.max, { error: options.tooLong });
}
