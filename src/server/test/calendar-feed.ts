import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { carePlans, subtasks, tasks } from '../db/schema';
import type { ApiClient } from './api-client';
import { ownPlanId } from './care-circle';
import type { TestApp } from './test-app';

// What the calendar feed's API tests (features/calendar) share: due dates written straight into
// the task rows (the schedule API is built apart), the feed link, and the feed read back with
// ical.js, an independent parser.

type Schedule = { dueDate: string; dueTime?: string | null; repeatRule?: string | null };

/** Gives a task a due date (and time, rule) as the schedule API will store it. */
export async function dateTask(t: TestApp, taskId: string, schedule: Schedule): Promise<void> {
  await t.database.db
    .update(tasks)
    .set({
      dueDate: schedule.dueDate,
      dueTime: schedule.dueTime ?? null,
      repeatRule: schedule.repeatRule ?? null,
      updatedAt: t.clock.now(),
    })
    .where(eq(tasks.id, taskId));
}

export async function dateStep(t: TestApp, subtaskId: string, schedule: Schedule): Promise<void> {
  await t.database.db
    .update(subtasks)
    .set({ dueDate: schedule.dueDate, dueTime: schedule.dueTime ?? null })
    .where(eq(subtasks.id, subtaskId));
}

export async function setPlanZone(t: TestApp, planId: string, timeZone: string): Promise<void> {
  await t.database.db.update(carePlans).set({ timeZone }).where(eq(carePlans.id, planId));
}

/** A new task in the plan (its first step too, when named): the task as the API answers it. */
export async function newTask(
  api: ApiClient,
  planId: string,
  title: string,
  step?: string,
): Promise<{ id: string; subtasks: { id: string; title: string }[] }> {
  const created = await api.post(`/api/tasks?plan=${planId}`, { title, categoryId: 'healthcare' });
  expect(created.status, created.text).toBe(201);
  if (!step) return created.json.task;
  const stepped = await api.post(`/api/tasks/${created.json.task.id}/subtasks?plan=${planId}`, {
    title: step,
  });
  expect(stepped.status, stepped.text).toBe(200);
  return stepped.json.task;
}

/** An owner with a plan in New York: a monthly all-day task, a weekly timed one, a dated step. */
export async function familyPlan(t: TestApp) {
  const { api } = await t.signedInUser();
  const planId = await ownPlanId(api);
  await api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum’s care' });
  await setPlanZone(t, planId, 'America/New_York');
  const refill = await newTask(api, planId, 'Refill prescriptions');
  await dateTask(t, refill.id, {
    dueDate: '2026-01-31',
    repeatRule: 'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
  });
  const visit = await newTask(api, planId, 'Visit the GP', 'Bring the pill list');
  await dateTask(t, visit.id, {
    dueDate: '2026-03-08',
    dueTime: '09:30',
    repeatRule: 'FREQ=WEEKLY;BYDAY=SU',
  });
  const step = visit.subtasks[0] as { id: string };
  await dateStep(t, step.id, { dueDate: '2026-03-07' });
  const done = await newTask(api, planId, 'Already done');
  await dateTask(t, done.id, { dueDate: '2026-01-20' });
  expect((await api.post(`/api/tasks/${done.id}/toggle?plan=${planId}`)).status).toBe(200);
  return { api, planId, refill, visit, step, done };
}

/** Makes the member's link to the plan: its address, and the path the app answers it on. */
export async function subscribe(api: ApiClient, planId: string) {
  const created = await api.post(`/api/plans/${planId}/calendar-feed`);
  expect(created.status, created.text).toBe(201);
  const url = created.json.url as string;
  const path = new URL(url).pathname;
  const token = /\/api\/calendar-feed\/([A-Za-z0-9_-]+)\.ics$/.exec(path)?.[1] as string;
  expect(token).toHaveLength(43);
  return { url, path, token };
}

/** One event as a calendar app reads it. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  categories: string[];
  start: ICAL.Time;
  /** The TZID parameter of DTSTART, if any. */
  tzid: string | null;
  rrule: string | null;
};

/** The calendar text parsed by ical.js: its name, zones and events. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const dtstart = vevent.getFirstProperty('dtstart');
    const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: String(vevent.getFirstPropertyValue('description') ?? ''),
      categories: vevent
        .getAllProperties('categories')
        .flatMap((property) => property.getValues().map(String)),
      start: dtstart?.getFirstValue() as ICAL.Time,
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      rrule: rrule ? rrule.toString() : null,
    };
  });
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname') as string | null,
    zones: calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}

/** The event of a task or step, by its id. */
export function eventOf(events: ParsedEvent[], id: string): ParsedEvent {
  const event = events.find((candidate) => candidate.uid === `${id}@planmyeldercare`);
  if (!event) throw new Error(`no event for ${id}`);
  return event;
}
