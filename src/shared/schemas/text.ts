import {
  CONTROL_CHARACTERS_MESSAGE,
  HIDDEN_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasHiddenOrDirectionCharacters,
} from '../rules/text';
import { z } from './zod';

/**
 * The one rule every free-text field follows: a length limit with its message, and no control
 * characters (line breaks and tabs are kept where the field is multi-line). A name or title that
 * other people read (`shownToOthers`) also refuses invisible and text-direction characters, so it
 * cannot pretend to be something else.
 */
export function plainText(options: {
  max: number;
  tooLong: string;
  multiline?: boolean;
  shownToOthers?: boolean;
}) {
  return z
    .string()
    .max(options.max, { error: options.tooLong })
    .refine((value) => !hasControlCharacters(value, options), {
      error: CONTROL_CHARACTERS_MESSAGE,
    })
    .refine((value) => !options.shownToOthers || !hasHiddenOrDirectionCharacters(value), {
      error: HIDDEN_CHARACTERS_MESSAGE,
    });
}
