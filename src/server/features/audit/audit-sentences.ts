import { categories } from '../../../shared/content/task-library';
import { type PlanRole, planRoleLabels } from '../../../shared/rules/plan-roles';
import { type AuditNames, isUuid } from './audit-names';

// An audit entry in words (issue 56, item 9; record 089): what was done as a sentence with
// names, what it was done to, and the category, for /audit-logs and its CSV alike. Ids become
// names through `AuditNames`; an id whose owner is gone reads as 'a former member', 'a task since
// deleted'... and never as itself. The action keeps the spec's code (spec section 9): it is what
// the filter offers.

export const FORMER_MEMBER = 'a former member';

/** One stored entry, as the log reads it. */
export type StoredEntry = {
  userId: string | null;
  planId: string | null;
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  resourceCategory: string | null;
  details: Record<string, unknown> | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const quoted = (value: string) => `“${value}”`;
const roleWord = (role: unknown) => planRoleLabels[role as PlanRole]?.toLowerCase() ?? 'member';
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
/** `snake_case` or `camelCase` as words: 'medications', 'due date'. */
const words = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

export function categoryName(id: string | null): string {
  if (!id) return '';
  return categories.find((category) => category.id === id)?.name ?? words(id);
}

/** The names an entry's sentence reads its ids with. */
function namer(entry: StoredEntry, names: AuditNames) {
  const id = (value: unknown) => (isUuid(value) ? value.toLowerCase() : undefined);
  const person = (value: unknown) => names.person.get(id(value) ?? '') ?? FORMER_MEMBER;
  const plan = () => {
    const name = names.plan.get(id(entry.planId) ?? '');
    return name ? `the care plan ${quoted(name)}` : 'a care plan since deleted';
  };
  const task = () => {
    const title =
      names.task.get(id(entry.resourceId) ?? '') ?? text(entry.details?.title) ?? undefined;
    return title ? `the task ${quoted(title)}` : 'a task since deleted';
  };
  const step = (value: unknown) => {
    const title = names.subtask.get(id(value) ?? '');
    return title ? `the step ${quoted(title)}` : 'a step';
  };
  return { person, plan, task, step };
}

type Namer = ReturnType<typeof namer>;
type Sentence = (details: Record<string, unknown>, name: Namer, entry: StoredEntry) => string;

const loginMethods: Record<string, string> = {
  demo: 'Signed in to the demo',
  password_and_code: 'Signed in with a password and an emailed code',
  admin_password_and_code: 'Signed in to the admin area with a password and an emailed code',
};

/** 'a PDF document', or 'a document' where the entry does not say its type. */
const documentWords = (d: Record<string, unknown>) =>
  text(d.type) ? `${article(text(d.type) ?? '')} document` : 'a document';

/** Fields a list names (a care profile's, a task's): in words, joined. */
const fieldList = (fields: unknown) =>
  Array.isArray(fields) && fields.length
    ? `: ${fields.map((f) => words(String(f))).join(', ')}`
    : '';

const sentences: Record<string, Sentence> = {
  login: (d) =>
    `${loginMethods[text(d.method) ?? ''] ?? 'Signed in'}${d.replacedUnconfirmedAccount ? ', replacing an unconfirmed sign-up' : ''}`,
  logout: () => 'Signed out',
  failed_login: (d) =>
    `A sign-in was refused: wrong email or password${d.adminLogin ? ' (admin sign-in)' : ''}`,
  password_reset: () => 'Set a new password through an emailed link',
  view_task: (_d, name) => `Opened ${name.task()}`,
  view_category: (_d, _name, entry) =>
    `Opened the category ${quoted(categoryName(entry.resourceId))}`,
  view_profile: () => 'Opened their profile',
  view_audit_logs: () => 'Opened the audit log',
  view_admin_panel: () => 'Opened the admin area',
  create_task: (_d, name) => `Added ${name.task()}`,
  add_library_tasks: (d) => {
    const count = Number(d.count ?? 0);
    return `Added ${count} ${count === 1 ? 'task' : 'tasks'} from the library`;
  },
  update_task: (d, name) => `Changed ${name.task()}${fieldList(d.fields)}`,
  update_task_notes: (_d, name) => `Changed the notes of ${name.task()}`,
  assign_task: (d, name) =>
    d.assigneeId
      ? `Assigned ${name.task()} to ${name.person(d.assigneeId)}`
      : `Unassigned ${name.task()}`,
  delete_task: (_d, name) => `Deleted ${name.task()}`,
  restore_task: (_d, name) => `Brought back ${name.task()} from Recently deleted`,
  toggle_task_completion: (d, name) =>
    d.undo
      ? `Took back the completion of ${name.task()}`
      : d.completed
        ? `Marked ${name.task()} complete`
        : `Marked ${name.task()} not done`,
  toggle_subtask_completion: (d, name) =>
    `Ticked or unticked ${name.step(d.subtaskId)} of ${name.task()}`,
  delete_subtask: (d, name) => `Deleted ${name.step(d.subtaskId)} of ${name.task()}`,
  restore_subtask: (d, name) =>
    `Brought back ${text(d.title) ? `the step ${quoted(text(d.title) ?? '')}` : name.step(d.subtaskId)} of ${name.task()}`,
  task_schedule_updated: (_d, name) => `Changed when ${name.task()} is due`,
  subtask_schedule_updated: (d, name) =>
    `Changed when ${name.step(d.subtaskId)} of ${name.task()} is due`,
  update_care_profile: (d) => `Changed the care profile${fieldList(d.fields)}`,
  upload_document: (d, name) => `Added ${documentWords(d)}${d.taskId ? ` to ${name.task()}` : ''}`,
  download_document: (d) => `Opened ${documentWords(d)}`,
  delete_document: (d) => `Deleted ${documentWords(d)}`,
  restore_document: (d) => `Brought back ${documentWords(d)}`,
  grant_premium: (d) => `Premium started, through ${words(text(d.source) ?? 'a purchase')}`,
  revoke_premium: (d) => `Premium ended: ${words(text(d.reason) ?? 'purchase ended')}`,
  upgrade_subscription: () => 'Upgraded to premium',
  create_plan: (d, name) =>
    `Started ${text(d.name) ? `the care plan ${quoted(text(d.name) ?? '')}` : name.plan()}`,
  rename_plan: (d) => `Renamed the care plan to ${quoted(text(d.name) ?? '')}`,
  plan_time_zone_changed: (d) =>
    `Set the plan's time zone to ${text(d.to) ?? 'none'}${text(d.from) ? ` (was ${text(d.from)})` : ''}`,
  invite_member: (d) =>
    `Invited ${text(d.email) ?? 'someone'} to join as ${article(roleWord(d.role))}`,
  revoke_invitation: (d) =>
    text(d.email) ? `Revoked the invitation to ${text(d.email)}` : 'Revoked an invitation',
  join_plan: (d, name) =>
    `Joined ${name.plan()} as ${article(roleWord(d.role))}, through an invitation`,
  change_member_role: (d, name) =>
    `Changed ${name.person(d.memberId)} from ${roleWord(d.from)} to ${roleWord(d.to)}${
      typeof d.unassignedTasks === 'number'
        ? `; ${d.unassignedTasks} of their tasks are unassigned`
        : ''
    }`,
  transfer_plan: (d, name) => `Made ${name.person(d.to)} the owner of ${name.plan()}`,
  remove_member: (d, name) =>
    `Removed ${name.person(d.memberId)} (${roleWord(d.role)}) from ${name.plan()}`,
  leave_plan: (_d, name) => `Left ${name.plan()}`,
  plan_owner_passed_on: (d, name) =>
    `${name.plan().replace(/^./, (c) => c.toUpperCase())} passed to ${name.person(d.to)}, as its owner ${
      d.because === 'account_deleted' ? 'deleted their account' : 'left it'
    }`,
  create_calendar_feed: () => 'Made a calendar link',
  rotate_calendar_feed: () => 'Replaced the calendar link with a new one',
  revoke_calendar_feed: () => 'Turned off a calendar link',
  delete_user: (d) => `Deleted the account ${text(d.email) ?? ''}`.trim(),
  update_user_tier: (d) =>
    `Changed ${text(d.email) ?? 'an account'} from ${text(d.from) ?? '?'} to ${text(d.to) ?? '?'}`,
  grant_admin: (d) => `Made ${text(d.email) ?? 'an account'} an admin`,
  revoke_admin: (d) => `Took the admin role from ${text(d.email) ?? 'an account'}`,
  terminate_session: () => 'Ended a session',
  cleanup_expired_sessions: (d) => `Cleaned up ${Number(d.cleaned ?? 0)} expired sessions`,
  update_seo_settings: (_d, _name, entry) =>
    `Changed the search settings of ${entry.resourceId ?? 'a page'}`,
  update_custom_code: () => 'Changed the custom head and body code',
  export_leads: (d) => `Exported ${Number(d.count ?? 0)} leads`,
};

/** An action no sentence is written for: its code in words, its details' plain values after. */
function fallback(entry: StoredEntry, details: Record<string, unknown>, name: Namer): string {
  const said = Object.entries(details).flatMap(([key, value]) => {
    if (isUuid(value))
      return key === 'to' || /member|user|assignee/i.test(key)
        ? [`${words(key)}: ${name.person(value)}`]
        : [];
    if (['string', 'number', 'boolean'].includes(typeof value))
      return [`${words(key)}: ${String(value)}`];
    return [];
  });
  const what = words(entry.action).replace(/^./, (c) => c.toUpperCase());
  return said.length ? `${what} (${said.join('; ')})` : what;
}

/** What was done, as a sentence with names. */
export function auditSentence(entry: StoredEntry, names: AuditNames): string {
  const details = entry.details ?? {};
  const name = namer(entry, names);
  const write = sentences[entry.action];
  if (write) return write(details, name, entry);
  if (entry.action.startsWith('view_')) return `Opened the ${words(entry.action.slice(5))}`;
  return fallback(entry, details, name);
}

const resourceWords: Record<string, string> = {
  care_plan: 'Care plan',
  care_profile: 'Care profile',
  document: 'Document',
  session: 'Session',
  calendar_feed: 'Calendar link',
  admin_panel: 'Admin area',
  audit_logs: 'Audit log',
  seo_settings: 'Search settings',
  site_settings: 'Site settings',
  account: 'Account',
  profile: 'Profile',
  lead: 'Leads',
  user: 'Account',
};

/** What the entry was done to, in words: never a bare id. */
export function auditResource(entry: StoredEntry, names: AuditNames): string {
  const type = entry.resourceType;
  if (!type) return '';
  const name = namer(entry, names);
  if (type === 'task') return name.task().replace(/^the task /, 'Task ');
  if (type === 'care_plan') return name.plan().replace(/^the care plan /, 'Care plan ');
  if (type === 'category') return `Category ${quoted(categoryName(entry.resourceId))}`;
  const label = resourceWords[type] ?? words(type).replace(/^./, (c) => c.toUpperCase());
  if (type === 'user' && isUuid(entry.resourceId)) {
    const person = names.person.get(entry.resourceId.toLowerCase());
    return person ? `${label}: ${person}` : `${label} since deleted`;
  }
  // A page's path (search settings) says which; an id says nothing to a reader.
  return entry.resourceId && !isUuid(entry.resourceId) && type === 'seo_settings'
    ? `${label} ${entry.resourceId}`
    : label;
}
