import type { Locale } from '../../../shared/i18n/locales';
import type { AuditNames } from './audit-names';
import { isUuid } from './audit-names';
import { planSentences } from './audit-plan-sentences';
import { type Reader, reader, type Sentence, type StoredEntry, words } from './audit-reading';
import { signInSentences } from './audit-sign-in-sentences';
import { taskSentences } from './audit-task-sentences';

// An audit entry in words (issue 56, item 9; record 089): what was done as a sentence with
// names, for /audit-logs and its CSV alike, in the reader's language (issue 59): each sentence
// is a message of the server's (src/server/locales/). Ids become names through `AuditNames`; an
// id whose owner is gone reads as 'a former member', 'a task since deleted'... and never as
// itself. The action keeps the spec's code (spec section 9): it is what the filter offers.

const sentences: Record<string, Sentence> = {
  ...signInSentences,
  ...taskSentences,
  ...planSentences,
  view_category: (_d, read, entry) =>
    read.say(
      /*i18n*/ { id: 'audit.category.viewed', message: 'Opened the category “{name}”' },
      {
        name: read.category(entry.resourceId),
      },
    ),
  view_profile: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.profile.viewed', message: 'Opened their profile' }),
  view_audit_logs: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.audit-log.viewed', message: 'Opened the audit log' }),
  view_admin_panel: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.admin.viewed', message: 'Opened the admin area' }),
  create_calendar_feed: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.calendar.made', message: 'Made a calendar link' }),
  rotate_calendar_feed: (_d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.calendar.replaced',
        message: 'Replaced the calendar link with a new one',
      },
    ),
  revoke_calendar_feed: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.calendar.turned-off', message: 'Turned off a calendar link' }),
  delete_user: (d, { say }) =>
    typeof d.email === 'string' && d.email.trim()
      ? say(
          /*i18n*/ { id: 'audit.admin.account-deleted', message: 'Deleted the account {email}' },
          {
            email: d.email.trim(),
          },
        )
      : say(/*i18n*/ { id: 'audit.admin.an-account-deleted', message: 'Deleted the account' }),
  update_user_tier: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.admin.tier-changed', message: 'Changed {who} from {from} to {to}' },
      { who: read.account(d.email), from: tierWords(d.from, read), to: tierWords(d.to, read) },
    ),
  grant_admin: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.admin.granted', message: 'Made {who} an admin' },
      {
        who: read.account(d.email),
      },
    ),
  revoke_admin: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.admin.revoked', message: 'Took the admin role from {who}' },
      {
        who: read.account(d.email),
      },
    ),
  terminate_session: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.admin.session-ended', message: 'Ended a session' }),
  cleanup_expired_sessions: (d, { say }) => {
    const count = Number(d.cleaned ?? 0);
    return say(
      /*i18n*/ {
        id: 'audit.admin.sessions-cleaned',
        message:
          '{count, plural, one {Cleaned up {n} expired sessions} other {Cleaned up {n} expired sessions}}',
      },
      { count, n: String(count) },
    );
  },
  update_seo_settings: (_d, { say }, entry) =>
    entry.resourceId
      ? say(
          /*i18n*/ {
            id: 'audit.admin.seo-changed',
            message: 'Changed the search settings of {page}',
          },
          { page: entry.resourceId },
        )
      : say(
          /*i18n*/ {
            id: 'audit.admin.seo-changed-a-page',
            message: 'Changed the search settings of a page',
          },
        ),
  update_custom_code: (_d, { say }) =>
    say(
      /*i18n*/ { id: 'audit.admin.custom-code', message: 'Changed the custom head and body code' },
    ),
  export_leads: (d, { say }) => {
    const count = Number(d.count ?? 0);
    return say(
      /*i18n*/ {
        id: 'audit.admin.leads-exported',
        message: '{count, plural, one {Exported {n} leads} other {Exported {n} leads}}',
      },
      { count, n: String(count) },
    );
  },
};

/** An account's tier ('basic', 'premium'); '?' where the entry does not say. */
function tierWords(tier: unknown, { say }: Reader): string {
  return say(
    /*i18n*/ {
      id: 'audit.admin.tier',
      message: '{tier, select, basic {basic} premium {premium} none {?} other {{code}}}',
    },
    { tier: typeof tier === 'string' ? tier : 'none', code: String(tier) },
  );
}

/**
 * An action no sentence is written for (none the app writes today): its code in words, its
 * details' plain values after, as stored; only the people it names are in the reader's words.
 */
function fallback(entry: StoredEntry, details: Record<string, unknown>, read: Reader): string {
  const said = Object.entries(details).flatMap(([key, value]) => {
    if (isUuid(value))
      return key === 'to' || /member|user|assignee/i.test(key)
        ? [`${words(key)}: ${read.person(value)}`]
        : [];
    if (['string', 'number', 'boolean'].includes(typeof value))
      return [`${words(key)}: ${String(value)}`];
    return [];
  });
  const what = words(entry.action).replace(/^./, (c) => c.toUpperCase());
  return said.length ? `${what} (${said.join('; ')})` : what;
}

/** What was done, as a sentence with names, in the reader's locale. */
export function auditSentence(entry: StoredEntry, names: AuditNames, locale: Locale): string {
  const details = entry.details ?? {};
  const read = reader(entry, names, locale);
  const write = sentences[entry.action];
  if (write) return write(details, read, entry);
  if (entry.action.startsWith('view_'))
    return read.say(
      /*i18n*/ { id: 'audit.viewed-other', message: 'Opened the {thing}' },
      {
        thing: words(entry.action.slice(5)),
      },
    );
  return fallback(entry, details, read);
}
