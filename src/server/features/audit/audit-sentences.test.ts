import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, idOf, type Member } from '../../test/care-circle';
import { codeFrom } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// The audit log a family reads (issue 56, item 9; record 089): sentences with names, never the
// JSON its entries are stored with nor a bare id, on the page and in the CSV alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { THROTTLE_TASK_WRITES_PER_MINUTE: '100000', THROTTLE_SIGN_UP_PER_ADDRESS: '100000' },
  });
});
afterAll(() => t.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

type Entry = {
  id: string;
  user: string;
  action: string;
  resource: string;
  category: string;
  details: string;
};

/** What a reader sees of their log: every column but the entry's own id (a list key). */
async function shown(member: Member) {
  const answer = await member.api.get('/api/audit/logs');
  expect(answer.status).toBe(200);
  return (answer.json.entries as Entry[]).map(({ id: _key, ...columns }) => columns);
}

async function named(member: Member, displayName: string) {
  const saved = await member.api.request('PATCH', '/api/account/profile', { displayName });
  expect(saved.status).toBe(200);
}

async function deleteAccount(member: Member) {
  await member.api.post('/api/account/delete/code', { password: TEST_PASSWORD });
  const mail = t.deps.mailer.outbox.findLast(
    (message) => message.to === member.email && /deletion code/.test(message.subject),
  );
  const code = codeFrom(mail?.text ?? '');
  const deleted = await member.api.post('/api/account/delete', { password: TEST_PASSWORD, code });
  expect(deleted.status).toBe(200);
}

describe('the audit log a family reads', () => {
  it('names people and plans in sentences, with no JSON and no bare id', async () => {
    const owner = await t.signedInUser();
    const anna = await t.signedInUser();
    const ben = await t.signedInUser();
    await named(anna, 'Anna Lee');
    const planId = await addMember(t, owner, anna, 'caregiver');
    await addMember(t, owner, ben, 'viewer');
    await owner.api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum' });
    const [annaId, ownerId, benId] = await Promise.all([idOf(anna), idOf(owner), idOf(ben)]);

    const [task] = (await owner.api.get(`/api/tasks?plan=${planId}`)).json.tasks;
    await owner.api.request('PATCH', `/api/tasks/${task.id}?plan=${planId}`, {
      assigneeId: annaId,
    });
    await anna.api.post(`/api/tasks/${task.id}/toggle?plan=${planId}`);
    await owner.api.request('PATCH', `/api/plans/${planId}/members/${benId}`, {
      role: 'caregiver',
    });
    await owner.api.post(`/api/plans/${planId}/transfer`, { userId: annaId });
    expect(ownerId).toBeTruthy();

    const log = await shown(owner);
    const text = JSON.stringify(log);
    expect(text).not.toContain('{\\"');
    expect(text).not.toMatch(UUID);
    const sentences = log.map((entry) => entry.details);
    expect(sentences).toContain('Made Anna Lee the owner of the care plan “Mum”');
    expect(sentences).toContain(`Assigned the task “${task.title}” to Anna Lee`);
    expect(sentences).toContain(`Changed ${ben.email} from viewer to caregiver`);
    expect(sentences).toContain('Renamed the care plan to “Mum”');
    expect(log).toContainEqual(
      expect.objectContaining({
        user: 'Anna Lee',
        action: 'toggle_task_completion',
        resource: `Task “${task.title}”`,
        category: 'Housing & Living Arrangements',
        details: `Marked the task “${task.title}” complete`,
      }),
    );

    // Anna, the only owner now, deletes her account (her own entries go with it): the plan
    // passes on, and the entries that name her read 'a former member'.
    await deleteAccount(anna);
    const after = await shown(owner);
    expect(JSON.stringify(after)).not.toMatch(UUID);
    // The longest-standing caregiver inherits it: both joined within the test's clock tick, so
    // either may; the sentence names them by address, never by id.
    const passed = after
      .map((entry) => entry.details)
      .filter((details) => /passed to/.test(details));
    expect(passed).toHaveLength(1);
    expect(
      [owner.email, ben.email].map(
        (email) => `The care plan “Mum” passed to ${email}, as its owner deleted their account`,
      ),
    ).toContain(passed[0]);
    expect(after.map((entry) => entry.details)).toContain(
      'Made a former member the owner of the care plan “Mum”',
    );
    expect(after.map((entry) => entry.details)).toContain(
      `Assigned the task “${task.title}” to a former member`,
    );

    const csv = await owner.api.get('/api/audit/logs/export');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('{""');
    expect(csv.text).not.toMatch(UUID);
    expect(csv.text).toContain('Made a former member the owner of the care plan “Mum”');
  });
});
