import { createHash } from 'node:crypto';
import type { Locale } from '../../../shared/i18n/locales';
import type { MailMessage } from '../../mail/mailer';
import { type DigestTask, digestEmail, reminderEmail } from '../../mail/reminder-templates';
import type { SigningDeps } from '../../service-deps';
import { type UnsubscribeKind, unsubscribeToken } from './unsubscribe-token';

// The reminder queue's emails with what RFC 8058 asks of them: a List-Unsubscribe header with
// an HTTPS URL that takes a one-click POST, List-Unsubscribe-Post, and a visible link in the body
// to the page that asks first (the token after '#', so it stays out of server logs).

function unsubscribeParts(deps: SigningDeps, userId: string, kind: UnsubscribeKind) {
  const token = unsubscribeToken(deps.authSecret, userId, kind);
  const base = deps.config.publicUrl;
  return {
    link: `${base}/unsubscribe#${token}`,
    headers: {
      'List-Unsubscribe': `<${base}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The same key gives the same Message-ID: a resend after a crash is one email to its recipient. */
export function messageIdOf(deps: SigningDeps, key: string): string {
  const id = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${id}@${new URL(deps.config.publicUrl).hostname}>`;
}

export function reminderMail(
  deps: SigningDeps,
  input: {
    key: string;
    to: string;
    locale: Locale;
    userId: string;
    planId: string;
    task: {
      title: string;
      categoryId: string;
      dueDate: string;
      dueTime: string | null;
      plan_name: string;
      time_zone: string | null;
      assignee: string | null;
    };
  },
): MailMessage {
  const unsubscribe = unsubscribeParts(deps, input.userId, 'reminders');
  const query = new URLSearchParams({ plan: input.planId, category: input.task.categoryId });
  const content = reminderEmail({
    locale: input.locale,
    title: input.task.title,
    dueDate: input.task.dueDate,
    dueTime: input.task.dueTime,
    planName: input.task.plan_name,
    timeZone: input.task.time_zone ?? 'UTC',
    assignee: input.task.assignee,
    taskLink: `${deps.config.publicUrl}/app?${query}`,
    unsubscribeLink: unsubscribe.link,
  });
  return {
    to: input.to,
    ...content,
    headers: unsubscribe.headers,
    messageId: messageIdOf(deps, input.key),
    logAs: 'task reminder',
  };
}

export function digestMail(
  deps: SigningDeps,
  input: {
    key: string;
    to: string;
    locale: Locale;
    userId: string;
    planId: string;
    planName: string;
    timeZone: string;
    overdue: DigestTask[];
    dueThisWeek: DigestTask[];
  },
): MailMessage {
  const unsubscribe = unsubscribeParts(deps, input.userId, 'digest');
  const content = digestEmail({
    locale: input.locale,
    planName: input.planName,
    timeZone: input.timeZone,
    overdue: input.overdue,
    dueThisWeek: input.dueThisWeek,
    planLink: `${deps.config.publicUrl}/app?${new URLSearchParams({ plan: input.planId })}`,
    unsubscribeLink: unsubscribe.link,
  });
  return {
    to: input.to,
    ...content,
    headers: unsubscribe.headers,
    messageId: messageIdOf(deps, input.key),
    logAs: 'weekly digest',
  };
}
