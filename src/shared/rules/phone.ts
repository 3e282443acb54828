// What a phone number may be made of, named once (issue 54): the care profile's schema refuses
// anything else, and the `tel:` link of the sheet and the profile is built from the same parts, so
// the number a paramedic reads is the number the link dials. Apart from the schemas, as
// care-profile.ts is, so the emergency sheet does not load the validator.

export const phoneMessage =
  'Phone can only hold digits, spaces and + ( ) - . (a + only at the start, an extension as ‘ext. 12’ or ‘x12’)';

/**
 * Digits, spaces and ( ) - . with a + only at the start, then perhaps an extension: 'ext. 12',
 * 'ext 12' or 'x12', in any case. ASCII digits only: they are what a phone dials, and what every
 * reader reads the same way. Written so no text makes it backtrack more than once over it.
 */
const PHONE_NUMBER = /^(\+?[0-9 ().-]+)(?:(?:ext\.?|x) *([0-9]+))?$/i;

/** The number and its extension as written, or undefined for text that is no phone number. */
function phoneParts(text: string): { number: string; extension?: string } | undefined {
  const match = PHONE_NUMBER.exec(text);
  const number = match?.[1]?.trimEnd() ?? '';
  if (!/[0-9]/.test(number)) return undefined;
  return { number, extension: match?.[2] };
}

export const isPhoneNumber = (text: string) => phoneParts(text) !== undefined;

/**
 * What a phone number dials: its digits with a leading +, and an extension after a comma (a
 * pause). Undefined for text that is not a phone number by the rule above (one kept before the
 * rule, say), which is then shown but not offered as a link.
 */
export function dialledNumber(text: string): string | undefined {
  const parts = phoneParts(text);
  if (!parts) return undefined;
  const digits = parts.number.replace(/[^0-9+]/g, '');
  return parts.extension ? `${digits},${parts.extension}` : digits;
}
