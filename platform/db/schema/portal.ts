// The public site (platform/modules/portal): news and the platform's own pages.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** news_type dictionary: news | policy | data */
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised on write */
    contentHtml: text('content_html').notNull(),
    source: text('source'),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** news_status: draft (never shown) | published | offline (taken down by an operator) */
    status: text('status').notNull().default('published'),
  },
  (t) => [index('news_type_published').on(t.type, t.publishedAt)],
);

/** Platform pages: the seven footer policies, the user agreement, the privacy statement, about. */
export const platformInfo = pgTable('platform_info', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  sort: integer('sort').notNull().default(0),
  /** operations take a page off the public site (disable) and put it back (enable) */
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});
