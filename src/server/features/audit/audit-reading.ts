import type { MessageDescriptor } from '@lingui/core';
import { type CategoryId, categoryIds } from '../../../shared/content/category-ids';
import { asReadIn } from '../../../shared/content/library/by-key';
import { categoryName } from '../../../shared/content/task-library';
import { type Locale, languageOf } from '../../../shared/i18n/locales';
import { type PlanRole, planRoleLabel, planRoles } from '../../../shared/rules/plan-roles';
import { i18nFor, translate } from '../../lib/translate';
import { type AuditNames, isUuid } from './audit-names';

// How the log names things in its reader's language (issue 59): the people, plan, task and step
// an entry's ids point to, or what stands for one since gone ('a former member', 'a task since
// deleted'), never the id itself (record 089); the category's and the roles' names. The words
// are the server's messages (src/server/locales/), written in the reader's locale; the names
// are as the family typed them, a library task's in the reader's language (`auditNames`).

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

export const formerMember = /*i18n*/ { id: 'audit.name.former-member', message: 'a former member' };

export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** `snake_case` or `camelCase` as words: 'medications', 'due date' (a code with no message). */
export const words = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const isPlanRole = (value: unknown): value is PlanRole =>
  (planRoles as readonly unknown[]).includes(value);
const isCategoryId = (id: string): id is CategoryId =>
  (categoryIds as readonly string[]).includes(id);

/** A category's name in the reader's language; an id the app no longer has, in words. */
export function categoryIn(id: string | null, locale: Locale): string {
  if (!id) return '';
  return isCategoryId(id) ? categoryName(id, i18nFor(locale)) : words(id);
}

/** The names and words an entry's sentence is written with, in one locale. */
export function reader(entry: StoredEntry, names: AuditNames, locale: Locale) {
  const say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(locale, descriptor, values);
  const id = (value: unknown) => (isUuid(value) ? value.toLowerCase() : undefined);
  const person = (value: unknown) => names.person.get(id(value) ?? '') ?? say(formerMember);
  /** The plan's name, for a sentence's `{plan, select, named {…} other {…}}`. */
  const planValues = () => {
    const planName = names.plan.get(id(entry.planId) ?? '');
    return { plan: planName ? 'named' : 'gone', planName: planName ?? '' };
  };
  const planNamed = (planName: string) =>
    say(/*i18n*/ { id: 'audit.name.plan', message: 'the care plan “{planName}”' }, { planName });
  const plan = () => {
    const { planName } = planValues();
    return planName
      ? planNamed(planName)
      : say(/*i18n*/ { id: 'audit.name.plan-gone', message: 'a care plan since deleted' });
  };
  const taskTitle = () =>
    names.task.get(id(entry.resourceId) ?? '') ?? text(entry.details?.title) ?? undefined;
  const task = () => {
    const title = taskTitle();
    return title
      ? say(/*i18n*/ { id: 'audit.name.task', message: 'the task “{title}”' }, { title })
      : say(/*i18n*/ { id: 'audit.name.task-gone', message: 'a task since deleted' });
  };
  const stepNamed = (title: string) =>
    say(/*i18n*/ { id: 'audit.name.step', message: 'the step “{title}”' }, { title });
  /** A step by the title its entry kept: in the reader's language while the library's. */
  const stepKept = (title: string) => {
    const libraryKey = names.libraryKey.get(id(entry.resourceId) ?? '') ?? null;
    return stepNamed(asReadIn(libraryKey, title, languageOf(locale)));
  };
  const step = (value: unknown) => {
    const title = names.subtask.get(id(value) ?? '');
    return title
      ? stepNamed(title)
      : say(/*i18n*/ { id: 'audit.name.step-gone', message: 'a step' });
  };
  /** A role's name in a sentence ('caregiver'); a role the app does not know: 'member'. */
  const role = (value: unknown) =>
    isPlanRole(value)
      ? planRoleLabel(value, i18nFor(locale)).toLocaleLowerCase(locale)
      : say(/*i18n*/ { id: 'audit.name.member', message: 'member' });
  /** A role as a select's key: its code, or 'other'. */
  const roleKey = (value: unknown) => (isPlanRole(value) ? value : 'other');
  /** An address the entry kept, or a word for one it does not show. */
  const account = (value: unknown) =>
    text(value) ?? say(/*i18n*/ { id: 'audit.name.an-account', message: 'an account' });
  const category = (value: string | null) => categoryIn(value, locale);
  return {
    say,
    locale,
    person,
    plan,
    planNamed,
    planValues,
    task,
    taskTitle,
    step,
    stepKept,
    role,
    roleKey,
    account,
    category,
  };
}

export type Reader = ReturnType<typeof reader>;
export type Sentence = (
  details: Record<string, unknown>,
  read: Reader,
  entry: StoredEntry,
) => string;
