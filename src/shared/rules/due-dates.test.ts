import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeRepeat,
  parseIsoDate,
  type RepeatChoice,
  repeatChoiceOf,
  repeatRuleFor,
  weekdayOf,
} from './due-dates';

// The words and rules of due dates and repeats both sides use (decision record 047).

describe('parseIsoDate', () => {
  it('reads real days only', () => {
    expect(parseIsoDate('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of [
      '2026-02-29',
      '2026-02-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '1899-12-31',
      'tomorrow',
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
  });
});

describe('addDays and weekdayOf', () => {
  it('crosses month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-09', -7)).toBe('2026-03-02');
  });
  it('names the weekday', () => {
    expect(weekdayOf('2026-03-01')).toBe('SU');
    expect(weekdayOf('2026-11-25')).toBe('WE');
  });
});

describe('repeatRuleFor and repeatChoiceOf', () => {
  it.each<[RepeatChoice, string, string]>([
    [{ frequency: 'daily', interval: 1 }, '2026-01-10', 'FREQ=DAILY'],
    [{ frequency: 'daily', interval: 3 }, '2026-01-10', 'FREQ=DAILY;INTERVAL=3'],
    [
      { frequency: 'weekly', interval: 1, weekdays: ['SU', 'MO'] },
      '2026-01-10',
      'FREQ=WEEKLY;BYDAY=MO,SU',
    ],
    [{ frequency: 'monthly', interval: 1 }, '2026-01-01', 'FREQ=MONTHLY;BYMONTHDAY=1'],
    [{ frequency: 'monthly', interval: 2 }, '2026-01-28', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=28'],
    [
      { frequency: 'monthly', interval: 1 },
      '2026-01-31',
      'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    ],
    [
      { frequency: 'yearly', interval: 1 },
      '2028-02-29',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1',
    ],
  ])('%o from %s is %s, and reads back', (choice, dueDate, rule) => {
    expect(repeatRuleFor(choice, dueDate)).toBe(rule);
    // Read back as the form shows it; weekdays come back Monday first.
    const expected = choice.frequency === 'weekly' ? { ...choice, weekdays: ['MO', 'SU'] } : choice;
    expect(repeatChoiceOf(rule)).toEqual(expected);
  });

  it('a weekly repeat with no days falls on the due date’s weekday', () => {
    expect(repeatRuleFor({ frequency: 'weekly', interval: 1 }, '2026-03-01')).toBe(
      'FREQ=WEEKLY;BYDAY=SU',
    );
  });

  it('reads no rule it does not write', () => {
    expect(repeatChoiceOf('FREQ=HOURLY')).toBeNull();
    expect(repeatChoiceOf('nonsense')).toBeNull();
  });
});

describe('describeRepeat', () => {
  it('says the repeat in words', () => {
    expect(describeRepeat({ frequency: 'monthly', interval: 1 }, '2026-01-01')).toBe(
      'Repeats every month on the 1st',
    );
    expect(describeRepeat({ frequency: 'monthly', interval: 1 }, '2026-01-31')).toBe(
      "Repeats every month on the 31st (or the month's last day)",
    );
    expect(describeRepeat({ frequency: 'monthly', interval: 3 }, '2026-01-12')).toBe(
      'Repeats every 3 months on the 12th',
    );
    expect(
      describeRepeat({ frequency: 'weekly', interval: 2, weekdays: ['SU'] }, '2026-03-01'),
    ).toBe('Repeats every 2 weeks on Sunday');
    expect(describeRepeat({ frequency: 'yearly', interval: 1 }, '2028-02-29')).toBe(
      'Repeats every year on February 29',
    );
    expect(describeRepeat({ frequency: 'daily', interval: 1 }, '2026-01-01')).toBe(
      'Repeats every day',
    );
    expect(describeRepeat({ frequency: 'monthly', interval: 1 }, '2026-01-22')).toBe(
      'Repeats every month on the 22nd',
    );
    expect(describeRepeat({ frequency: 'monthly', interval: 1 }, '2026-01-13')).toBe(
      'Repeats every month on the 13th',
    );
  });
});
