// News and platform pages of the public site. Rich text is sanitised on write and again on read,
// so rows written before the sanitiser (or by hand in the database) still render inert.
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { type NewsAdminQuery, type NewsInput, type NewsQuery, type NewsStatus } from '../../contract/portal/schemas';
import { type Page } from '../../contract/page';
import { type NewsAdminDetail, type NewsAdminRow, type NewsDetail, type NewsSummary, type PlatformPage } from '../../contract/portal/views';
import { CONTENT_IMAGE_PURPOSE, richTextSummary, sanitizeRichText } from '../../contract/portal/rich-text';
import type { Db } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { hasRowWhere } from '../../db/row-checks';
import { contentImages, files, news, platformInfo } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { requireOperator } from '../certification/service';
import { refuse } from '../../http/refusal';
import { CODES } from '../../contract/codes';
import { PLATFORM_PAGE_KEYS } from '../../contract/portal/constants';
import { linkContentImages } from './content-links';
import { keyedTtlCache } from './keyed-cache';

const summaryColumns = {
  id: news.id,
  type: news.type,
  title: news.title,
  summary: news.summary,
  source: news.source,
  views: news.views,
  publishedAt: news.publishedAt,
};

function summaryOf(row: { publishedAt: Date } & Omit<NewsSummary, 'publishedAt'>): NewsSummary {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

/** Only published items reach the public site; drafts and offline items exist for operators only. */
export const isPublished = eq(news.status, 'published');

export async function newsPage(db: Db, query: NewsQuery): Promise<Page<NewsSummary>> {
  const where = query.type ? and(isPublished, eq(news.type, query.type)) : isPublished;
  const { rows, total } = await readPage(
    query,
    db.select(summaryColumns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)),
    db.select({ total: count() }).from(news).where(where),
  );
  return { records: rows.map(summaryOf), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One news item with its neighbours of the same type (older = next, newer = prev). */
export async function newsDetail(db: Db, id: number): Promise<NewsDetail> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), isPublished))
    .limit(1);
  if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
  const sameType = and(eq(news.type, row.type), isPublished);
  const [[prev], [next]] = await Promise.all([
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(sameType, gt(news.publishedAt, row.publishedAt)))
      .orderBy(asc(news.publishedAt))
      .limit(1),
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(sameType, lt(news.publishedAt, row.publishedAt)))
      .orderBy(desc(news.publishedAt))
      .limit(1),
  ]);
  return {
    ...summaryOf(row),
    contentHtml: sanitizeRichText(row.contentHtml),
    prev: prev ?? null,
    next: next ?? null,
  };
}

/**
 * Operators write or edit a news item; the content is sanitised before it is stored. A new item is
 * published at once unless `draft` is set; editing keeps the item's status.
 */
export async function saveNews(db: Db, auth: Auth, input: NewsInput): Promise<{ id: number }> {
  await requireOperator(db, auth);
  const contentHtml = sanitizeRichText(input.contentHtml);
  const summary = richTextSummary(contentHtml);
  if (!summary) refuse('请输入资讯内容');
  const values = { type: input.type, title: input.title, contentHtml, summary, source: input.source ?? null };
  return db.transaction(async (tx) => {
    let row: { id: number } | undefined;
    if (input.id) {
      [row] = await tx.update(news).set(values).where(eq(news.id, input.id)).returning({ id: news.id });
      if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
    } else {
      const status: NewsStatus = input.draft ? 'draft' : 'published';
      [row] = await tx
        .insert(news)
        .values({ ...values, status, publishedAt: sql`now()` })
        .returning({ id: news.id });
    }
    await linkContentImages(tx, { newsId: row!.id }, contentHtml);
    return row!;
  });
}

const adminColumns = { ...summaryColumns, status: news.status };
type AdminRow = Omit<NewsAdminRow, 'publishedAt' | 'status'> & { publishedAt: Date; status: string };
const adminOf = (row: AdminRow): NewsAdminRow => ({ ...summaryOf(row), status: row.status as NewsStatus });

/** Every news item for operators, drafts and offline ones too, newest first. */
export async function adminNewsPage(db: Db, auth: Auth, query: NewsAdminQuery): Promise<Page<NewsAdminRow>> {
  await requireOperator(db, auth);
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(news.type, query.type));
  if (query.status) conditions.push(eq(news.status, query.status));
  if (query.keyword) conditions.push(ilike(news.title, containing(query.keyword)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    query,
    db.select(adminColumns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)),
    db.select({ total: count() }).from(news).where(where),
  );
  return { records: rows.map(adminOf), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

export async function adminNewsDetail(db: Db, auth: Auth, id: number): Promise<NewsAdminDetail> {
  await requireOperator(db, auth);
  const [row] = await db
    .select({ ...adminColumns, contentHtml: news.contentHtml })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
  return { ...adminOf(row), contentHtml: sanitizeRichText(row.contentHtml) };
}

/** Publish (from draft or offline) or take offline (from published); one conditional update. */
const NEWS_MOVES = {
  enable: { from: ['draft', 'offline'], to: 'published', refusal: '该资讯已发布' },
  disable: { from: ['published'], to: 'offline', refusal: '该资讯未发布，无需下线' },
} as const;

export async function moveNews(db: Db, auth: Auth, id: number, move: keyof typeof NEWS_MOVES): Promise<{ id: number; status: NewsStatus }> {
  await requireOperator(db, auth);
  const rule = NEWS_MOVES[move];
  // A draft gets its publishing time when first published; an offline item keeps its own.
  const set =
    move === 'enable' ? { status: rule.to, publishedAt: sql`case when ${news.status} = 'draft' then now() else ${news.publishedAt} end` } : { status: rule.to };
  const [row] = await db
    .update(news)
    .set(set)
    .where(and(eq(news.id, id), inArray(news.status, [...rule.from])))
    .returning({ id: news.id, status: news.status });
  if (row) return { id: row.id, status: row.status as NewsStatus };
  const [exists] = await db.select({ id: news.id }).from(news).where(eq(news.id, id)).limit(1);
  if (!exists) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
  refuse(rule.refusal);
}

/** Deletes a news item for good (operators): it leaves the public site and the news desk alike. */
export async function deleteNews(db: Db, auth: Auth, id: number): Promise<{ id: number }> {
  await requireOperator(db, auth);
  const [row] = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
  return row;
}

/**
 * How long a platform page read from the database is kept: the pages change only when operations
 * save, enable, disable or delete one, which forgets them in this process at once
 * (platform-info-admin.ts); another process (WEB_CONCURRENCY, a restore) shows the change within this.
 */
export const PLATFORM_PAGE_KEEP_MS = 5_000;

// Per database, so that test platforms do not share them. The texts are public and the same for every
// visitor; a missing or disabled page (404) is not kept.
const keptPlatformPages = new WeakMap<Db, (key: string) => Promise<PlatformPage>>();

/**
 * An enabled platform page (/about/platform, the rules and agreements of the footer), kept for
 * PLATFORM_PAGE_KEEP_MS: every view of these pages read the same row again, the one database
 * statement (and hand-off to the embedded database's thread) of an otherwise static page
 * (decision 009, lever 40).
 */
export function platformPage(db: Db, key: string): Promise<PlatformPage> {
  let kept = keptPlatformPages.get(db);
  if (!kept) keptPlatformPages.set(db, (kept = keyedTtlCache(PLATFORM_PAGE_KEEP_MS, PLATFORM_PAGE_KEYS.length, (k: string) => readPlatformPage(db, k))));
  return kept(key);
}

/** After operations change a platform page: the next view reads it again. */
export function forgetPlatformPages(db: Db): void {
  keptPlatformPages.delete(db);
}

async function readPlatformPage(db: Db, key: string): Promise<PlatformPage> {
  // a page operations disabled or deleted answers like one that never existed
  const [row] = await db
    .select()
    .from(platformInfo)
    .where(and(eq(platformInfo.key, key), eq(platformInfo.enabled, true)))
    .limit(1);
  if (!row) refuse('页面不存在', CODES.NOT_FOUND);
  return { key: row.key, title: row.title, contentHtml: sanitizeRichText(row.contentHtml), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Whether the file `uuid` is an image uploaded for rich text (purpose content_image) that a
 * published news item or an enabled platform page shows (issue 44): such an image is public, read
 * without signing in like the page around it. A draft's or an offline item's image, and any other
 * file a text names, stay private. Which texts name it is read from content_images, written with
 * each save of a text (content-links.ts), not searched for in the texts.
 */
export async function isPublishedContentImage(db: Db, uuid: string): Promise<boolean> {
  // the texts that name it (content_images, written with each save) and whether one of them is out now
  const shownBy = db
    .select({ found: sql`1` })
    .from(contentImages)
    .leftJoin(news, eq(news.id, contentImages.newsId))
    .leftJoin(platformInfo, eq(platformInfo.key, contentImages.pageKey))
    .where(and(eq(contentImages.fileUuid, uuid), or(isPublished, eq(platformInfo.enabled, true))));
  return hasRowWhere(db, files, and(eq(files.uuid, uuid), eq(files.purpose, CONTENT_IMAGE_PURPOSE), exists(shownBy)));
}
