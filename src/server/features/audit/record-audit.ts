import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema';

export type AuditEntry = {
  userId: string | null;
  userEmail: string;
  action: string;
  resourceType?: string;
  resourceId?: string;
  resourceCategory?: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
};

export async function recordAudit(db: Database, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({ ...entry, createdAt: at });
}
