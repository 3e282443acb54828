import type { Executor } from '../../db/client';
import { securityEvents } from '../../db/schema';

export type SecurityEvent = {
  eventType: 'admin_access' | 'suspicious_activity' | 'session_cleanup' | 'other';
  description: string;
  severity: 'info' | 'warning' | 'critical';
  ipAddress?: string;
  userId?: string;
};

export async function recordSecurityEvent(
  db: Executor,
  at: Date,
  event: SecurityEvent,
): Promise<void> {
  await db.insert(securityEvents).values({ ...event, createdAt: at });
}
