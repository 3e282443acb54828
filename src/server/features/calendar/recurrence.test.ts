import { describe, expect, it } from 'vitest';
import { repeatRuleFor } from '../../../shared/rules/due-dates';
import { nextDueDate, nextOccurrenceAfter, occurrencesBetween } from './recurrence';

// Repeats are computed on days (decision record 047): no time zone, so no daylight-saving change
// can move, skip or double one; month ends are clamped.

const monthly = (start: string) => repeatRuleFor({ frequency: 'monthly', interval: 1 }, start);
const yearly = (start: string) => repeatRuleFor({ frequency: 'yearly', interval: 1 }, start);

/** Every occurrence from `start` by walking nextOccurrenceAfter, `count` of them. */
function walk(rule: string, start: string, count: number): string[] {
  const found = [start];
  while (found.length < count) {
    const next = nextOccurrenceAfter(rule, start, found.at(-1) as string);
    if (!next) break;
    found.push(next);
  }
  return found;
}

describe('daily repeats across daylight-saving changes', () => {
  it.each([
    ['New York, spring', '2026-03-06', '2026-03-10'],
    ['New York, autumn', '2026-10-30', '2026-11-03'],
    ['London, spring', '2026-03-27', '2026-03-31'],
    ['London, autumn', '2026-10-23', '2026-10-27'],
  ])('never skips or doubles a day (%s)', (_name, from, to) => {
    const rule = repeatRuleFor({ frequency: 'daily', interval: 1 }, from);
    const days = occurrencesBetween(rule, from, from, to);
    expect(days).toHaveLength(5);
    expect(new Set(days).size).toBe(5);
    expect(days[0]).toBe(from);
    expect(days.at(-1)).toBe(to);
    expect(walk(rule, from, 5)).toEqual(days);
  });

  it('every 3 days keeps its step', () => {
    const rule = repeatRuleFor({ frequency: 'daily', interval: 3 }, '2026-03-01');
    expect(occurrencesBetween(rule, '2026-03-01', '2026-03-01', '2026-03-14')).toEqual([
      '2026-03-01',
      '2026-03-04',
      '2026-03-07',
      '2026-03-10',
      '2026-03-13',
    ]);
  });
});

describe('month ends', () => {
  it('monthly from the 31st falls on each month’s last day when it has no 31st', () => {
    expect(walk(monthly('2026-01-31'), '2026-01-31', 7)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
  });

  it('gives 29 February in a leap year (2028)', () => {
    const days = occurrencesBetween(
      monthly('2027-12-31'),
      '2027-12-31',
      '2028-01-01',
      '2028-03-31',
    );
    expect(days).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('monthly from the 30th gives 28 February, then the 30th again', () => {
    expect(walk(monthly('2026-01-30'), '2026-01-30', 4)).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
      '2026-04-30',
    ]);
  });

  it('yearly from 29 February 2028 gives 28 February, and 29 February again in 2032', () => {
    expect(walk(yearly('2028-02-29'), '2028-02-29', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('monthly on the 1st, every 2 months', () => {
    const rule = repeatRuleFor({ frequency: 'monthly', interval: 2 }, '2026-01-01');
    expect(walk(rule, '2026-01-01', 4)).toEqual([
      '2026-01-01',
      '2026-03-01',
      '2026-05-01',
      '2026-07-01',
    ]);
  });
});

describe('weekly repeats', () => {
  it('falls on the chosen days only', () => {
    // 2026-03-01 is a Sunday.
    const rule = repeatRuleFor(
      { frequency: 'weekly', interval: 1, weekdays: ['SU', 'WE'] },
      '2026-03-01',
    );
    expect(occurrencesBetween(rule, '2026-03-01', '2026-03-01', '2026-03-15')).toEqual([
      '2026-03-01',
      '2026-03-04',
      '2026-03-08',
      '2026-03-11',
      '2026-03-15',
    ]);
  });

  it('every 2 weeks on Tuesday', () => {
    const rule = repeatRuleFor(
      { frequency: 'weekly', interval: 2, weekdays: ['TU'] },
      '2026-01-06',
    );
    expect(walk(rule, '2026-01-06', 4)).toEqual([
      '2026-01-06',
      '2026-01-20',
      '2026-02-03',
      '2026-02-17',
    ]);
  });
});

describe('occurrencesBetween', () => {
  it('answers nothing for a range before the start, and includes both ends', () => {
    const rule = monthly('2026-05-10');
    expect(occurrencesBetween(rule, '2026-05-10', '2026-01-01', '2026-04-30')).toEqual([]);
    expect(occurrencesBetween(rule, '2026-05-10', '2026-06-10', '2026-07-10')).toEqual([
      '2026-06-10',
      '2026-07-10',
    ]);
  });
});

describe('nextDueDate (completing an occurrence)', () => {
  const daily = repeatRuleFor({ frequency: 'daily', interval: 1 }, '2026-01-01');
  it('is the next occurrence when the one done is today or ahead', () => {
    expect(nextDueDate(daily, '2026-01-15', '2026-01-15')).toBe('2026-01-16');
    expect(nextDueDate(daily, '2026-01-20', '2026-01-15')).toBe('2026-01-21');
  });
  it('is not before today when the one done was overdue', () => {
    expect(nextDueDate(daily, '2026-01-05', '2026-01-15')).toBe('2026-01-15');
    expect(nextDueDate(monthly('2025-10-31'), '2025-10-31', '2026-01-15')).toBe('2026-01-31');
  });
});
