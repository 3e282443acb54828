import { describe, expect, it } from 'vitest';
import { formatAccountDate } from './format-account-date';

describe('formatAccountDate', () => {
  it('writes the date out in full', () => {
    expect(formatAccountDate('2025-04-16T12:00:00.000Z')).toBe('April 16, 2025');
  });

  it('writes the UTC date when asked, whatever the zone it runs in', () => {
    // Late on the 16th in UTC is the 17th east of it: the server and the hydrating page agree.
    expect(formatAccountDate('2025-04-16T23:30:00.000Z', { inUtc: true })).toBe('April 16, 2025');
  });

  it("says 'N/A' when there is no date", () => {
    expect(formatAccountDate(undefined)).toBe('N/A');
    expect(formatAccountDate(null)).toBe('N/A');
    expect(formatAccountDate('')).toBe('N/A');
  });

  it("says 'Invalid date' when the date cannot be read", () => {
    expect(formatAccountDate('not a date')).toBe('Invalid date');
  });
});
