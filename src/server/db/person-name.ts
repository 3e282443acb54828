import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

// How the app names a person to the people they share a plan with (issue 56, item 5): the
// display name they chose on /profile, else their email address. The one place that says so:
// every read that names someone (members, owners, who invited, audit entries) uses these.

/** A person's name from their row: the display name, else the address. */
export function personName(person: { displayName: string | null; email: string }): string {
  return person.displayName?.trim() || person.email;
}

/** The same in SQL, of the `users` table as Drizzle names it in a query. */
export const personNameSql: SQL<string> = sql<string>`coalesce(nullif(btrim(${users.displayName}), ''), ${users.email})`;

/**
 * The same in hand-written SQL, of a `users` row under an alias (`u` in `join users u`), for the
 * subqueries Drizzle cannot qualify.
 */
export function personNameOf(alias: 'u' | 'users'): SQL<string> {
  return sql.raw(
    `coalesce(nullif(btrim(${alias}.display_name), ''), ${alias}.email)`,
  ) as SQL<string>;
}
