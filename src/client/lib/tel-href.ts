// A phone number as typed, dialled from a link: the emergency sheet and the care profile.

/**
 * The `tel:` address of a phone number as typed ('(555) 010-7788 ext. 2' → 'tel:5550107788,2'):
 * its digits, a leading +, and a pause before an extension. Undefined with no digits to dial.
 */
export function telHref(phone: string): string | undefined {
  const [number = '', extension] = phone.split(/\s*(?:ext\.?|x)\s*/i);
  const digits = number.replace(/[^\d+*#]/g, '').replace(/(?!^)\+/g, '');
  if (!/\d/.test(digits)) return undefined;
  const pause = extension?.replace(/\D/g, '');
  return `tel:${digits}${pause ? `,${pause}` : ''}`;
}
