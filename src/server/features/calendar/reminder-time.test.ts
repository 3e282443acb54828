import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/format';
import { remindAtFor, reminderInstant } from './reminder-time';

// A reminder goes out at 8:00 in the plan's zone on the day its lead names, whatever the
// daylight-saving state of that day (decision record 047). Instants are asserted in UTC.

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('reminderInstant across daylight-saving changes', () => {
  it.each([
    // New York: EDT from 2026-03-08, EST from 2026-11-01.
    [
      'New York, 1 day before the spring change',
      '2026-03-09',
      '1_day',
      'America/New_York',
      '2026-03-08T12:00:00.000Z',
    ],
    [
      'New York, on the day before it',
      '2026-03-07',
      'on_day',
      'America/New_York',
      '2026-03-07T13:00:00.000Z',
    ],
    [
      'New York, 1 week across the spring change',
      '2026-03-12',
      '1_week',
      'America/New_York',
      '2026-03-05T13:00:00.000Z',
    ],
    [
      'New York, 1 day before the autumn change',
      '2026-11-02',
      '1_day',
      'America/New_York',
      '2026-11-01T13:00:00.000Z',
    ],
    [
      'New York, 1 week across the autumn change',
      '2026-11-05',
      '1_week',
      'America/New_York',
      '2026-10-29T12:00:00.000Z',
    ],
    // London: BST from 2026-03-29, GMT from 2026-10-25.
    [
      'London, 1 day before the spring change',
      '2026-03-30',
      '1_day',
      'Europe/London',
      '2026-03-29T07:00:00.000Z',
    ],
    [
      'London, 1 week across the spring change',
      '2026-04-02',
      '1_week',
      'Europe/London',
      '2026-03-26T08:00:00.000Z',
    ],
    [
      'London, on the autumn change',
      '2026-10-25',
      'on_day',
      'Europe/London',
      '2026-10-25T08:00:00.000Z',
    ],
    [
      'London, 1 week across the autumn change',
      '2026-10-29',
      '1_week',
      'Europe/London',
      '2026-10-22T07:00:00.000Z',
    ],
  ] as const)('%s: 8:00 local', (_name, dueDate, lead, zone, expected) => {
    const instant = reminderInstant(dueDate, lead, zone);
    expect(instant.toISOString()).toBe(expected);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(local).toBe('08:00');
  });

  it('moves with the lead across a month end', () => {
    expect(iso(reminderInstant('2026-03-01', '1_day', 'UTC'))).toBe('2026-02-28T08:00:00.000Z');
    expect(iso(reminderInstant('2028-03-01', '1_day', 'UTC'))).toBe('2028-02-29T08:00:00.000Z');
  });
});

describe('remindAtFor with a controllable clock', () => {
  const task = { dueDate: '2026-03-09', reminderLead: '1_day' as const, completed: false };
  const zone = 'America/New_York';

  it('is the reminder of the current occurrence', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(iso(remindAtFor(task, zone, todayIn(zone, now)))).toBe('2026-03-08T12:00:00.000Z');
  });

  it('stays owed (to go out at once) until the due day ends in the plan’s zone', () => {
    // 03:00 UTC on the 10th is still the 9th, 23:00 EDT, in New York.
    const late = new Date('2026-03-10T03:00:00Z');
    expect(todayIn(zone, late)).toBe('2026-03-09');
    expect(iso(remindAtFor(task, zone, todayIn(zone, late)))).toBe('2026-03-08T12:00:00.000Z');
    const over = new Date('2026-03-10T05:00:00Z');
    expect(remindAtFor(task, zone, todayIn(zone, over))).toBeNull();
  });

  it('is null without a date or lead, or once done', () => {
    const today = '2026-03-01';
    expect(remindAtFor({ ...task, dueDate: null }, zone, today)).toBeNull();
    expect(remindAtFor({ ...task, reminderLead: null }, zone, today)).toBeNull();
    expect(remindAtFor({ ...task, completed: true }, zone, today)).toBeNull();
  });
});
