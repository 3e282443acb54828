import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, calendarFeeds } from '../../db/schema';
import { dateTask, newTask, parseCalendar, subscribe } from '../../test/calendar-feed';
import { addMember, idOf, ownPlanId } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// Each member's private feed link (issue 18, decision record 047): shown once, stored as a hash,
// rotated and revoked by its holder, dead once its holder leaves the plan; any member may have
// one, viewers too, and a stranger learns nothing about another plan's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      THROTTLE_TASK_WRITES_PER_MINUTE: '100000',
      THROTTLE_SIGN_UP_PER_ADDRESS: '100000',
      THROTTLE_CALENDAR_FEED_PER_MINUTE: '100000',
    },
  });
});
afterAll(() => t.close());

const fetchFeed = (path: string) => t.client().get(path);

const feedRoute = (planId: string) => `/api/plans/${planId}/calendar-feed`;

describe('the feed link', () => {
  it('is shown once, stored only as a hash, and reported by its state', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    expect((await api.get(feedRoute(planId))).json).toEqual({ active: false, createdAt: null });

    const { url, token } = await subscribe(api, planId);
    expect(url).toBe(`${t.deps.config.publicUrl}/api/calendar-feed/${token}.ics`);
    const state = await api.get(feedRoute(planId));
    expect(state.json).toEqual({ active: true, createdAt: t.clock.now().toISOString() });
    expect(state.text).not.toContain(token);

    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.planId, planId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('made again, replaces the old one: the old address answers 404, the new one works', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const old = await subscribe(api, planId);
    expect((await fetchFeed(old.path)).status).toBe(200);
    const renewed = await subscribe(api, planId);
    expect(renewed.token).not.toBe(old.token);
    expect((await fetchFeed(old.path)).status).toBe(404);
    expect((await fetchFeed(renewed.path)).status).toBe(200);
  });

  it('turned off, answers 404; turning off twice is no error', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const { path } = await subscribe(api, planId);
    const revoked = await api.request('DELETE', feedRoute(planId));
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    expect((await fetchFeed(path)).status).toBe(404);
    expect((await api.get(feedRoute(planId))).json).toEqual({ active: false, createdAt: null });
    expect((await api.request('DELETE', feedRoute(planId))).status).toBe(204);
  });

  it('leaves an audit entry for each creation, rotation and revocation, without the token', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const first = await subscribe(api, planId);
    t.clock.advance(1_000);
    const second = await subscribe(api, planId);
    t.clock.advance(1_000);
    await api.request('DELETE', feedRoute(planId));
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, 'calendar_feed'))
      .orderBy(asc(auditLogs.createdAt));
    const mine = entries.filter((entry) => entry.planId === planId);
    expect(mine.map((entry) => entry.action)).toEqual([
      'create_calendar_feed',
      'rotate_calendar_feed',
      'revoke_calendar_feed',
    ]);
    const written = JSON.stringify(mine);
    expect(written).not.toContain(first.token);
    expect(written).not.toContain(second.token);
  });

  it('each member has their own, viewers too; the feed holds only the plan named', async () => {
    const owner = await t.signedInUser();
    const viewer = await t.signedInUser();
    const planId = await addMember(t, owner, viewer, 'viewer');
    const ownersTask = await newTask(owner.api, planId, 'Owner’s plan task');
    await dateTask(t, ownersTask.id, { dueDate: '2026-05-01' });
    // The viewer's own plan has a dated task too: it must stay out of this plan's feed.
    const viewersPlan = await ownPlanId(viewer.api);
    const viewersTask = await newTask(viewer.api, viewersPlan, 'Viewer’s own task');
    await dateTask(t, viewersTask.id, { dueDate: '2026-05-02' });

    const ownerLink = await subscribe(owner.api, planId);
    const viewerLink = await subscribe(viewer.api, planId);
    expect(viewerLink.token).not.toBe(ownerLink.token);
    const feed = await fetchFeed(viewerLink.path);
    expect(feed.status).toBe(200);
    const uids = parseCalendar(feed.text).events.map((event) => event.uid);
    expect(uids).toEqual([`${ownersTask.id}@planmyeldercare`]);
    // The owner's link is untouched by the viewer's.
    expect((await fetchFeed(ownerLink.path)).status).toBe(200);
  });

  it('stops working when its holder is removed, and stays dead if they are invited back', async () => {
    const owner = await t.signedInUser();
    const relative = await t.signedInUser();
    const planId = await addMember(t, owner, relative, 'caregiver');
    const { path } = await subscribe(relative.api, planId);
    expect((await fetchFeed(path)).status).toBe(200);

    const relativeId = await idOf(relative);
    const removed = await owner.api.request('DELETE', `/api/plans/${planId}/members/${relativeId}`);
    expect(removed.status).toBe(200);
    expect((await fetchFeed(path)).status).toBe(404);
    expect((await relative.api.get(feedRoute(planId))).status).toBe(404);

    t.clock.advance(60_000);
    await addMember(t, owner, relative, 'caregiver');
    expect((await fetchFeed(path)).status).toBe(404);
    expect((await relative.api.get(feedRoute(planId))).json.active).toBe(false);
  });

  it("answers 404 to a stranger on another plan's link routes, and changes nothing", async () => {
    const owner = await t.signedInUser();
    const stranger = await t.signedInUser();
    const planId = await ownPlanId(owner.api);
    const { path } = await subscribe(owner.api, planId);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await stranger.api.request(method, feedRoute(planId));
      expect(response.status, method).toBe(404);
    }
    expect((await fetchFeed(path)).status).toBe(200);
  });

  it('is refused to the demo, whose sandbox is swept away', async () => {
    const demo = t.client();
    expect((await demo.post('/api/auth/demo-sign-in')).status).toBe(200);
    const planId = await ownPlanId(demo);
    const refused = await demo.post(feedRoute(planId));
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_restricted');
  });
});
