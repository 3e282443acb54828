import { describe, expect, it } from 'vitest';
import { contactSchema } from '../schemas/care';
import { dialledNumber, isPhoneNumber, phoneMessage } from './phone';

// What a phone number may be made of (issue 54): what a person writes for one, and nothing that
// can make it read as another number or dial something it does not show.

const contact = (phone: string) => ({ role: 'GP', name: 'Dr Osei', phone, address: '' });

describe('a phone number', () => {
  it('is digits, spaces and + ( ) - . with an extension as ext. 12 or x12', () => {
    const numbers = [
      '(555) 010-7788',
      '+44 20 7946 0010',
      '+1 555 010 6654 ext. 12',
      '555.010.7788',
      '555-010-7788 x12',
      '555 010 7788 EXT 3',
      '112',
    ];
    for (const text of numbers) expect(isPhoneNumber(text), text).toBe(true);
  });

  it('is nothing else: letters, a + after the start, other digits, stars, no digit at all', () => {
    const refused = [
      '1-800-FLOWERS',
      '555 0100 or 555 0101',
      '44 + 20 7946 0010',
      '++44 20',
      '٠١٢٣٤٥',
      '*21#555',
      '555/0100',
      '( ) -',
      'ext. 12',
      '555 ext.',
    ];
    for (const text of refused) expect(isPhoneNumber(text), text).toBe(false);
  });

  it('dials its digits and leading +, and its extension after a pause', () => {
    expect(dialledNumber('(555) 010-7788')).toBe('5550107788');
    expect(dialledNumber('+1 555 010 6654 ext. 12')).toBe('+15550106654,12');
    expect(dialledNumber('555x7')).toBe('555,7');
    expect(dialledNumber('\u202E4321 555 020')).toBeUndefined();
  });

  it('is refused in a contact in plain words naming the field, and an empty one is allowed', () => {
    const refused = contactSchema.safeParse(contact('call 555 0100'));
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['phone'], message: phoneMessage },
    ]);
    expect(phoneMessage.startsWith('Phone can only hold digits, spaces and + ( ) - .')).toBe(true);
    expect(contactSchema.safeParse(contact('')).success).toBe(true);
    expect(contactSchema.parse(contact('  (555) 010-7788 ')).phone).toBe('(555) 010-7788');
  });
});
