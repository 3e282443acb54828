import type { Transaction } from '../../db/client';
import type { DbDeps } from '../../service-deps';
import {
  type ActorEntry,
  type AuditActor,
  type AuditEntry,
  auditBy,
  insertAuditEntries,
} from './record-audit';

/** What a change's work answers. */
export type AuditedWork<T, Entry = ActorEntry | AuditEntry> = {
  result: T;
  /**
   * The audit entries of what was done: one, or several (a member who leaves and the plan
   * passed on, a proof of an address that also joins a plan), none when the work found nothing
   * to change. An entry by the actor gives only what was done; one by someone else (or by
   * nobody signed in) names its author too.
   */
  audit: Entry | (Entry | undefined)[] | undefined;
  /** What else commits with the change, after its entries: a plan's live notification, say. */
  notify?: (tx: Transaction) => Promise<unknown>;
};

type Work<T, Entry> = (tx: Transaction, now: Date) => Promise<AuditedWork<T, Entry>>;

const namesItsAuthor = (entry: ActorEntry | AuditEntry): entry is AuditEntry =>
  'userEmail' in entry;

/**
 * The one way a change is written with its audit entries and its notification: in one
 * transaction, so they commit together or not at all. `now`, read once as the transaction
 * starts, is the change's time: `work` writes its timestamps with it, and its entries carry it.
 */
export function auditedChange<T>(
  deps: DbDeps,
  actor: AuditActor,
  work: Work<T, ActorEntry | AuditEntry>,
): Promise<T>;
/** A change nobody signed in makes (a payment event, a sweep, a refused sign-in). */
export function auditedChange<T>(deps: DbDeps, actor: null, work: Work<T, AuditEntry>): Promise<T>;
export function auditedChange<T>(
  deps: DbDeps,
  actor: AuditActor | null,
  work: Work<T, ActorEntry | AuditEntry>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { result, audit, notify } = await work(tx, now);
    const entries = (Array.isArray(audit) ? audit : [audit]).flatMap((entry) => {
      if (!entry) return [];
      if (namesItsAuthor(entry)) return [entry];
      if (!actor) throw new Error('an entry by the actor, in a change with no actor');
      return [auditBy(actor, entry)];
    });
    await insertAuditEntries(tx, now, entries);
    await notify?.(tx);
    return result;
  });
}
