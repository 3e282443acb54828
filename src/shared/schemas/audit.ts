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

/** A task's other changes: its steps, its assignee and dates, what came back (record 087). */
const taskAuditActions = [
  'delete_subtask',
  'restore_task',
  'restore_subtask',
  'assign_task',
  'task_schedule_updated',
  'subtask_schedule_updated',
  'add_library_tasks',
] as const;

/** The care circle (record 045): the plan, its members and invitations. */
const planAuditActions = [
  'create_plan',
  'rename_plan',
  'plan_time_zone_changed',
  'invite_member',
  'revoke_invitation',
  'join_plan',
  'change_member_role',
  'transfer_plan',
  'remove_member',
  'leave_plan',
  'plan_owner_passed_on',
] as const;

/** An account's own: a new password, the upgrade, calendar links. */
const accountAuditActions = [
  'password_reset',
  'upgrade_subscription',
  'create_calendar_feed',
  'rotate_calendar_feed',
  'revoke_calendar_feed',
] as const;

/**
 * What a family's log can hold (issue 56, item 9): the spec's actions but the admin area's, and
 * delete_subtask (also logged), the tasks', the care records', the circle's and the account's.
 * The filter of a member who is not an admin offers these alone.
 */
export const familyAuditActions = [
  ...specActions.filter((action) => action !== 'view_admin_panel'),
  ...taskAuditActions,
  ...careAuditActions,
  ...planAuditActions,
  ...accountAuditActions,
] as const;

/** What the admin area's pages record when they are read. */
const adminReadActions = [
  'view_admin_panel',
  'view_users',
  'view_security_dashboard',
  'view_sessions',
  'view_seo_settings',
  'view_custom_code',
  'view_release_notes',
  'export_leads',
] as const;

/** Every action the server records, and the admins' filter offers. */
export const auditActions = [
  ...familyAuditActions,
  ...adminReadActions,
  ...adminAuditActions,
] as const;

export type AuditAction = (typeof auditActions)[number];
// The spread of a filtered list is not a tuple; zod's enum wants one.
const everyAction = auditActions as unknown as [AuditAction, ...AuditAction[]];

export const auditLogQuerySchema = z.object({
  /** Matches the user id exactly or the email in part, in any case. */
  user: plainText({
    max: USER_SEARCH_MAX_LENGTH,
    tooLong: 'Search is too long',
    trim: true,
  }).optional(),
  action: z.enum(everyAction).optional(),
  /** Instants, so the browser's own time zone decides where its days start and end. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/**
 * An entry as /audit-logs and its CSV show it: every column in words, people and plans by name
 * (record 089). The stored entry keeps its ids; `id` is the entry's own, for the list's keys.
 */
export type AuditLogEntry = {
  id: string;
  timestamp: string;
  /** Who did it: their display name, else their address; 'a former member' once gone. */
  user: string;
  action: string;
  /** What it was done to: 'Task “Pay the bills”', 'Care plan “Mum”'. */
  resource: string;
  /** The task's category by its name. */
  category: string;
  /** What was done, as a sentence with names. */
  details: string;
};

export type AuditLogList = {
  /** The newest AUDIT_LOG_SCREEN_LIMIT matching entries, newest first. */
  entries: AuditLogEntry[];
  /** More entries matched than are listed (the CSV export holds them all). */
  truncated: boolean;
};
