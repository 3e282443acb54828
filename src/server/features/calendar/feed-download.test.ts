import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { familyPlan, newTask, parseCalendar } from '../../test/calendar-feed';
import { createTestApp, type TestApp } from '../../test/test-app';

// 'Add to calendar' (issue 18, decision record 047): one task's .ics file, read back with ical.js.
// Due dates are written straight into the rows (the schedule API is built apart).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

describe('GET /api/tasks/:taskId/calendar.ics', () => {
  it('downloads one dated task as a calendar of one event', async () => {
    const { api, planId, visit } = await familyPlan(t);
    const response = await api.get(`/api/tasks/${visit.id}/calendar.ics?plan=${planId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="visit-the-gp.ics"',
    );
    const file = parseCalendar(response.text);
    expect(file.events).toHaveLength(1);
    expect(file.events[0]).toMatchObject({
      uid: `${visit.id}@planmyeldercare`,
      summary: 'Visit the GP',
      tzid: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
    });
    expect(file.zones).toEqual(['America/New_York']);
  });

  it("refuses a task with no due date, and another plan's task is not found", async () => {
    const { api, planId } = await familyPlan(t);
    const undated = await newTask(api, planId, 'Someday');
    const refused = await api.get(`/api/tasks/${undated.id}/calendar.ics?plan=${planId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('task_not_dated');

    const other = await familyPlan(t);
    const [row] = await t.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.planId, other.planId));
    expect((await api.get(`/api/tasks/${row?.id}/calendar.ics?plan=${planId}`)).status).toBe(404);
    expect((await api.get(`/api/tasks/${row?.id}/calendar.ics?plan=${other.planId}`)).status).toBe(
      404,
    );
  });
});
