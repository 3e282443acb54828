import { asc } from 'drizzle-orm';
import { toCsv } from '../../../shared/csv';
import type { LeadInput } from '../../../shared/schemas/leads';
import type { Actor } from '../../auth/require-user';
import { leads } from '../../db/schema';
import type { DbDeps } from '../../service-deps';
import { auditedChange } from '../audit';

// The free checklist's leads (record 040): kept so the owner can follow up, exported by admins.

/**
 * Keeps a visitor's request for the checklist. Asking again with the same address (in any case)
 * updates the first name and the time of the latest request; the first request's time stays.
 */
export async function saveLead(deps: DbDeps, input: LeadInput): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db
    .insert(leads)
    .values({
      firstName: input.firstName,
      email: input.email.toLowerCase(),
      createdAt: now,
      lastRequestedAt: now,
    })
    .onConflictDoUpdate({
      target: leads.email,
      set: { firstName: input.firstName, lastRequestedAt: now },
    });
}

export const LEADS_CSV_HEADER = ['First Name', 'Email', 'First Requested', 'Last Requested'];

/** Every lead as CSV, oldest first; the export is audited, as it hands out people's addresses. */
export async function exportLeadsCsv(deps: DbDeps, actor: Actor): Promise<string> {
  return auditedChange(deps, actor, async (tx) => {
    const rows = await tx.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.email));
    const csv = toCsv(
      LEADS_CSV_HEADER,
      rows.map((row) => [
        row.firstName,
        row.email,
        row.createdAt.toISOString(),
        row.lastRequestedAt.toISOString(),
      ]),
    );
    const audit = { action: 'export_leads', resourceType: 'lead', details: { count: rows.length } };
    return { result: csv, audit };
  });
}
