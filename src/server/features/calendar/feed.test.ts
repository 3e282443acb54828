import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, tasks } from '../../db/schema';
import {
  dateTask,
  eventOf,
  familyPlan,
  parseCalendar,
  setPlanZone,
  subscribe,
} from '../../test/calendar-feed';
import { createTestApp, type TestApp } from '../../test/test-app';

// The private calendar feed (issue 18, decision record 047): what calendar apps read, checked
// with ical.js (an independent parser); its cache validator; its path kept out of the logs. Due
// dates are written straight into the rows (the schedule API is built apart).

const PUBLIC_URL = 'https://care.example.org';
let t: TestApp;
let address = 0;
/** A calendar app fetching from an address of its own (fetches are counted per address). */
const calendarApp = () => t.client({ 'x-forwarded-for': `203.0.113.${++address % 250}` });

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      THROTTLE_CALENDAR_FEED_PER_MINUTE: '5',
      THROTTLE_TASK_WRITES_PER_MINUTE: '100000',
    },
  });
});
afterAll(() => t.close());

describe('GET /api/calendar-feed/:token.ics', () => {
  it("holds the plan's dated tasks and steps as a calendar app reads them", async () => {
    const { api, planId, refill, visit, step, done } = await familyPlan(t);
    const { path } = await subscribe(api, planId);
    const response = await calendarApp().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');

    const feed = parseCalendar(response.text);
    expect(feed.name).toBe('Mum’s care');
    expect(feed.zones).toEqual(['America/New_York']);
    // Only dated, open work: no undated library task, nothing completed.
    expect(feed.events.map((event) => event.uid).sort()).toEqual(
      [refill.id, visit.id, step.id].map((id) => `${id}@planmyeldercare`).sort(),
    );
    expect(response.text).not.toContain(done.id);

    const monthly = eventOf(feed.events, refill.id);
    expect(monthly).toMatchObject({
      summary: 'Refill prescriptions',
      categories: ['Healthcare Management'],
      tzid: null,
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    });
    expect(monthly.start.isDate).toBe(true);
    expect(monthly.start.toString()).toBe('2026-01-31');
    expect(monthly.description).toContain(`${PUBLIC_URL}/app?plan=${planId}&category=healthcare`);

    const weekly = eventOf(feed.events, visit.id);
    expect(weekly).toMatchObject({ tzid: 'America/New_York', rrule: 'FREQ=WEEKLY;BYDAY=SU' });
    expect(weekly.start.isDate).toBe(false);
    expect(weekly.start.toString()).toBe('2026-03-08T09:30:00');
    // 9:30 in New York on the day daylight saving starts there: 13:30 UTC, not 14:30.
    expect(weekly.start.toJSDate().toISOString()).toBe('2026-03-08T13:30:00.000Z');

    const stepEvent = eventOf(feed.events, step.id);
    expect(stepEvent.summary).toBe('Bring the pill list (Visit the GP)');
    expect(stepEvent.start.toString()).toBe('2026-03-07');
    expect(stepEvent.rrule).toBeNull();
  });

  it("never shows another plan's tasks", async () => {
    const first = await familyPlan(t);
    const second = await familyPlan(t);
    const firstFeed = parseCalendar(
      (await calendarApp().get((await subscribe(first.api, first.planId)).path)).text,
    );
    const secondFeed = parseCalendar(
      (await calendarApp().get((await subscribe(second.api, second.planId)).path)).text,
    );
    const ids = (events: { uid: string }[]) => events.map((event) => event.uid.split('@')[0]);
    expect(ids(firstFeed.events)).toContain(first.refill.id);
    expect(ids(firstFeed.events)).not.toContain(second.refill.id);
    expect(ids(secondFeed.events)).toContain(second.visit.id);
    expect(ids(secondFeed.events)).not.toContain(first.visit.id);
  });

  it('never carries notes or a premium video link, even from a premium plan', async () => {
    const { api, planId } = await familyPlan(t);
    expect((await api.post('/api/account/upgrade')).status).toBe(200);
    const [withVideo] = await t.database.db
      .select({ id: tasks.id, videoUrl: tasks.videoUrl })
      .from(tasks)
      .where(and(eq(tasks.planId, planId), isNotNull(tasks.videoUrl)));
    if (!withVideo?.videoUrl) throw new Error('the library copy has a task with a video');
    await dateTask(t, withVideo.id, { dueDate: '2026-04-01' });
    await t.database.db
      .update(tasks)
      .set({ notes: 'Private note about Mum' })
      .where(eq(tasks.id, withVideo.id));
    const feed = await calendarApp().get((await subscribe(api, planId)).path);
    expect(eventOf(parseCalendar(feed.text).events, withVideo.id)).toBeTruthy();
    expect(feed.text).not.toContain(new URL(withVideo.videoUrl).host);
    expect(feed.text).not.toContain('Private note');
  });

  it('answers 404 to a made-up or malformed token, with nothing about any plan', async () => {
    for (const path of [
      `/api/calendar-feed/${'A'.repeat(43)}.ics`,
      '/api/calendar-feed/short.ics',
      `/api/calendar-feed/${'A'.repeat(43)}`,
    ]) {
      const response = await calendarApp().get(path);
      expect(response.status, path).toBe(404);
      expect(response.json.error.code).toBe('not_found');
    }
  });

  it('answers a matching If-None-Match with 304 and no body, until an event changes', async () => {
    const { api, planId, refill } = await familyPlan(t);
    const { path } = await subscribe(api, planId);
    const first = await calendarApp().get(path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const ask = (tag: string) =>
      calendarApp().request('GET', path, undefined, { 'if-none-match': tag });
    const unchanged = await ask(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, max-age=300');
    // As a compressed answer's validator comes back (W/), and in a list.
    expect((await ask(`W/${etag}`)).status).toBe(304);
    expect((await ask(`"other", ${etag}`)).status).toBe(304);

    await dateTask(t, refill.id, { dueDate: '2026-02-28' });
    const moved = await ask(etag);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    expect(eventOf(parseCalendar(moved.text).events, refill.id).start.toString()).toBe(
      '2026-02-28',
    );

    // A rename through the API changes it too, and so does the plan's zone.
    const renamed = await api.request('PATCH', `/api/tasks/${refill.id}?plan=${planId}`, {
      title: 'Refill all prescriptions',
    });
    expect(renamed.status).toBe(200);
    const beforeRename = moved.headers.get('etag') as string;
    const afterRename = await ask(beforeRename);
    expect(afterRename.status).toBe(200);
    await setPlanZone(t, planId, 'Europe/London');
    expect((await ask(afterRename.headers.get('etag') as string)).status).toBe(200);
  });

  it('never writes the token to the request log', async () => {
    const { api, planId } = await familyPlan(t);
    const { path, token } = await subscribe(api, planId);
    expect((await calendarApp().get(path)).status).toBe(200);
    const logs = t.logs.join('');
    expect(logs).toContain('"path":"/api/calendar-feed/[token]"');
    expect(logs).not.toContain(token);
  });

  it('notes when the link was last fetched, at most once a minute', async () => {
    const { api, planId } = await familyPlan(t);
    const { path } = await subscribe(api, planId);
    const lastFetched = async () => {
      const [row] = await t.database.db
        .select({ at: calendarFeeds.lastFetchedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.planId, planId));
      return row?.at?.getTime();
    };
    await calendarApp().get(path);
    const first = t.clock.now().getTime();
    expect(await lastFetched()).toBe(first);
    t.clock.advance(30_000);
    await calendarApp().get(path);
    expect(await lastFetched()).toBe(first);
    t.clock.advance(31_000);
    await calendarApp().get(path);
    expect(await lastFetched()).toBe(first + 61_000);
  });

  it('counts fetches per address: a flood from one address is refused with 429', async () => {
    const { api, planId } = await familyPlan(t);
    const { path } = await subscribe(api, planId);
    const flood = t.client({ 'x-forwarded-for': '198.51.100.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await flood.get(path)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await calendarApp().get(path)).status).toBe(200);
  });
});
