import { formatFullCalendarDay } from '../../shared/format';
import { PRODUCT_NAME } from '../../shared/routes';
import { escapeHtml } from '../html/render-page';

// The emails of the reminder queue (decision record 047): a task's reminder and the weekly
// digest. Both end with a visible 'Unsubscribe' link; the List-Unsubscribe headers that go with
// it are added by the sender (features/reminders/reminder-mail.ts).

/** 'Tuesday, December 1, 2026' or 'Tuesday, December 1, 2026, 9:30 AM': the plan's own day and time. */
export function describeDue(dueDate: string, dueTime: string | null): string {
  return formatFullCalendarDay(dueDate, dueTime);
}

function footerLines(unsubscribeLink: string, what: string) {
  return ['', `— ${PRODUCT_NAME}`, '', `Unsubscribe from ${what}: ${unsubscribeLink}`];
}

function footerHtml(unsubscribeLink: string, what: string) {
  return `<p>— ${escapeHtml(PRODUCT_NAME)}</p><p style="font-size:small">You get this email because you asked for ${escapeHtml(what)}. <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>`;
}

export function reminderEmail(input: {
  title: string;
  dueDate: string;
  dueTime: string | null;
  planName: string;
  assignee: string | null;
  taskLink: string;
  unsubscribeLink: string;
}) {
  const due = describeDue(input.dueDate, input.dueTime);
  const assigned = input.assignee ? `Assigned to: ${input.assignee}` : 'Assigned to: no one yet';
  const subject = `Reminder: ${input.title} is due ${due}`;
  const text = [
    `"${input.title}" in ${input.planName} is due ${due}.`,
    assigned,
    '',
    `Open the task: ${input.taskLink}`,
    ...footerLines(input.unsubscribeLink, 'task reminders'),
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(input.title)}</strong> in ${escapeHtml(input.planName)} is due ${escapeHtml(due)}.</p>`,
    `<p>${escapeHtml(assigned)}</p>`,
    `<p><a href="${escapeHtml(input.taskLink)}">Open the task</a></p>`,
    footerHtml(input.unsubscribeLink, 'task reminders'),
  ].join('\n');
  return { subject, text, html };
}

export type DigestTask = { title: string; dueDate: string; dueTime: string | null };

export function digestEmail(input: {
  planName: string;
  overdue: DigestTask[];
  dueThisWeek: DigestTask[];
  planLink: string;
  unsubscribeLink: string;
}) {
  const line = (task: DigestTask) => `- ${task.title} (${describeDue(task.dueDate, task.dueTime)})`;
  const section = (heading: string, list: DigestTask[]) =>
    list.length === 0 ? [`${heading}: none`] : [`${heading}:`, ...list.map(line)];
  const subject = `This week in ${input.planName}: ${input.overdue.length} overdue, ${input.dueThisWeek.length} due`;
  const text = [
    ...section('Overdue', input.overdue),
    '',
    ...section('Due this week', input.dueThisWeek),
    '',
    `Open the plan: ${input.planLink}`,
    ...footerLines(input.unsubscribeLink, 'the weekly digest'),
  ].join('\n');
  const htmlSection = (heading: string, list: DigestTask[]) =>
    list.length === 0
      ? `<h2>${heading}</h2><p>None</p>`
      : `<h2>${heading}</h2><ul>${list.map((task) => `<li>${escapeHtml(line(task).slice(2))}</li>`).join('')}</ul>`;
  const html = [
    htmlSection('Overdue', input.overdue),
    htmlSection('Due this week', input.dueThisWeek),
    `<p><a href="${escapeHtml(input.planLink)}">Open the plan</a></p>`,
    footerHtml(input.unsubscribeLink, 'the weekly digest'),
  ].join('\n');
  return { subject, text, html };
}
