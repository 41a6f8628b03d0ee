// Uploaded files (platform/modules/files).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './auth';
import { companies } from './company';

/** Uploaded files; bytes live in the storage behind platform/modules/files/storage.ts. */
export const files = pgTable(
  'files',
  {
    uuid: text('uuid').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** what the file is for: id_card_front, business_licence, road_permit, ... */
    purpose: text('purpose'),
    /** when the file is removed (a background export's download: 7 days); null keeps it */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerUserId), index('files_expires').on(t.expiresAt)],
);
