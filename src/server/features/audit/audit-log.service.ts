import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { AUDIT_COLUMNS, auditRow } from '../../../shared/audit-format';
import { AUDIT_LOG_SCREEN_LIMIT } from '../../../shared/constants';
import { toCsv } from '../../../shared/csv';
import { languageOf } from '../../../shared/i18n/locales';
import type { AuditLogEntry, AuditLogList } from '../../../shared/schemas/audit';
import type { Actor } from '../../auth/require-user';
import { auditLogs, planMembers } from '../../db/schema';
import { translate } from '../../lib/translate';
import type { ConfiguredDeps } from '../../service-deps';
import { type AuditNames, auditNames } from './audit-names';
import { categoryIn, formerMember } from './audit-reading';
import { auditResource } from './audit-resource';
import { auditSentence } from './audit-sentences';

// /audit-logs (decision D3): a user sees their own entries and those of the care plans they
// belong to (who did what in the family's plan, record 045), an admin everyone's. Entries are
// only ever read here; nothing in the application changes or deletes one (record 039). Each
// entry is put in words in the reader's language (`actor.locale`, issue 59): the screen's and
// the CSV export's alike; its date and action code keep their fixed forms (spec section 9).

/**
 * Entries whose details name an invited address. The Family page shows a plan's waiting
 * invitations to its owners only; the audit log follows the same rule: the address is shown to
 * the plan's owners, to whoever made the entry, and to admins, and left out for the others.
 */
const INVITED_ADDRESS_ACTIONS = new Set(['invite_member', 'revoke_invitation']);

/** The plans the current user owns, to know whose invited addresses they may read. */
async function ownedPlanIds(deps: ConfiguredDeps, actor: Actor): Promise<Set<string>> {
  const rows = await deps.database.db
    .select({ planId: planMembers.planId })
    .from(planMembers)
    .where(and(eq(planMembers.userId, actor.user.id), eq(planMembers.role, 'owner')));
  return new Set(rows.map((row) => row.planId));
}

function withoutInvitedAddress(details: Record<string, unknown> | null) {
  if (!details) return null;
  const { email: _hidden, ...rest } = details;
  return rest;
}

export type AuditFilters = { user?: string; action?: string; from?: string; to?: string };

function conditions(actor: Actor, filters: AuditFilters): SQL | undefined {
  const all: (SQL | undefined)[] = [];
  if (actor.user.role !== 'admin') {
    all.push(
      or(
        eq(auditLogs.userId, actor.user.id),
        // An array, not a subquery join: PostgreSQL then reads both indexes (user, plan) and
        // ORs them, instead of scanning every entry.
        sql`${auditLogs.planId} = any(array(select plan_id from plan_members where user_id = ${actor.user.id}))`,
      ),
    );
  }
  if (filters.user) {
    all.push(
      or(
        sql`${auditLogs.userId}::text = ${filters.user.toLowerCase()}`,
        sql`strpos(lower(${auditLogs.userEmail}), lower(${filters.user})) > 0`,
      ),
    );
  }
  if (filters.action) all.push(eq(auditLogs.action, filters.action));
  if (filters.from) all.push(gte(auditLogs.createdAt, new Date(filters.from)));
  if (filters.to) all.push(lte(auditLogs.createdAt, new Date(filters.to)));
  return and(...all);
}

async function select(deps: ConfiguredDeps, actor: Actor, filters: AuditFilters, limit?: number) {
  const query = deps.database.db
    .select()
    .from(auditLogs)
    .where(conditions(actor, filters))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const owned = actor.user.role === 'admin' ? undefined : await ownedPlanIds(deps, actor);
  const mayReadInvitedAddress = (row: (typeof rows)[number]) =>
    !owned ||
    row.userId === actor.user.id ||
    (row.planId !== null && owned.has(row.planId)) ||
    !INVITED_ADDRESS_ACTIONS.has(row.action);
  const { locale } = actor;
  const names = await auditNames(deps.database.db, rows, languageOf(locale));
  return rows.map((row): AuditLogEntry => {
    const stored = {
      ...row,
      details: mayReadInvitedAddress(row)
        ? (row.details ?? null)
        : withoutInvitedAddress(row.details ?? null),
    };
    return {
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      user: authorName(deps, actor, row, names),
      action: row.action,
      resource: auditResource(stored, names, locale),
      category: categoryIn(row.resourceCategory, locale),
      details: auditSentence(stored, names, locale),
    };
  });
}

/**
 * Who made an entry, by name (record 089). An account since deleted: its stored address for an
 * admin, whose record it is, and 'a former member' for a family. A demo sandbox's entries carry
 * its throwaway address; the visitor knows the demo's.
 */
function authorName(
  deps: ConfiguredDeps,
  actor: Actor,
  row: { userId: string | null; userEmail: string },
  names: AuditNames,
): string {
  if (actor.user.isDemo) return deps.config.demo.email;
  const name = row.userId ? names.person.get(row.userId) : undefined;
  if (name) return name;
  return actor.user.role === 'admin' ? row.userEmail : translate(actor.locale, formerMember);
}

/** The newest matching entries the screen shows (at most 1000), and whether more matched. */
export async function listAuditLogs(
  deps: ConfiguredDeps,
  actor: Actor,
  filters: AuditFilters,
): Promise<AuditLogList> {
  const rows = await select(deps, actor, filters, AUDIT_LOG_SCREEN_LIMIT + 1);
  return {
    entries: rows.slice(0, AUDIT_LOG_SCREEN_LIMIT),
    truncated: rows.length > AUDIT_LOG_SCREEN_LIMIT,
  };
}

/**
 * Every matching entry as CSV (formula-safe), timestamps in the current user's time zone, its
 * names and sentences in their language, as the screen shows them; the column headings, dates
 * and action codes keep the spec's fixed forms (spec section 9).
 */
export async function auditLogsCsv(
  deps: ConfiguredDeps,
  actor: Actor,
  filters: AuditFilters,
  timeZone: string,
): Promise<string> {
  const rows = await select(deps, actor, filters);
  return toCsv(
    AUDIT_COLUMNS,
    rows.map((entry) => auditRow(entry, timeZone)),
  );
}
