import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('tasks_plan_position_idx').on(table.planId, table.position),
    index('tasks_plan_assignee_idx').on(table.planId, table.assigneeId),
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
  },
  (table) => [index('subtasks_task_position_idx').on(table.taskId, table.position)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type SubtaskRow = typeof subtasks.$inferSelect;
