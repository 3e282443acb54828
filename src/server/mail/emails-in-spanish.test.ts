import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFullCalendarDay } from '../../shared/format';
import type { Task } from '../../shared/schemas/tasks';
import { tasks } from '../db/schema';
import { ownPlanId } from '../test/care-circle';
import { dashboardOf } from '../test/dashboard';
import { scheduleTask, setPlanZone, startTestQueue, type TestQueue } from '../test/reminders';
import { codeFrom, startSmtpSink } from '../test/smtp-sink';
import { createTestApp, newReferenceId, TEST_PASSWORD, type TestApp } from '../test/test-app';

// Issue 59: every email is written in its recipient's language, over real SMTP as in production.
// A sign-up's emails follow the page that signed up (its Accept-Language, here); a reminder, sent
// when nobody acts, follows the account's own choice.

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let queue: TestQueue;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, THROTTLE_SIGN_UP_PER_ADDRESS: '1000' },
  });
  queue = await startTestQueue(t, smtp.url);
});
afterAll(async () => {
  await queue.stop();
  await t.close();
  await smtp.close();
});

const spanishBrowser = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };

/** Signs up from a browser with these headers and verifies the code the email brought. */
async function signUpOverSmtp(headers: Record<string, string> = {}) {
  const email = `reader-${newReferenceId().slice(0, 8).toLowerCase()}@example.com`;
  const api = t.client(headers);
  const signedUp = await api.post('/api/auth/sign-up', {
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    acceptTerms: true,
  });
  expect(signedUp.status).toBe(201);
  const referenceId = newReferenceId();
  expect((await api.post('/api/auth/code/send', { referenceId })).status).toBe(200);
  const mail = await smtp.waitFor(email, (message) => /\d{6}/.test(message.text));
  const verified = await api.post('/api/auth/code/verify', {
    referenceId,
    code: codeFrom(mail.text),
  });
  return { api, email, codeMail: mail, verified };
}

describe('emails in the recipient’s language', () => {
  it('a Spanish reader signs up with the code emailed to them in Spanish', async () => {
    const { email, codeMail: mail, verified } = await signUpOverSmtp(spanishBrowser);
    expect(verified.status).toBe(200);
    const confirmation = await smtp.waitFor(email, (message) =>
      message.text.includes('/confirm-email'),
    );
    expect(confirmation.subject).toBe('Confirme su cuenta de PlanMyEldercare');
    expect(confirmation.text).toContain('Le damos la bienvenida a PlanMyEldercare.');
    expect(mail.subject).toBe('Su código de verificación de PlanMyEldercare');
    expect(mail.text).toContain('Su código de verificación es: ');
    expect(mail.text).toContain(
      'Escriba este código de 6 dígitos para terminar de iniciar sesión. Vale por 10 minutos',
    );
    expect(mail.text).not.toMatch(/verification|Enter this/);
  });

  it('a reminder reaches a reader who chose Spanish in Spanish, its day and time in Spanish, saying the plan’s zone', async () => {
    const { api, email, verified } = await signUpOverSmtp();
    expect(verified.status).toBe(200);
    expect((await api.request('PUT', '/api/account/locale', { locale: 'es-US' })).status).toBe(200);
    // The task as the reader reads it: a library task's title in their language, as the
    // reminder names it (library-words-in-emails.test.ts holds both languages).
    const board = await dashboardOf(api);
    const task = board.tasks[0] as Task;
    await setPlanZone(t, await ownPlanId(api), 'America/New_York');
    // Due Friday 16 January at 9:30, a day's notice: Thursday 8:00 in New York, 13:00 UTC.
    const remindAt = await scheduleTask(t, task.id, '2026-01-16', '1_day');
    await t.database.db.update(tasks).set({ dueTime: '09:30' }).where(eq(tasks.id, task.id));
    if (remindAt) t.clock.advance(Math.max(0, remindAt.getTime() - t.clock.now().getTime()));
    await queue.dispatch();
    await queue.drain();

    const mail = await smtp.waitFor(email, (message) => message.subject.includes(task.title));
    expect(mail.subject).toBe(
      `Recordatorio: ${task.title} vence el ${formatFullCalendarDay('2026-01-16', '09:30', { locale: 'es-US' })}`,
    );
    expect(mail.subject).toContain('vence el viernes, 16 de enero de 2026, 9:30');
    expect(mail.text).toContain('Asignada a: nadie todavía');
    expect(mail.text).toContain('Las horas son las de la zona horaria del plan: America/New_York.');
    expect(mail.text).toMatch(/Cancelar la suscripción a los recordatorios de tareas: https?:\/\//);
    expect(mail.text).not.toMatch(/Reminder|is due|Unsubscribe/);
  });
});
