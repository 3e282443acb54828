import { dialledNumber } from '../../shared/rules/phone';

// A phone number as shown, dialled from a link: the emergency sheet, the care profile and the
// partner list. The one place a `tel:` address is written.

/**
 * The `tel:` address of a phone number as shown ('(555) 010-7788 ext. 2' → 'tel:5550107788,2'):
 * the digits shown, a leading +, and a pause before an extension, read by the shared phone rule.
 * Undefined for text that is not a phone number by that rule, which is then shown without a link:
 * a link must never dial anything but what the reader sees.
 */
export function telHref(phone: string): string | undefined {
  const dialled = dialledNumber(phone);
  return dialled === undefined ? undefined : `tel:${dialled}`;
}
