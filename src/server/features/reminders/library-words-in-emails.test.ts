import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../../shared/content/library/es/library-es';
import { library } from '../../../shared/content/library/library';
import type { Task } from '../../../shared/schemas/tasks';
import { addMember, type Member } from '../../test/care-circle';
import { dashboardOf } from '../../test/dashboard';
import { scheduleTask, setPlanZone, startTestQueue, type TestQueue } from '../../test/reminders';
import { type ReceivedMail, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 59: a library task's words in a reminder and in the weekly digest are in the recipient's
// language while they are still the library's; what the family typed stays as typed. Two members
// of one plan, one reading Spanish and one English, each get the same task in their own words,
// over real SMTP.

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let queue: TestQueue;
let owner: Member;
let member: Member;
let planId: string;
let libraryTask: Task;
let ownTask: Task;

const spanishTitleOf = (english: string) => {
  const entry = library.find((each) => each.key && each.title === english);
  const spanish = entry && libraryEs[entry.key]?.title;
  if (!spanish) throw new Error(`no Spanish title for ${english}`);
  return spanish;
};

const plainText = (mail: ReceivedMail) => mail.text.replace(/\r\n/g, '\n');

beforeAll(async () => {
  t = await createTestApp({ env: { THROTTLE_SIGN_UP_PER_ADDRESS: '1000' } });
  sink = await startSmtpSink();
  queue = await startTestQueue(t, sink.url);
  owner = await t.signedInUser();
  member = await t.signedInUser();
  planId = await addMember(t, owner, member, 'caregiver');
  await setPlanZone(t, planId, 'America/New_York');
  // Read while the owner still reads English: the task as the plan stores it.
  libraryTask = (await dashboardOf(owner.api)).tasks[0] as Task;
  expect((await owner.api.request('PUT', '/api/account/locale', { locale: 'es-US' })).status).toBe(
    200,
  );
  const created = await owner.api.post(`/api/tasks?plan=${planId}`, {
    title: 'Llamar a la Dra. Ortiz',
    categoryId: 'healthcare',
  });
  expect(created.status, created.text).toBe(201);
  ownTask = created.json.task;
  // Opted in now: the sessions idle out once the clock moves on to the reminders.
  for (const { api } of [owner, member]) {
    const optedIn = await api.request('PATCH', '/api/account/email-preferences', {
      weeklyDigest: true,
    });
    expect(optedIn.status).toBe(200);
  }
});
afterAll(async () => {
  await queue.stop();
  await sink.close();
  await t.close();
});

describe('a library task in emails', () => {
  it('reminds each member in their own language; the family’s own title stays as typed', async () => {
    const spanish = spanishTitleOf(libraryTask.title);
    expect(spanish).not.toBe(libraryTask.title);
    // Unassigned: every owner and caregiver is reminded, on the day (Friday 16 January).
    await scheduleTask(t, libraryTask.id, '2026-01-16', 'on_day');
    const remindAt = await scheduleTask(t, ownTask.id, '2026-01-16', 'on_day');
    if (remindAt) t.clock.advance(Math.max(0, remindAt.getTime() - t.clock.now().getTime()));
    await queue.dispatch();
    await queue.drain();

    const toOwner = await sink.waitFor(owner.email, (mail) => mail.subject.includes(spanish));
    expect(toOwner.subject).toBe(`Recordatorio: ${spanish} vence el viernes, 16 de enero de 2026`);
    expect(plainText(toOwner)).toContain(`"${spanish}" en `);
    const ownToOwner = await sink.waitFor(owner.email, (mail) =>
      mail.subject.includes('Llamar a la Dra. Ortiz'),
    );
    expect(ownToOwner.subject).toMatch(/^Recordatorio: Llamar a la Dra\. Ortiz vence el /);

    const toMember = await sink.waitFor(member.email, (mail) =>
      mail.subject.includes(libraryTask.title),
    );
    expect(toMember.subject).toBe(`Reminder: ${libraryTask.title} is due Friday, January 16, 2026`);
    expect(toMember.text).not.toContain(spanish);
  });

  it('lists a library task in each member’s weekly digest in their own language', async () => {
    // Monday 19 January, 8:30 in New York: the digest is owed.
    t.clock.advance(Date.parse('2026-01-19T13:30:00Z') - t.clock.now().getTime());
    await queue.dispatch();
    await queue.drain();

    const ofPlan = (mail: ReceivedMail) => mail.text.includes(`/app?plan=${planId}`);
    const spanish = spanishTitleOf(libraryTask.title);
    const toOwner = plainText(
      await sink.waitFor(
        owner.email,
        (mail) => /^Esta semana en /.test(mail.subject) && ofPlan(mail),
      ),
    );
    expect(toOwner).toContain(`- ${spanish} (viernes, 16 de enero de 2026)`);
    expect(toOwner).toContain('- Llamar a la Dra. Ortiz (viernes, 16 de enero de 2026)');
    expect(toOwner).not.toContain(libraryTask.title);

    const toMember = plainText(
      await sink.waitFor(
        member.email,
        (mail) => /^This week in /.test(mail.subject) && ofPlan(mail),
      ),
    );
    expect(toMember).toContain(`- ${libraryTask.title} (Friday, January 16, 2026)`);
    expect(toMember).not.toContain(spanish);
  });
});
