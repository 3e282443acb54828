import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// What admins set for the pages the server sends (decision D5): per-path SEO settings, and the
// custom head and body code of public pages (record 038).

/** The spec's seo_settings: one row per page an admin has saved; empty text means the default. */
export const seoSettings = pgTable('seo_settings', {
  pagePath: text('page_path').primaryKey(),
  title: text('title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  noIndex: boolean('no_index').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The spec's site_settings: a single row, id 1. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    headCode: text('head_code').notNull().default(''),
    bodyCode: text('body_code').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

export type SeoSettingRow = typeof seoSettings.$inferSelect;
