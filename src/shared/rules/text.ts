import { formatCount } from '../format';

// Control characters (NUL, escape, bell, ...) have no place in anything a person types; NUL
// even makes PostgreSQL refuse the write. Multi-line fields keep line breaks and tabs.
// A lone UTF-16 surrogate half is no character at all: a keyboard cannot type one, JSON can
// carry one (`"\ud800"`), and PostgreSQL's JSON refuses it (SQLSTATE 22P02), so the same rule
// refuses it with the same message.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/** A high half not followed by a low half, or a low half without a high half before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message of a field over its limit: 'Notes must be at most 20,000 characters'. */
export const tooLongMessage = (field: string, max: number) =>
  `${field} must be at most ${formatCount(max)} characters`;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove special control characters from this text';

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(text) || LONE_SURROGATE.test(text);
}

// Everything a person types here is read by someone else (a plan's name, a task's notes, a dose
// on the emergency sheet, a post), so it must look like what it is: a right-to-left override can
// make 'gpj.exe' read 'exe.jpg' and a phone '4321 555 020' read '020 555 1234', a right-to-left
// mark alone can swap two groups of digits, and zero-width characters or a byte-order mark make
// two names that look the same differ. So text refuses Unicode's format characters, its
// bidirectional controls (overrides, embeddings, isolates and marks) and its default-ignorable
// (invisible) characters, except where real writing needs one: the joiner inside an emoji
// sequence (a family emoji) or after a virama (Sinhala's 'ශ්‍රී', Devanagari's half forms), the
// non-joiner between letters of a script that uses it (Persian, the Indic scripts; not Latin,
// Greek or Cyrillic, where it only hides a difference), a variation selector after a visible
// character (the emoji form of a heart), and the tag characters of a flag (Scotland's).
// Right-to-left writing needs none of the controls: Arabic and Hebrew letters carry their own
// direction.
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D(?=\p{Extended_Pictographic})/gu;
/** The viramas of the Indic scripts, after which a joiner asks for a half or conjunct form. */
const VIRAMA_JOINER =
  /(?<=[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA\u1039\u17D2])\u200D/gu;
const LETTER_NON_JOINER =
  /(?<=[^\P{L}\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}*)\u200C(?=\p{L})/gu;
const VARIATION_SELECTOR =
  /(?<=[^\s\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const HIDDEN_OR_DIRECTION = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;

export const HIDDEN_CHARACTERS_MESSAGE =
  'Please remove invisible or text-direction characters from this text';

export function hasHiddenOrDirectionCharacters(text: string) {
  const withoutWriting = text
    .replace(EMOJI_JOINER, '')
    .replace(VIRAMA_JOINER, '')
    .replace(LETTER_NON_JOINER, '')
    .replace(VARIATION_SELECTOR, '')
    .replace(FLAG_TAGS, '');
  return HIDDEN_OR_DIRECTION.test(withoutWriting);
}
