import { asWritten } from './limits';

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
  `${field} must be at most ${asWritten(max)} characters`;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove special control characters from this text';

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(text) || LONE_SURROGATE.test(text);
}

// Names and titles other people read (a plan's name, a task's title, a discussion's title, ...)
// must look like what they are: a right-to-left override can make 'gpj.exe' read 'exe.jpg', and
// zero-width characters or a byte-order mark make two names that look the same differ. So such
// text refuses Unicode's bidirectional controls and its default-ignorable (invisible) characters,
// except where real writing needs one: the joiner inside an emoji sequence (a family emoji), the
// non-joiner between letters (Persian), a variation selector after a visible character (the
// emoji form of a heart), and the tag characters of a flag (Scotland's).
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D(?=\p{Extended_Pictographic})/gu;
const LETTER_NON_JOINER = /(?<=[\p{L}\p{M}])\u200C(?=\p{L})/gu;
const VARIATION_SELECTOR =
  /(?<=[^\s\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const HIDDEN_OR_DIRECTION = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;

export const HIDDEN_CHARACTERS_MESSAGE =
  'Please remove invisible or text-direction characters from this text';

export function hasHiddenOrDirectionCharacters(text: string) {
  const withoutWriting = text
    .replace(EMOJI_JOINER, '')
    .replace(LETTER_NON_JOINER, '')
    .replace(VARIATION_SELECTOR, '')
    .replace(FLAG_TAGS, '');
  return HIDDEN_OR_DIRECTION.test(withoutWriting);
}
