import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { reminderLeads } from '../../../shared/rules/due-dates';
import { carePlans } from './care-plans';
import { users } from './users';

// A family's care tasks: each care plan's own copy of the library, plus what its members add.
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The library task this one was copied from, if any. */
    libraryKey: text('library_key'),
    /** Premium content: never sent to a basic account. */
    videoUrl: text('video_url'),
    completed: boolean('completed').notNull().default(false),
    /** The member who ticked it done, and when; cleared when it is opened again. */
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The member the task is assigned to, if any. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Raised by every change to the title, description or notes: a save based on an older one is refused. */
    version: integer('version').notNull().default(1),
    position: integer('position').notNull(),
    /**
     * When it is due (decision record 047): a day of the plan's time zone, and an optional
     * wall-clock time there. A repeating task's due date is its next open occurrence.
     */
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: time('due_time'),
    /** An iCalendar RRULE (without DTSTART: the due date is the start), or null. */
    repeatRule: text('repeat_rule'),
    /** How long before the due date the reminder goes out; null: no reminder. */
    reminderLead: text('reminder_lead', { enum: reminderLeads }),
    /**
     * The instant the current occurrence's reminder is due (8:00 in the plan's time zone, the
     * lead before); null once it is handed to the queue, or when there is none to send.
     */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * Set when a member deletes it: it waits in 'Recently deleted' (decision record 087), whole,
     * and every read of the plan's tasks leaves it out until it is restored or purged.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('tasks_plan_position_idx').on(table.planId, table.position),
    index('tasks_plan_deleted_idx')
      .on(table.planId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('tasks_plan_assignee_idx').on(table.planId, table.assigneeId),
    index('tasks_plan_due_idx')
      .on(table.planId, table.dueDate)
      .where(sql`${table.dueDate} is not null`),
    index('tasks_remind_at_idx').on(table.remindAt).where(sql`${table.remindAt} is not null`),
  ],
);

export const subtasks = pgTable(
  'subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    position: integer('position').notNull(),
    /** A step's own due day and time, in the plan's time zone (no repeat, no reminder). */
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: time('due_time'),
    /**
     * Ticked by ticking its task, not by hand: Undo of that tick opens it again (decision D13,
     * record 087). Cleared by a tick by hand and whenever the task is opened again.
     */
    tickedWithTask: boolean('ticked_with_task').notNull().default(false),
    /** Deleted on its own: in 'Recently deleted' (record 087), left out of every read. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('subtasks_task_position_idx').on(table.taskId, table.position),
    index('subtasks_deleted_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);

/** Each completed occurrence of a repeating task: its history (decision record 047). */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The due date of the occurrence that was done. */
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('task_completions_task_idx').on(table.taskId, table.completedAt)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type SubtaskRow = typeof subtasks.$inferSelect;
export type TaskCompletionRow = typeof taskCompletions.$inferSelect;
