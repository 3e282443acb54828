import { USER_SEARCH_MAX_LENGTH } from '../rules/limits';
import { plainText } from './text';
import { z } from './zod';

// The audit log's contract, shared by the server and /audit-logs (spec sections 2 and 9,
// decision D3).

/** The action filter's options as spec section 9 lists them. */
const specActions = [
  'login',
  'logout',
  'failed_login',
  'view_task',
  'create_task',
  'update_task',
  'delete_task',
  'toggle_task_completion',
  'toggle_subtask_completion',
  'update_task_notes',
  'view_category',
  'view_admin_panel',
  'view_profile',
  'view_audit_logs',
] as const;

/** What the admin area records: every admin change has its entry (record 039). */
export const adminAuditActions = [
  'delete_user',
  'update_user_tier',
  'grant_admin',
  'revoke_admin',
  'terminate_session',
  'cleanup_expired_sessions',
  'update_seo_settings',
  'update_custom_code',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/**
 * A plan's care records (issue 35): who changed the profile, who added, opened or removed a
 * document; and an account's premium through purchases (issue 36).
 */
const careAuditActions = [
  'update_care_profile',
  'upload_document',
  'download_document',
  'delete_document',
  'restore_document',
  // Purchases (decision D11): premium a purchase granted, or a refund or an ended subscription
  // took back.
  'grant_premium',
  'revoke_premium',
] as const;

/**
 * Every action the filter offers: the spec's, delete_subtask (also logged), what came back from
 * 'Recently deleted' (record 087), the care records', then the admins'.
 */
export const auditActions = [
  ...specActions,
  'delete_subtask',
  'restore_task',
  'restore_subtask',
  ...careAuditActions,
  ...adminAuditActions,
] as const;

export const auditLogQuerySchema = z.object({
  /** Matches the user id exactly or the email in part, in any case. */
  user: plainText({
    max: USER_SEARCH_MAX_LENGTH,
    tooLong: 'Search is too long',
    trim: true,
  }).optional(),
  action: z.enum(auditActions).optional(),
  /** Instants, so the browser's own time zone decides where its days start and end. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export type AuditLogEntry = {
  id: string;
  timestamp: string;
  userId: string | null;
  userEmail: string;
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  resourceCategory: string | null;
  details: Record<string, unknown> | null;
};

export type AuditLogList = {
  /** The newest AUDIT_LOG_SCREEN_LIMIT matching entries, newest first. */
  entries: AuditLogEntry[];
  /** More entries matched than are listed (the CSV export holds them all). */
  truncated: boolean;
};
