import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { advanceDirectiveChoices, dnrChoices } from '../../../shared/rules/care-profile';
import { carePlans } from './care-plans';
import { tasks } from './tasks';
import { users } from './users';

// A plan's care profile and documents (issue 35, decision record 082). The profile is one row
// per plan with its medications and contacts as ordered child rows, versioned as a whole; a
// document's listing apart from its encrypted bytes, so that listing never reads the bytes.

/** Raw bytes: PostgreSQL's bytea, read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const careProfiles = pgTable('care_profiles', {
  planId: uuid('plan_id')
    .primaryKey()
    .references(() => carePlans.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  conditions: text('conditions').notNull().default(''),
  allergies: text('allergies').notNull().default(''),
  insuranceProvider: text('insurance_provider').notNull().default(''),
  insuranceMemberNumber: text('insurance_member_number').notNull().default(''),
  powerOfAttorney: text('power_of_attorney').notNull().default(''),
  advanceDirective: text('advance_directive', { enum: advanceDirectiveChoices })
    .notNull()
    .default('unknown'),
  advanceDirectiveLocation: text('advance_directive_location').notNull().default(''),
  dnrStatus: text('dnr_status', { enum: dnrChoices }).notNull().default('unknown'),
  notes: text('notes').notNull().default(''),
  /** Raised by every save: a save based on an older one is refused (record 045's rule). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const careMedications = pgTable(
  'care_medications',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => careProfiles.planId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    dose: text('dose').notNull().default(''),
    schedule: text('schedule').notNull().default(''),
    prescriber: text('prescriber').notNull().default(''),
    pharmacy: text('pharmacy').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.planId, table.position] })],
);

export const careContacts = pgTable(
  'care_contacts',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => careProfiles.planId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.planId, table.position] })],
);

/**
 * A document kept for a plan, or attached to one of its tasks. Its bytes are encrypted with a
 * key of its own (AES-256-GCM), kept here wrapped by the master key named `keyId`.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    /** A task's document stays with the plan when the task is deleted. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Read from the file's bytes when it was uploaded, never from its name. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    keyId: text('key_id').notNull(),
    wrappedKey: bytes('wrapped_key').notNull(),
    /** The uploader; a shared plan's documents outlive any one member (record 074). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** Deleted: in 'Recently deleted' (decision record 087), left out of every read. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('documents_plan_uploaded_idx').on(table.planId, table.uploadedAt),
    index('documents_plan_deleted_idx')
      .on(table.planId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('documents_task_idx').on(table.taskId),
    index('documents_uploaded_by_idx').on(table.uploadedBy),
  ],
);

/** A document's encrypted bytes: nonce, ciphertext and tag. Read only for a download. */
export const documentContents = pgTable('document_contents', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  sealed: bytes('sealed').notNull(),
});

export type CareProfileRow = typeof careProfiles.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
