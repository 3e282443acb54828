import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A family's care tasks: each account's own copy of the library, plus what they add.
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The library task this one was copied from, if any. */
    libraryKey: text('library_key'),
    /** Premium content: never sent to a basic account. */
    videoUrl: text('video_url'),
    completed: boolean('completed').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tasks_user_position_idx').on(table.userId, table.position)],
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
