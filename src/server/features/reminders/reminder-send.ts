import { sql } from 'drizzle-orm';
import { asReadIn } from '../../../shared/content/library/by-key';
import { todayIn } from '../../../shared/format';
import { isLocale, type Locale, languageOf } from '../../../shared/i18n/locales';
import { addDays } from '../../../shared/rules/due-dates';
import type { Database } from '../../db/client';
import { mailLocale } from '../../mail/mail-words';
import type { ConfiguredDeps, MailDeps, SigningDeps } from '../../service-deps';
import { digestMail, reminderMail } from './reminder-mail';
import { inQueueTransaction } from './reminder-transaction';

// One send job (decision record 047): the delivery row is held FOR UPDATE while its email is
// handed to SMTP, and marked sent in the same transaction. A crash before the commit rolls back
// and the delivery is owed again (another instance's sweep queues it); only a crash between the
// SMTP server's acceptance and the commit can send it twice, under the same Message-ID.

type Delivery = {
  key: string;
  kind: 'reminder' | 'digest';
  recipient_id: string;
  plan_id: string;
  task_id: string | null;
  occurrence_date: string | null;
  sent_at: Date | null;
  skipped_reason: string | null;
};

type Recipient = {
  email: string;
  is_demo: boolean;
  reminder_emails: boolean;
  weekly_digest: boolean;
  locale: string | null;
  role: string | null;
};

/** A reminder is sent to someone who is not acting: in their own choice, else US English. */
const localeOf = (recipient: Recipient): Locale | undefined =>
  isLocale(recipient.locale) ? recipient.locale : undefined;

/** A send that waits longer than this for a row another instance holds fails, to be retried. */
const LOCK_TIMEOUT = '30s';

export type SendOutcome = 'sent' | 'skipped' | 'done' | 'missing';

export async function sendDelivery(
  deps: ConfiguredDeps & MailDeps & SigningDeps,
  key: string,
): Promise<SendOutcome> {
  return inQueueTransaction(deps.database, async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    const [delivery] = (
      await tx.execute<Delivery>(sql`
        select key, kind, recipient_id, plan_id, task_id, occurrence_date::text, sent_at, skipped_reason
        from reminder_deliveries where key = ${key} for update
      `)
    ).rows;
    if (!delivery) return 'missing';
    if (delivery.sent_at || delivery.skipped_reason) return 'done';
    const skip = async (reason: string) => {
      await tx.execute(
        sql`update reminder_deliveries set skipped_reason = ${reason} where key = ${key}`,
      );
      deps.logger.info({ delivery: key, reason }, 'reminder skipped');
      return 'skipped' as const;
    };
    const recipient = await recipientOf(tx, delivery);
    if (!recipient?.role) return skip('not_member');
    // The demo is sent nothing (record 016); the dispatch owes it nothing either, but a delivery
    // may predate that rule. Skipped, it is done: not a failure, not retried.
    if (recipient.is_demo) return skip('demo');
    const mail =
      delivery.kind === 'reminder'
        ? await reminderFor(tx, deps, delivery, recipient)
        : await digestFor(tx, deps, delivery, recipient);
    if (typeof mail === 'string') return skip(mail);
    await deps.mailer.send(mail);
    await tx.execute(
      sql`update reminder_deliveries set sent_at = ${deps.clock.now()} where key = ${key}`,
    );
    return 'sent';
  });
}

async function recipientOf(tx: Database, delivery: Delivery): Promise<Recipient | undefined> {
  const result = await tx.execute<Recipient>(sql`
    select u.email, u.is_demo, u.reminder_emails, u.weekly_digest, u.locale, m.role
    from users u
    left join plan_members m on m.user_id = u.id and m.plan_id = ${delivery.plan_id}
    where u.id = ${delivery.recipient_id}
  `);
  return result.rows[0];
}

async function reminderFor(
  tx: Database,
  deps: SigningDeps,
  delivery: Delivery,
  recipient: Recipient,
) {
  if (!recipient.reminder_emails) return 'unsubscribed';
  const [task] = (
    await tx.execute<{
      id: string;
      title: string;
      library_key: string | null;
      category_id: string;
      completed: boolean;
      due_date: string | null;
      due_time: string | null;
      plan_name: string;
      time_zone: string | null;
      assignee: string | null;
    }>(sql`
      select t.id, t.title, t.library_key, t.category_id, t.completed, t.due_date::text, t.due_time::text,
        p.name as plan_name, p.time_zone, a.email as assignee
      from tasks t
      join care_plans p on p.id = t.plan_id
      left join users a on a.id = t.assignee_id
      where t.id = ${delivery.task_id} and t.deleted_at is null
    `)
  ).rows;
  if (!task) return 'task_gone';
  // Done, or moved to another day since it was dispatched: this occurrence is owed nothing.
  if (task.completed || !task.due_date || task.due_date !== delivery.occurrence_date) {
    return 'task_done';
  }
  const locale = mailLocale({ locale: localeOf(recipient) });
  return reminderMail(deps, {
    key: delivery.key,
    to: recipient.email,
    locale,
    userId: delivery.recipient_id,
    planId: delivery.plan_id,
    task: {
      ...task,
      // A library task's words in the recipient's language while they are the library's (issue 59).
      title: asReadIn(task.library_key, task.title, languageOf(locale)),
      dueDate: task.due_date,
      dueTime: task.due_time,
      categoryId: task.category_id,
    },
  });
}

async function digestFor(
  tx: Database,
  deps: SigningDeps,
  delivery: Delivery,
  recipient: Recipient,
) {
  if (!recipient.weekly_digest) return 'unsubscribed';
  const [plan] = (
    await tx.execute<{ name: string; time_zone: string | null }>(
      sql`select name, time_zone from care_plans where id = ${delivery.plan_id}`,
    )
  ).rows;
  if (!plan) return 'plan_gone';
  const today = todayIn(plan.time_zone ?? 'UTC', deps.clock.now());
  const weekEnd = addDays(today, 6);
  const locale = mailLocale({ locale: localeOf(recipient) });
  const language = languageOf(locale);
  const tasks = (
    await tx.execute<{
      title: string;
      library_key: string | null;
      due_date: string;
      due_time: string | null;
    }>(sql`
      select title, library_key, due_date::text, due_time::text from tasks
      where plan_id = ${delivery.plan_id} and not completed and deleted_at is null
        and due_date is not null and due_date <= ${weekEnd}
      order by due_date, due_time nulls first, position
      limit 100
    `)
  ).rows.map((row) => ({
    title: asReadIn(row.library_key, row.title, language),
    dueDate: row.due_date,
    dueTime: row.due_time,
  }));
  // Nothing overdue or due this week: no email (a member's own empty plan sends nothing).
  if (tasks.length === 0) return 'nothing_due';
  return digestMail(deps, {
    key: delivery.key,
    to: recipient.email,
    locale,
    userId: delivery.recipient_id,
    planId: delivery.plan_id,
    planName: plan.name,
    timeZone: plan.time_zone ?? 'UTC',
    overdue: tasks.filter((task) => task.dueDate < today),
    dueThisWeek: tasks.filter((task) => task.dueDate >= today),
  });
}
