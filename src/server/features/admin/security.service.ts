import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DAY_MS, SECURITY_EVENTS_LOADED } from '../../../shared/constants';
import type {
  AdminSessionView,
  SecurityDashboard,
  SecurityEventView,
} from '../../../shared/schemas/admin';
import type { Actor } from '../../auth/require-user';
import { sessionEndReason } from '../../auth/sessions';
import { securityEvents, userSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { backupSummary } from '../backups';
import { recordSecurityEvent } from '../security';
import { adminChange, adminRead } from './admin-change';

// The admin Security tab: the security dashboard, the admin's own sessions, and the cleanup of
// expired sessions (spec sections 2, 3 and 9).

/** Events counted with their repeats. */
const repeats = sql<number>`coalesce(sum(${securityEvents.count}), 0)::int`;

/**
 * The events that happened last (a row counts its repeats, record 039), and how many events
 * happened in the last 24 hours and were critical, each repeat counted.
 */
export function securityDashboard(deps: ConfiguredDeps, actor: Actor): Promise<SecurityDashboard> {
  return adminRead(deps, actor, 'view_security_dashboard', async () => {
    const { db } = deps.database;
    const since = new Date(deps.clock.now().getTime() - DAY_MS);
    const [rows, [recent], [critical], backups] = await Promise.all([
      db
        .select()
        .from(securityEvents)
        .orderBy(desc(securityEvents.lastAt))
        .limit(SECURITY_EVENTS_LOADED),
      db.select({ value: repeats }).from(securityEvents).where(gt(securityEvents.lastAt, since)),
      db
        .select({ value: repeats })
        .from(securityEvents)
        .where(eq(securityEvents.severity, 'critical')),
      backupSummary(deps),
    ]);
    const events: SecurityEventView[] = rows.map((row) => ({
      id: row.id,
      eventType: row.eventType,
      description: row.description,
      severity: row.severity,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      count: row.count,
      lastAt: row.lastAt.toISOString(),
    }));
    return {
      events,
      eventsLast24Hours: recent?.value ?? 0,
      criticalEvents: critical?.value ?? 0,
      backups,
    };
  });
}

/** The admin's own sessions that can still be used, most recently active first. */
export function listOwnSessions(deps: ConfiguredDeps, actor: Actor): Promise<AdminSessionView[]> {
  return adminRead(deps, actor, 'view_sessions', async () => {
    const now = deps.clock.now();
    const rows = await deps.database.db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, actor.user.id), eq(userSessions.isActive, true)))
      .orderBy(desc(userSessions.lastActivity));
    return rows
      .filter((row) => !sessionEndReason(deps.config, row, now))
      .map((row) => ({
        id: row.id,
        ipAddress: row.ipAddress,
        lastActivity: row.lastActivity.toISOString(),
        sessionType: row.sessionType,
        isActive: row.isActive,
        current: row.id === actor.session.id,
      }));
  });
}

/** Ends one of the admin's own sessions (another person's is not found). */
export function terminateSession(deps: ConfiguredDeps, actor: Actor, input: { sessionId: string }) {
  return adminChange(deps, actor, 'terminate_session', async (tx) => {
    const [ended] = await tx
      .update(userSessions)
      .set({ isActive: false })
      .where(
        and(
          eq(userSessions.id, input.sessionId),
          eq(userSessions.userId, actor.user.id),
          eq(userSessions.isActive, true),
        ),
      )
      .returning({ id: userSessions.id });
    if (!ended) throw notFound('Session not found');
    return { result: { success: true }, audit: { resourceType: 'session', resourceId: ended.id } };
  });
}

/**
 * The spec's cleanup_expired_sessions: every session past its absolute limit or idle longer
 * than its idle limit is marked ended. (The guard already refuses them; this tidies the table.)
 */
export function cleanupExpiredSessions(deps: ConfiguredDeps, actor: Actor) {
  return adminChange(deps, actor, 'cleanup_expired_sessions', async (tx) => {
    const now = deps.clock.now();
    const idleSince = new Date(now.getTime() - deps.config.session.idleMs);
    const pendingIdleSince = new Date(now.getTime() - deps.config.session.pendingIdleMs);
    const ended = await tx
      .update(userSessions)
      .set({ isActive: false })
      .where(
        and(
          eq(userSessions.isActive, true),
          or(
            lte(userSessions.expiresAt, now),
            and(isNotNull(userSessions.mfaVerifiedAt), lt(userSessions.lastActivity, idleSince)),
            and(
              isNull(userSessions.mfaVerifiedAt),
              lt(userSessions.lastActivity, pendingIdleSince),
            ),
          ),
        ),
      )
      .returning({ id: userSessions.id });
    await recordSecurityEvent(tx, now, {
      eventType: 'session_cleanup',
      description: `Expired sessions cleaned up: ${ended.length} ended by ${actor.user.email}`,
      severity: 'info',
      ipAddress: actor.ipAddress,
      userId: actor.user.id,
    });
    return {
      result: { cleaned: ended.length },
      audit: { resourceType: 'session', details: { cleaned: ended.length } },
    };
  });
}
