import { formatFullCalendarDay } from '../../shared/format';
import type { Locale } from '../../shared/i18n/locales';
import { escapeHtml } from '../html/render-page';
import { type MailWords, mailWords, signature } from './mail-words';

// The emails of the reminder queue (decision record 047): a task's reminder and the weekly
// digest, in the recipient's locale (their account's choice, else US English). Both end with a
// visible 'Unsubscribe' link; the List-Unsubscribe headers that go with it are added by the
// sender (features/reminders/reminder-mail.ts). A plan's days and times are its own, in its time
// zone: when a time is written, the email says which zone.

/** 'Tuesday, December 1, 2026' or 'Tuesday, December 1, 2026, 9:30 AM': the plan's own day and time. */
export function describeDue(dueDate: string, dueTime: string | null, locale?: Locale): string {
  return formatFullCalendarDay(dueDate, dueTime, { locale });
}

type Kind = 'reminders' | 'digest';

function footerLines(w: MailWords, unsubscribeLink: string, kind: Kind) {
  const values = { link: unsubscribeLink };
  return [
    '',
    signature,
    '',
    kind === 'reminders'
      ? w(
          /*i18n*/ {
            id: 'email.reminder.unsubscribe',
            message: 'Unsubscribe from task reminders: {link}',
          },
          values,
        )
      : w(
          /*i18n*/ {
            id: 'email.digest.unsubscribe',
            message: 'Unsubscribe from the weekly digest: {link}',
          },
          values,
        ),
  ];
}

function footerHtml(w: MailWords, unsubscribeLink: string, kind: Kind) {
  const why =
    kind === 'reminders'
      ? w.html(
          /*i18n*/ {
            id: 'email.reminder.why',
            message: 'You get this email because you asked for task reminders.',
          },
        )
      : w.html(
          /*i18n*/ {
            id: 'email.digest.why',
            message: 'You get this email because you asked for the weekly digest.',
          },
        );
  const unsubscribe = w.html(/*i18n*/ { id: 'email.unsubscribe', message: 'Unsubscribe' });
  return `<p>${escapeHtml(signature)}</p><p style="font-size:small">${why} <a href="${escapeHtml(unsubscribeLink)}">${unsubscribe}</a></p>`;
}

/** Which zone a plan's times are in, when the email writes a time. */
function timeZoneLines(w: MailWords, timeZone: string | undefined, anyTime: boolean): string[] {
  if (!anyTime || !timeZone) return [];
  return [
    w(
      /*i18n*/ { id: 'email.time-zone', message: 'Times are in the plan’s time zone: {zone}.' },
      { zone: timeZone },
    ),
  ];
}

export function reminderEmail(input: {
  locale: Locale;
  title: string;
  dueDate: string;
  dueTime: string | null;
  planName: string;
  /** The plan's time zone, said when the task has a time. */
  timeZone?: string;
  assignee: string | null;
  taskLink: string;
  unsubscribeLink: string;
}) {
  const w = mailWords(input.locale);
  const due = describeDue(input.dueDate, input.dueTime, input.locale);
  const assigned = input.assignee
    ? w(
        /*i18n*/ { id: 'email.reminder.assigned', message: 'Assigned to: {assignee}' },
        {
          assignee: input.assignee,
        },
      )
    : w(/*i18n*/ { id: 'email.reminder.unassigned', message: 'Assigned to: no one yet' });
  const subject = w(
    /*i18n*/ { id: 'email.reminder.subject', message: 'Reminder: {title} is due {due}' },
    { title: input.title, due },
  );
  const isDue = /*i18n*/ {
    id: 'email.reminder.due',
    message: '{title} in {planName} is due {due}.',
  };
  const zone = timeZoneLines(w, input.timeZone, Boolean(input.dueTime));
  const openTask = /*i18n*/ { id: 'email.reminder.open-task', message: 'Open the task' };
  const text = [
    w(isDue, { title: `"${input.title}"`, planName: input.planName, due }),
    assigned,
    ...zone,
    '',
    w(
      /*i18n*/ { id: 'email.reminder.open-task-link', message: 'Open the task: {link}' },
      {
        link: input.taskLink,
      },
    ),
    ...footerLines(w, input.unsubscribeLink, 'reminders'),
  ].join('\n');
  const html = [
    `<p>${w.html(isDue, { planName: input.planName, due }, { title: `<strong>${escapeHtml(input.title)}</strong>` })}</p>`,
    `<p>${escapeHtml(assigned)}</p>`,
    ...zone.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.taskLink)}">${w.html(openTask)}</a></p>`,
    footerHtml(w, input.unsubscribeLink, 'reminders'),
  ].join('\n');
  return { subject, text, html };
}

export type DigestTask = { title: string; dueDate: string; dueTime: string | null };

export function digestEmail(input: {
  locale: Locale;
  planName: string;
  /** The plan's time zone, said when a task has a time. */
  timeZone?: string;
  overdue: DigestTask[];
  dueThisWeek: DigestTask[];
  planLink: string;
  unsubscribeLink: string;
}) {
  const w = mailWords(input.locale);
  const describe = (task: DigestTask) => describeDue(task.dueDate, task.dueTime, input.locale);
  const line = (task: DigestTask) => `- ${task.title} (${describe(task)})`;
  const none = (heading: string) =>
    w(/*i18n*/ { id: 'email.digest.heading-none', message: '{heading}: none' }, { heading });
  const section = (heading: string, list: DigestTask[]) =>
    list.length === 0 ? [none(heading)] : [`${heading}:`, ...list.map(line)];
  const subject = w(
    /*i18n*/ {
      id: 'email.digest.subject',
      message:
        'This week in {planName}: {overdue, plural, other {# overdue}}, {due, plural, other {# due}}',
    },
    { planName: input.planName, overdue: input.overdue.length, due: input.dueThisWeek.length },
  );
  const overdue = w(/*i18n*/ { id: 'email.digest.overdue', message: 'Overdue' });
  const dueThisWeek = w(/*i18n*/ { id: 'email.digest.due-this-week', message: 'Due this week' });
  const anyTime = [...input.overdue, ...input.dueThisWeek].some((task) => task.dueTime);
  const zone = timeZoneLines(w, input.timeZone, anyTime);
  const openPlan = /*i18n*/ { id: 'email.digest.open-plan', message: 'Open the plan' };
  const text = [
    ...section(overdue, input.overdue),
    '',
    ...section(dueThisWeek, input.dueThisWeek),
    ...(zone.length ? ['', ...zone] : []),
    '',
    w(
      /*i18n*/ { id: 'email.digest.open-plan-link', message: 'Open the plan: {link}' },
      {
        link: input.planLink,
      },
    ),
    ...footerLines(w, input.unsubscribeLink, 'digest'),
  ].join('\n');
  const htmlSection = (heading: string, list: DigestTask[]) =>
    list.length === 0
      ? `<h2>${escapeHtml(heading)}</h2><p>${w.html(/*i18n*/ { id: 'email.digest.none', message: 'None' })}</p>`
      : `<h2>${escapeHtml(heading)}</h2><ul>${list.map((task) => `<li>${escapeHtml(line(task).slice(2))}</li>`).join('')}</ul>`;
  const html = [
    htmlSection(overdue, input.overdue),
    htmlSection(dueThisWeek, input.dueThisWeek),
    ...zone.map((zoneLine) => `<p>${escapeHtml(zoneLine)}</p>`),
    `<p><a href="${escapeHtml(input.planLink)}">${w.html(openPlan)}</a></p>`,
    footerHtml(w, input.unsubscribeLink, 'digest'),
  ].join('\n');
  return { subject, text, html };
}
