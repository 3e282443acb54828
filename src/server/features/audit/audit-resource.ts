import type { Locale } from '../../../shared/i18n/locales';
import { type AuditNames, isUuid } from './audit-names';
import { type Reader, reader, type StoredEntry, words } from './audit-reading';

// What an audit entry was done to, in the reader's language (record 089, issue 59): a task, plan
// or category by its name, an account by its owner's, never a bare id.

/** A kind of thing by its type code; a code the log has no word for, in words. */
function label(type: string, { say }: Reader): string {
  return say(
    /*i18n*/ {
      id: 'audit.resource',
      message:
        '{type, select, care_plan {Care plan} care_profile {Care profile} document {Document} session {Session} calendar_feed {Calendar link} admin_panel {Admin area} audit_logs {Audit log} seo_settings {Search settings} site_settings {Site settings} account {Account} profile {Profile} lead {Leads} user {Account} passkey {Passkey} other {{code}}}',
    },
    { type, code: words(type).replace(/^./, (c) => c.toUpperCase()) },
  );
}

/** What the entry was done to, in words: never a bare id. */
export function auditResource(entry: StoredEntry, names: AuditNames, locale: Locale): string {
  const type = entry.resourceType;
  if (!type) return '';
  const read = reader(entry, names, locale);
  const { say } = read;
  if (type === 'task') {
    const title = read.taskTitle();
    return title
      ? say(/*i18n*/ { id: 'audit.resource.task', message: 'Task “{title}”' }, { title })
      : say(/*i18n*/ { id: 'audit.name.task-gone', message: 'a task since deleted' });
  }
  if (type === 'care_plan') {
    const { planName } = read.planValues();
    return planName
      ? say(/*i18n*/ { id: 'audit.resource.plan', message: 'Care plan “{planName}”' }, { planName })
      : read.plan();
  }
  if (type === 'category')
    return say(
      /*i18n*/ { id: 'audit.resource.category', message: 'Category “{name}”' },
      {
        name: read.category(entry.resourceId),
      },
    );
  if (type === 'user' && isUuid(entry.resourceId)) {
    const person = names.person.get(entry.resourceId.toLowerCase());
    return person
      ? say(/*i18n*/ { id: 'audit.resource.account', message: 'Account: {person}' }, { person })
      : say(/*i18n*/ { id: 'audit.resource.account-gone', message: 'Account since deleted' });
  }
  // A page's path (search settings) says which; an id says nothing to a reader.
  return entry.resourceId && !isUuid(entry.resourceId) && type === 'seo_settings'
    ? say(
        /*i18n*/ { id: 'audit.resource.search-settings', message: 'Search settings {page}' },
        {
          page: entry.resourceId,
        },
      )
    : label(type, read);
}
