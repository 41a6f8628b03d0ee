// News and platform pages of the public site. Rich text is sanitised on write and again on read,
// so rows written before the sanitiser (or by hand in the database) still render inert.
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { NEWS_TYPES, type NewsDetail, type NewsQuery, type NewsSummary, type Page, type PlatformPage } from '../../contract/portal';
import { richTextSummary, sanitizeRichText } from '../../contract/rich-text';
import type { Db } from '../../db/client';
import { news, platformInfo } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { requireOperator } from '../certification/service';
import { refuse } from '../auth/refusal';
import { CODES } from '../../contract/codes';

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

export async function newsPage(db: Db, query: NewsQuery): Promise<Page<NewsSummary>> {
  const where = query.type ? eq(news.type, query.type) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { records: rows.map(summaryOf), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One news item with its neighbours of the same type (older = next, newer = prev). */
export async function newsDetail(db: Db, id: number): Promise<NewsDetail> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
  const sameType = eq(news.type, row.type);
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

export type NewsInput = { id?: number; type: (typeof NEWS_TYPES)[number]; title: string; contentHtml: string; source?: string };

/** Operators publish or edit a news item; the content is sanitised before it is stored. */
export async function saveNews(db: Db, auth: Auth, input: NewsInput): Promise<{ id: number }> {
  await requireOperator(db, auth);
  const contentHtml = sanitizeRichText(input.contentHtml);
  const summary = richTextSummary(contentHtml);
  if (!summary) refuse('请输入资讯内容');
  const values = { type: input.type, title: input.title, contentHtml, summary, source: input.source ?? null };
  if (input.id) {
    const [row] = await db.update(news).set(values).where(eq(news.id, input.id)).returning({ id: news.id });
    if (!row) refuse('资讯不存在或已删除', CODES.NOT_FOUND);
    return row;
  }
  const [row] = await db.insert(news).values({ ...values, publishedAt: sql`now()` }).returning({ id: news.id });
  return row!;
}

export async function platformPage(db: Db, key: string): Promise<PlatformPage> {
  const [row] = await db.select().from(platformInfo).where(eq(platformInfo.key, key)).limit(1);
  if (!row) refuse('页面不存在', CODES.NOT_FOUND);
  return { key: row.key, title: row.title, contentHtml: sanitizeRichText(row.contentHtml), updatedAt: row.updatedAt.toISOString() };
}
