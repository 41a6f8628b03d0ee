// Columns that many tables share, as functions: each call makes fresh column builders for the
// table it is spread into. This module imports no table, so every schema file (platform/db/schema/)
// may call it while its tables are built; the shared columns that point at a user are in
// user-columns.ts, which imports the users table.
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
