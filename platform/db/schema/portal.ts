// The public site (platform/modules/portal): news and the platform's own pages.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The rich-text images each news item or platform page names, written with the text in its save's
 * transaction (and gone with it): the anonymous image check reads these few rows and the text's
 * status, instead of searching every published text for the image's address on each request.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').references(() => platformInfo.key, { onDelete: 'cascade' }),
    /** files.uuid of the image (not a foreign key: a text may name a file that is gone) */
    fileUuid: text('file_uuid').notNull(),
  },
  (t) => [
    index('content_images_file').on(t.fileUuid),
    index('content_images_news').on(t.newsId),
    index('content_images_page').on(t.pageKey),
    check('content_images_one_text', sql`(${t.newsId} is null) <> (${t.pageKey} is null)`),
  ],
);
