// Release versions (/api/system/version/page, issue 44): kept as a table operations maintain rather
// than read from release notes in the repository, because the repository has none, and what
// operations publish is what reached production and when — a deploy date and wording for users
// that a commit log cannot know.
import { date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const platformVersions = pgTable(
  'platform_versions',
  {
    id: serial('id').primaryKey(),
    /** e.g. 2.3.0 */
    versionNo: text('version_no').notNull(),
    title: text('title').notNull(),
    /** plain text, one change a line */
    notes: text('notes').notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('platform_versions_no').on(t.versionNo)],
);
