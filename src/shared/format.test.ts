import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatCalendarWeekday,
  formatCount,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDayOfYear,
  formatFullCalendarDay,
  formatLongCalendarDay,
  formatLongDay,
  formatMoney,
  formatTimeOfDay,
  formatTimestamp,
  isTimeZone,
  todayIn,
} from './format';

// The one module that writes dates, times and numbers for people (issue 59): US English by
// default, as the examples write them.

const instant = new Date('1941-03-09T06:54:00Z');
const utc = { timeZone: 'UTC' };

describe('dates and times in US English', () => {
  it('writes an instant as the issue shows', () => {
    expect(formatDay(instant, utc)).toBe('Mar 9, 1941');
    expect(formatDayMonth(instant, utc)).toBe('Mar 9');
    expect(formatLongDay(instant, utc)).toBe('March 9, 1941');
    expect(formatDateTime('2026-12-02T06:54:00Z', utc)).toBe('Dec 2, 6:54 AM');
    expect(formatDateTime('2026-12-02T18:05:00Z', { ...utc, withYear: true })).toBe(
      'Dec 2, 2026, 6:05 PM',
    );
  });

  it('writes the day of the zone it is given, UTC for a zone it does not know', () => {
    expect(formatDay('2026-03-09T03:30:00Z', { timeZone: 'America/New_York' })).toBe('Mar 8, 2026');
    expect(formatDay('2026-03-09T03:30:00Z', { timeZone: 'Mars/Olympus' })).toBe('Mar 9, 2026');
  });

  it('puts a plain space before AM and PM, whatever the ICU version writes', () => {
    expect(formatTimeOfDay('09:30')).toBe('9:30 AM');
    expect(formatTimeOfDay('00:05:00')).toBe('12:05 AM');
    expect(formatTimeOfDay('13:00')).toBe('1:00 PM');
    expect(formatDateTime(instant, utc)).toMatch(/^Mar 9, 6:54 AM$/);
  });

  it('writes a plan calendar day through UTC, so no zone moves it', () => {
    expect(formatFullCalendarDay('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(formatFullCalendarDay('2026-12-01', '09:30')).toBe('Tuesday, December 1, 2026, 9:30 AM');
    expect(formatCalendarDay('2026-12-01')).toBe('Tue, Dec 1');
    expect(formatCalendarDay('2026-12-01', '14:15')).toBe('Tue, Dec 1, 2:15 PM');
    expect(formatLongCalendarDay('1941-03-12')).toBe('March 12, 1941');
    expect(formatCalendarMonth('2026-12-31')).toBe('December 2026');
    expect(formatDayOfYear(2, 29)).toBe('February 29');
  });

  it("writes a calendar day's weekday for a month grid's columns, in two letters or in full", () => {
    expect(formatCalendarWeekday('2026-11-30')).toBe('Mo');
    expect(formatCalendarWeekday('2026-11-30', { long: true })).toBe('Monday');
    expect(formatCalendarWeekday('2026-12-02', { locale: 'es-US' })).toBe('mi');
    expect(formatCalendarWeekday('2026-12-02', { locale: 'es-US', long: true })).toBe('miércoles');
  });

  it("keeps the spec's fixed audit timestamp and a day as yyyy-MM-dd", () => {
    expect(formatTimestamp(new Date('2026-01-15T09:05:07Z'), 'UTC')).toBe('2026-01-15 09:05:07');
    expect(formatTimestamp(new Date('2026-01-15T00:05:07Z'), 'America/New_York')).toBe(
      '2026-01-14 19:05:07',
    );
  });
});

describe('time zones', () => {
  it('knows IANA zones only', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("answers today's date of the zone, not of UTC", () => {
    const now = new Date('2026-03-09T03:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-09');
    expect(todayIn('America/New_York', now)).toBe('2026-03-08');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it("takes a zone's name in any letter case, as the IANA database does", () => {
    for (const name of ['europe/london', 'EUROPE/LONDON', 'Europe/London']) {
      expect(formatDay('2026-06-01T23:30:00Z', { timeZone: name })).toBe('Jun 2, 2026');
    }
  });
});

describe('numbers', () => {
  it('groups whole numbers as people write them, in US English without Intl', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(20_000)).toBe('20,000');
    expect(formatCount(1_234_567.9)).toBe('1,234,567');
    expect(formatCount(20_000, { locale: 'es-US' })).toBe((20_000).toLocaleString('es-US'));
  });

  it('writes money in dollars, cents only when there are some', () => {
    expect(formatMoney(147)).toBe('$147');
    expect(formatMoney(14.7)).toBe('$14.70');
  });
});
