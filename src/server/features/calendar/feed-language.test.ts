import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPlan, parseCalendar, subscribe } from '../../test/calendar-feed';
import { createTestApp, type TestApp } from '../../test/test-app';

// The feed's own words, its events' categories, follow the subscriber's choice of language
// (issue 59); what the family typed (titles, descriptions) stays as typed.

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
