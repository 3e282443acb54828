import { eq, inArray } from 'drizzle-orm';
import { asReadIn } from '../../../shared/content/library/by-key';
import type { Language } from '../../../shared/i18n/locales';
import type { Executor } from '../../db/client';
import { personNameSql } from '../../db/person-name';
import { carePlans, subtasks, tasks, users } from '../../db/schema';

// Audit entries keep ids, as they were written (the record never changes, record 039); the log
// names them as it is read (record 089): a person by their name, a plan, task or step by its
// name or title. Four reads for a page of entries (in batches for a long export). A library
// task's title and steps read in the reader's language while they are still the library's words
// (issue 59, `asReadIn`); what the family typed stays as typed.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** What the ids of a page of entries name now; an id not found names something since gone. */
export type AuditNames = {
  person: ReadonlyMap<string, string>;
  plan: ReadonlyMap<string, string>;
  task: ReadonlyMap<string, string>;
  subtask: ReadonlyMap<string, string>;
  /** A task's library key (null: the family's own), for words an entry kept of it. */
  libraryKey: ReadonlyMap<string, string | null>;
};

type NamedRow = {
  userId: string | null;
  planId: string | null;
  resourceId: string | null;
  details: Record<string, unknown> | null;
};

/** Every id an entry holds: its author, plan, resource, and the ids in its details. */
function idsOf(row: NamedRow): string[] {
  const values = [row.userId, row.planId, row.resourceId, ...Object.values(row.details ?? {})];
  return values.filter(isUuid).map((id) => id.toLowerCase());
}

/** At most this many ids a read: each is a query parameter, and PostgreSQL takes 65,535. */
const IDS_PER_READ = 5000;

async function namesOf(db: Executor, ids: string[]) {
  const [people, plans, taskRows, stepRows] = await Promise.all([
    db.select({ id: users.id, name: personNameSql }).from(users).where(inArray(users.id, ids)),
    db
      .select({ id: carePlans.id, name: carePlans.name })
      .from(carePlans)
      .where(inArray(carePlans.id, ids)),
    db
      .select({ id: tasks.id, name: tasks.title, libraryKey: tasks.libraryKey })
      .from(tasks)
      .where(inArray(tasks.id, ids)),
    db
      .select({ id: subtasks.id, name: subtasks.title, libraryKey: tasks.libraryKey })
      .from(subtasks)
      .innerJoin(tasks, eq(tasks.id, subtasks.taskId))
      .where(inArray(subtasks.id, ids)),
  ]);
  return { people, plans, taskRows, stepRows };
}

/** The names of every id a page of entries (or a whole export) holds. */
export async function auditNames(
  db: Executor,
  rows: NamedRow[],
  language: Language,
): Promise<AuditNames> {
  const ids = [...new Set(rows.flatMap(idsOf))];
  const names = {
    person: new Map(),
    plan: new Map(),
    task: new Map(),
    subtask: new Map(),
    libraryKey: new Map<string, string | null>(),
  };
  for (let start = 0; start < ids.length; start += IDS_PER_READ) {
    const found = await namesOf(db, ids.slice(start, start + IDS_PER_READ));
    for (const [map, rows] of [
      [names.person, found.people],
      [names.plan, found.plans],
    ] as const) {
      for (const row of rows) map.set(row.id, row.name);
    }
    for (const row of found.taskRows) {
      names.task.set(row.id, asReadIn(row.libraryKey, row.name, language));
      names.libraryKey.set(row.id, row.libraryKey);
    }
    for (const row of found.stepRows) {
      names.subtask.set(row.id, asReadIn(row.libraryKey, row.name, language));
    }
  }
  return names;
}
