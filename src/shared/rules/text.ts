// Control characters (NUL, escape, bell, ...) have no place in anything a person types; NUL
// even makes PostgreSQL refuse the write. Multi-line fields keep line breaks and tabs.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove special control characters from this text';

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}
