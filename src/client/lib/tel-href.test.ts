import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

// The `tel:` link of the emergency sheet and the care profile (issue 54): it dials exactly the
// digits shown, or there is no link.

describe('a phone number’s link', () => {
  it('dials the digits shown, a leading +, and an extension after a pause', () => {
    const links: [string, string][] = [
      ['(555) 010-7788', 'tel:5550107788'],
      ['+44 20 7946 0010', 'tel:+442079460010'],
      ['555.010.7788', 'tel:5550107788'],
      ['+1 555 010 6654 ext. 12', 'tel:+15550106654,12'],
      ['555 010 6654 Ext 12', 'tel:5550106654,12'],
      ['555-010-6654 x12', 'tel:5550106654,12'],
    ];
    for (const [shown, href] of links) expect(telHref(shown), shown).toBe(href);
  });

  it('is not offered for text that is no phone number, so it never dials something else', () => {
    const refused = [
      '\u202E4321 555 020', // shown as '020 555 1234', would have dialled 4321555020
      '020 555\u200F 1234', // a right-to-left mark can swap the groups shown
      '555\u200B0100',
      '\u2066555 0100\u2069',
      '1-800-FLOWERS', // letters are not dialled
      '555 0100 *21#',
      '44 + 20 7946 0010', // a + after the start
      '٠١٢٣٤٥', // digits other than 0-9
      'call me',
      'ext. 12',
      '',
    ];
    for (const shown of refused) expect(telHref(shown), JSON.stringify(shown)).toBeUndefined();
  });
});
