// The interface log (platform/modules/log).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    method: text('method').notNull(),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    request: text('request'),
    response: text('response'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('interface_logs_created').on(t.createdAt)],
);
