import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { messages as englishMessages } from '../../locales/catalog-en';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { formatAccountDate, formatDayMonth } from './format-account-date';

const english = createI18n('en-US', englishMessages);
const spanish = createI18n('es-US', spanishMessages);
const inUs = { locale: 'en-US' } as const;

describe('formatAccountDate', () => {
  it('writes the date out in full', () => {
    expect(formatAccountDate(english, '2025-04-16T12:00:00.000Z', inUs)).toBe('April 16, 2025');
  });

  it('writes the UTC date when asked, whatever the zone it runs in', () => {
    // Late on the 16th in UTC is the 17th east of it: the server and the hydrating page agree.
    expect(formatAccountDate(english, '2025-04-16T23:30:00.000Z', { ...inUs, inUtc: true })).toBe(
      'April 16, 2025',
    );
  });

  it("says 'N/A' when there is no date", () => {
    expect(formatAccountDate(english, undefined, inUs)).toBe('N/A');
    expect(formatAccountDate(english, null, inUs)).toBe('N/A');
    expect(formatAccountDate(english, '', inUs)).toBe('N/A');
  });

  it("says 'Invalid date' when the date cannot be read", () => {
    expect(formatAccountDate(english, 'not a date', inUs)).toBe('Invalid date');
  });

  it('writes the date, and its absence, in the reader’s language and conventions', () => {
    const where = { locale: 'es-MX', inUtc: true } as const;
    expect(formatAccountDate(spanish, '2025-04-16T12:00:00.000Z', where)).toBe(
      '16 de abril de 2025',
    );
    expect(formatAccountDate(spanish, null, where)).toBe('N/D');
    expect(formatAccountDate(spanish, 'not a date', where)).toBe('Fecha no válida');
    expect(formatDayMonth('2025-11-26T12:00:00.000Z', where)).toBe('26 nov');
    expect(formatDayMonth('2025-11-26T12:00:00.000Z', { locale: 'en-GB', inUtc: true })).toBe(
      '26 Nov',
    );
  });
});
