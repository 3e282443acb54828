import { asc, desc, eq } from 'drizzle-orm';
import { categories } from '../../../shared/content/task-library';
import { toCsv } from '../../../shared/csv';
import { describeRepeat } from '../../../shared/rules/due-dates';
import { loadPlanAccess } from '../../auth/plan-access';
import type { Actor } from '../../auth/require-user';
import { auditLogs } from '../../db/schema';
import type { DbDeps, SigningDeps } from '../../service-deps';
import { type CareDeps, documentsUploadedBy, getCareProfile } from '../care';
import { communityPostsOf } from '../community';
import { listTasks } from '../tasks';

// 'Download my data': everything a family keeps here, to take with them (decision D8): tasks,
// the care profile, activity, what they wrote in the community and the documents they uploaded
// (sent as one archive: account-archive.service.ts), and the spreadsheets made of them.

const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;

async function auditEntriesOf(deps: DbDeps, userId: string) {
  return deps.database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.userId, userId))
    .orderBy(desc(auditLogs.createdAt), asc(auditLogs.id));
}

export async function exportAccountData(
  deps: DbDeps & SigningDeps & Pick<CareDeps, 'documentKeys'>,
  actor: Actor,
  /** The archive's: the care profile and the list of uploads, which no spreadsheet shows. */
  options: { withCare: boolean },
) {
  const now = deps.clock.now();
  // The tasks of the care plan the account opens by default (the one chosen last, record 077).
  const plan = await loadPlanAccess(deps.database.db, actor.user.id);
  const tasks = await listTasks(deps.database.db, {
    plan,
    userId: actor.user.id,
    authSecret: deps.authSecret,
    now,
    locale: actor.locale,
  });
  const audit = await auditEntriesOf(deps, actor.user.id);
  const community = await communityPostsOf(deps.database.db, actor.user.id);
  const careProfile = options.withCare ? await getCareProfile(deps, { ...actor, plan }) : undefined;
  const documents = options.withCare ? await documentsUploadedBy(deps, actor.user.id) : [];
  return {
    exportedAt: now.toISOString(),
    account: {
      email: actor.user.isDemo ? deps.config.demo.email : actor.user.email,
      createdAt: actor.user.createdAt.toISOString(),
      subscriptionTier: actor.user.subscriptionTier,
      /** The name the community shows for the member's posts (record 033). */
      displayName: actor.user.displayName,
    },
    tasks: tasks.map(({ hasVideo: _hasVideo, videoUrl: _videoUrl, ...task }) => ({
      ...task,
      categoryName: categoryName(task.categoryId),
    })),
    auditEntries: audit.map((entry) => ({
      timestamp: entry.createdAt.toISOString(),
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      resourceCategory: entry.resourceCategory,
      details: entry.details,
      ipAddress: entry.ipAddress,
    })),
    community,
    /** The same plan's care profile (issue 35). */
    careProfile: careProfile && {
      ...careProfile.profile,
      version: careProfile.version,
      updatedAt: careProfile.updatedAt,
    },
    /** Every document the member uploaded, to any plan; the archive adds each one's bytes. */
    documents,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;

/**
 * One row per subtask (a task without subtasks gets one row), so a spreadsheet can filter; due
 * dates and repeats in the plan's words (decision record 047).
 */
export function tasksCsv(data: AccountExport): string {
  const header = [
    'Task',
    'Category',
    'Description',
    'Task completed',
    'Notes',
    'Subtask',
    'Subtask completed',
    'Created',
    'Updated',
    'Due date',
    'Due time',
    'Repeat',
    'Subtask due date',
    'Subtask due time',
  ];
  const rows = data.tasks.flatMap((task) => {
    const { dueDate, dueTime, repeat } = task.schedule;
    const repeats = repeat && dueDate ? describeRepeat(repeat, dueDate) : '';
    const base = (subtask?: (typeof task.subtasks)[number]) => [
      task.title,
      task.categoryName,
      task.description,
      task.completed ? 'yes' : 'no',
      task.notes,
      subtask?.title ?? '',
      subtask ? (subtask.completed ? 'yes' : 'no') : '',
      task.createdAt,
      task.updatedAt,
      dueDate ?? '',
      dueTime ?? '',
      repeats,
      subtask?.dueDate ?? '',
      subtask?.dueTime ?? '',
    ];
    return task.subtasks.length ? task.subtasks.map((subtask) => base(subtask)) : [base()];
  });
  return toCsv(header, rows);
}

export function activityCsv(data: AccountExport): string {
  const header = [
    'Timestamp',
    'Action',
    'Resource',
    'Resource id',
    'Category',
    'Details',
    'IP address',
  ];
  const rows = data.auditEntries.map((entry) => [
    entry.timestamp,
    entry.action,
    entry.resourceType,
    entry.resourceId,
    entry.resourceCategory,
    entry.details ? JSON.stringify(entry.details) : '',
    entry.ipAddress,
  ]);
  return toCsv(header, rows);
}

/** One row per discussion, reply and like, oldest first within each. */
export function communityCsv(data: AccountExport): string {
  const header = ['Type', 'Discussion', 'Content', 'Premium', 'Date'];
  const { discussions, replies, likes } = data.community;
  const rows = [
    ...discussions.map((topic) => [
      'Discussion',
      topic.title,
      topic.content,
      topic.isPremium ? 'yes' : 'no',
      topic.createdAt,
    ]),
    ...replies.map((reply) => ['Reply', reply.discussionTitle, reply.content, '', reply.createdAt]),
    ...likes.map((like) => ['Like', like.discussionTitle, '', '', like.createdAt]),
  ];
  return toCsv(header, rows);
}
