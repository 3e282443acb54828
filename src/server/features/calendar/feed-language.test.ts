import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../../shared/content/library/es/library-es';
import { library } from '../../../shared/content/library/library';
import type { Task } from '../../../shared/schemas/tasks';
import { dateStep, dateTask, familyPlan, parseCalendar, subscribe } from '../../test/calendar-feed';
import { ownPlanId } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';

// The feed's own words, its events' categories, follow the subscriber's choice of language
// (issue 59): the language kept on the link holder's account (a calendar app's poll says nothing
// of its reader's), else US English. A library task's title, description and steps are in it
// while they are the library's; what the family typed stays as typed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the calendar feed in the subscriber’s language', () => {
  it('names the categories in Spanish once the subscriber chose Spanish, and its ETag changes', async () => {
    const { api, planId } = await familyPlan(t);
    const { path } = await subscribe(api, planId);
    const before = await t.client().get(path);
    expect(parseCalendar(before.text).events[0]?.categories).toEqual(['Healthcare Management']);

    expect((await api.request('PUT', '/api/account/locale', { locale: 'es-US' })).status).toBe(200);
    const after = await t.client().get(path);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const events = parseCalendar(after.text).events;
    expect(events[0]?.categories).toEqual(['Gestión de la salud']);
    expect(events.map((event) => event.summary)).toContain('Refill prescriptions');
  });
});

describe('a library task in the calendar feed and its calendar file', () => {
  it('is in the feed holder’s language while its words are the library’s', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    // Read in English: the task as the plan stores it.
    const task = (await dashboardOf(api)).tasks.find((each) => each.subtasks.length > 0) as Task;
    const entry = library.find((each) => each.title === task.title);
    const spanish = entry && libraryEs[entry.key];
    if (!entry || !spanish) throw new Error(`no library entry for ${task.title}`);
    await dateTask(t, task.id, { dueDate: '2026-03-10' });
    await dateStep(t, task.subtasks[0]?.id as string, { dueDate: '2026-03-09' });
    const { path } = await subscribe(api, planId);
    const inEnglish = parseCalendar((await t.client().get(path)).text).events;
    expect(inEnglish.map((event) => event.summary)).toContain(entry.title);

    expect((await api.request('PUT', '/api/account/locale', { locale: 'es-US' })).status).toBe(200);
    const feed = await t.client().get(path);
    expect(feed.text).toContain('PRODID:-//PlanMyEldercare//Care plan calendar//ES');
    const events = parseCalendar(feed.text).events;
    const event = events.find((each) => each.summary === spanish.title);
    expect(event?.description).toContain(spanish.description);
    expect(events.map((each) => each.summary)).toContain(
      `${spanish.subtasks[0]} (${spanish.title})`,
    );
    expect(feed.text).not.toContain(entry.title);

    // 'Add to calendar': the same event in its downloader's language, its file named by it.
    const file = await api.get(`/api/tasks/${task.id}/calendar.ics?plan=${planId}`);
    expect(file.status).toBe(200);
    expect(parseCalendar(file.text).events[0]?.summary).toBe(spanish.title);
    // Named by its Spanish title, its accented letters plain ('dónde' → 'donde').
    expect(spanish.title).toBe('Hablar sobre dónde vivir y las opciones de vivienda');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="hablar-sobre-donde-vivir-y-las-opciones-de-vivienda.ics"',
    );
  });
});
