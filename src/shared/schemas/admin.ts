import {
  CUSTOM_CODE_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '../rules/limits';
import { plainText } from './text';
import { z } from './zod';

// The admin area's contract (spec sections 2, 3, 7 and 8; decisions D4, D5), shared by the server
// and /admin.

export const adminMessages = {
  ownAdminRole: 'You cannot remove your own admin role',
  ownAccount: 'You cannot delete your own account from the admin panel',
  recentSignIn:
    'For your security, custom code can only be changed within 15 minutes of signing in. Please sign in again.',
  seoTitleTooLong: `Title must be at most ${SEO_TITLE_MAX_LENGTH} characters`,
  seoDescriptionTooLong: `Meta description must be at most ${SEO_DESCRIPTION_MAX_LENGTH} characters`,
  headCodeTooLong: 'Head code must be at most 20,000 characters',
  bodyCodeTooLong: 'Body code must be at most 20,000 characters',
} as const;

/** The pages the SEO Settings dialog offers (spec section 3). */
export const SEO_PAGE_PATHS = [
  '/',
  '/login',
  '/signup',
  '/app',
  '/profile',
  '/community',
  '/admin',
] as const;
export type SeoPagePath = (typeof SEO_PAGE_PATHS)[number];

export const subscriptionTierSchema = z.enum(['basic', 'premium']);

export const userSearchSchema = z.object({
  search: plainText({ max: USER_SEARCH_MAX_LENGTH, tooLong: 'Search is too long', trim: true })
    .optional()
    .default(''),
});

export const setTierSchema = z.object({ subscriptionTier: subscriptionTierSchema });
export type SetTierInput = z.input<typeof setTierSchema>;

export const setAdminSchema = z.object({ isAdmin: z.boolean() });
export type SetAdminInput = z.input<typeof setAdminSchema>;

/** An empty title or description means the page's own (from the route table). */
export const seoSettingSchema = z.object({
  pagePath: z.enum(SEO_PAGE_PATHS),
  title: plainText({
    max: SEO_TITLE_MAX_LENGTH,
    tooLong: adminMessages.seoTitleTooLong,
    trim: true,
  }),
  metaDescription: plainText({
    max: SEO_DESCRIPTION_MAX_LENGTH,
    tooLong: adminMessages.seoDescriptionTooLong,
    trim: true,
  }),
  noIndex: z.boolean(),
});
export type SeoSettingInput = z.input<typeof seoSettingSchema>;

export const customCodeSchema = z.object({
  headCode: plainText({
    max: CUSTOM_CODE_MAX_LENGTH,
    tooLong: adminMessages.headCodeTooLong,
    multiline: true,
  }),
  bodyCode: plainText({
    max: CUSTOM_CODE_MAX_LENGTH,
    tooLong: adminMessages.bodyCodeTooLong,
    multiline: true,
  }),
});
export type CustomCodeInput = z.input<typeof customCodeSchema>;

export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export type AdminUser = {
  id: string;
  email: string;
  subscriptionTier: SubscriptionTier;
  isAdmin: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AdminUserList = {
  users: AdminUser[];
  /** How many accounts match the search; at most ADMIN_USER_LIST_LIMIT are listed. */
  total: number;
};

export type SecurityEventView = {
  id: string;
  eventType: 'admin_access' | 'suspicious_activity' | 'session_cleanup' | 'other';
  description: string;
  severity: 'info' | 'warning' | 'critical';
  ipAddress: string | null;
  /** When it first happened. */
  createdAt: string;
  /** How often it happened (a caller's repeats are counted on one row, record 039), and when last. */
  count: number;
  lastAt: string;
};

/** The database's backups as the admin's Security tab shows them (issue #31, record 051). */
export type BackupSummary = {
  /** The newest backup that was written and checked after writing; null before the first. */
  lastGood: { finishedAt: string; bytes: number; file: string } | null;
  /** The last good backup is older than BACKUP_OVERDUE_HOURS (or there is none after that long). */
  overdue: boolean;
  /** The newest attempt that failed since the last good one, in an operator's words (no user text). */
  lastFailure: { at: string; reason: string } | null;
  /** The daily backup ('03:00' in an IANA zone), how many are kept and where; null when turned off. */
  schedule: { time: string; timeZone: string; keep: number; folder: string } | null;
};

export type SecurityDashboard = {
  /** The SECURITY_EVENTS_LOADED events that happened last, most recent first. */
  events: SecurityEventView[];
  eventsLast24Hours: number;
  criticalEvents: number;
  backups: BackupSummary;
};

/** One of the signed-in admin's own sessions (spec section 3, 'Session (admin view)'). */
export type AdminSessionView = {
  id: string;
  ipAddress: string;
  lastActivity: string;
  sessionType: string;
  isActive: boolean;
  /** The session this request came from. */
  current: boolean;
};

export type SeoSetting = {
  pagePath: SeoPagePath;
  title: string;
  metaDescription: string;
  noIndex: boolean;
  /** Null until an admin saves the page's settings. */
  updatedAt: string | null;
};

export type CustomCode = { headCode: string; bodyCode: string; updatedAt: string | null };

/** One release of /admin/release-notes, from the repository's CHANGELOG.md. */
export type Release = {
  /** yyyy-MM-dd, or null while not released yet. */
  date: string | null;
  title: string;
  changes: string[];
};
