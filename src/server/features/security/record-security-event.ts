import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../../shared/constants';
import { REPEAT_LIMITS } from '../../../shared/rules/limits';
import type { Database, Executor, Transaction } from '../../db/client';
import { securityEvents } from '../../db/schema';

export type SecurityEvent = {
  eventType: 'admin_access' | 'suspicious_activity' | 'session_cleanup' | 'other';
  description: string;
  severity: 'info' | 'warning' | 'critical';
  ipAddress?: string;
  userId?: string;
};

/**
 * The words that start the row where one caller's further events are counted once it has
 * started `securityEventRowsPerMinute` rows in a minute; the first such event's words follow.
 */
export const FURTHER_EVENTS = `More than ${REPEAT_LIMITS.securityEventRowsPerMinute} different events in a minute from this caller; the further ones are counted on this row. The first: `;

/** The advisory lock space of the rows below: one caller's events are recorded in turn. */
const LOCK_SPACE = 7_201_947;

/**
 * An event that goes with a change (an admin's change, a cleanup, a deletion): its own row,
 * written in the change's transaction so both are kept or neither.
 */
export async function recordSecurityEvent(
  db: Executor,
  at: Date,
  event: SecurityEvent,
): Promise<void> {
  await db.insert(securityEvents).values({ ...event, createdAt: at, lastAt: at });
}

/**
 * An event a caller can cause as often as they like (a refused admin request, an admin's read):
 * what they can make us write is bounded (issue #30, record 039). The same event again (type,
 * account, address and words) within `securityEventRepeatMinutes` of its last time adds one to
 * its row's count; a caller past `securityEventRowsPerMinute` new rows in a minute has the
 * further ones counted on one row. So a flood takes a row or two of the Security tab, and the
 * other events stay in view.
 */
export async function recordRepeatableSecurityEvent(
  db: Database,
  at: Date,
  event: SecurityEvent,
): Promise<void> {
  const caller = event.userId ? `user:${event.userId}` : `address:${event.ipAddress ?? ''}`;
  await db.transaction(async (tx) => {
    // Repeats arriving at once would each find no row and each insert one: one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${caller}))`);
    if (await countRepeat(tx, at, event, eq(securityEvents.description, event.description))) return;
    const [started] = await tx
      .select({ rows: count() })
      .from(securityEvents)
      .where(
        and(sameCaller(event), gt(securityEvents.createdAt, new Date(at.getTime() - MINUTE_MS))),
      );
    const overflowing = (started?.rows ?? 0) >= REPEAT_LIMITS.securityEventRowsPerMinute;
    // Only while the caller is over its rows a minute are new events folded into one row: a
    // caller back under it has its next different event written as its own row again.
    const further = sql`starts_with(${securityEvents.description}, ${FURTHER_EVENTS})`;
    if (overflowing && (await countRepeat(tx, at, event, further))) return;
    await recordSecurityEvent(
      tx,
      at,
      overflowing ? { ...event, description: `${FURTHER_EVENTS}${event.description}` } : event,
    );
  });
}

/** The rows of this event's caller: its account, or with no account its address. */
function sameCaller(event: SecurityEvent): SQL | undefined {
  return event.userId
    ? eq(securityEvents.userId, event.userId)
    : and(
        isNull(securityEvents.userId),
        event.ipAddress
          ? eq(securityEvents.ipAddress, event.ipAddress)
          : isNull(securityEvents.ipAddress),
      );
}

/** Adds the event to the caller's live row of its type that `words` picks; false if none. */
async function countRepeat(tx: Transaction, at: Date, event: SecurityEvent, words: SQL) {
  const since = new Date(at.getTime() - REPEAT_LIMITS.securityEventRepeatMinutes * MINUTE_MS);
  const address = event.ipAddress
    ? eq(securityEvents.ipAddress, event.ipAddress)
    : isNull(securityEvents.ipAddress);
  const [live] = await tx
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        sameCaller(event),
        address,
        eq(securityEvents.eventType, event.eventType),
        words,
        gt(securityEvents.lastAt, since),
      ),
    )
    .orderBy(desc(securityEvents.lastAt))
    .limit(1);
  if (!live) return false;
  await tx
    .update(securityEvents)
    .set({
      count: sql`${securityEvents.count} + 1`,
      lastAt: sql`greatest(${securityEvents.lastAt}, ${at}::timestamptz)`,
    })
    .where(eq(securityEvents.id, live.id));
  return true;
}
