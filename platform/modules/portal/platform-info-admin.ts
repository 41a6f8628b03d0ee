// Operations edit the platform's own pages (platform_info): the about page, the rules, the
// agreements — the keys the public site links to (PLATFORM_PAGE_KEYS), so the list always shows
// every key, with or without content. Rich text is sanitised on write (and again on read, content.ts).
// Disabling or deleting a page makes it answer 404 on the public site; saving a deleted one brings
// it back, enabled. Each move is one conditional statement, so two operators cannot race it wrong.
// Each change forgets the public site's kept copies of the pages (content.ts, platformPage).
import { and, eq, sql } from 'drizzle-orm';
import { CODES } from '../../contract/codes';
import type { Page } from '../../contract/page';
import { PLATFORM_PAGE_KEYS } from '../../contract/portal/constants';
import { sanitizeRichText, richTextSummary } from '../../contract/portal/rich-text';
import type { PlatformInfoAdminQuery, PlatformInfoInput } from '../../contract/portal/schemas';
import type { PlatformInfoAdminDetail, PlatformInfoAdminRow } from '../../contract/portal/views';
import type { Db } from '../../db/client';
import { platformInfo } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { requireOperator } from '../certification/service';
import { forgetPlatformPages } from './content';
import { linkContentImages } from './content-links';

type Row = typeof platformInfo.$inferSelect;

const rowOf = (key: string, row: Row | undefined): PlatformInfoAdminRow => ({
  key,
  title: row?.title ?? '',
  enabled: row?.enabled ?? false,
  exists: Boolean(row),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** Every page the site links to, in the site's order; a keyword keeps those whose title or key contains it. */
export async function platformInfoPage(db: Db, auth: Auth, q: PlatformInfoAdminQuery): Promise<Page<PlatformInfoAdminRow>> {
  await requireOperator(db, auth);
  const rows = new Map((await db.select().from(platformInfo)).map((r) => [r.key, r]));
  const all = PLATFORM_PAGE_KEYS.map((key) => rowOf(key, rows.get(key))).filter((r) => !q.keyword || r.title.includes(q.keyword) || r.key.includes(q.keyword));
  const start = (q.pageNumber - 1) * q.pageSize;
  return { records: all.slice(start, start + q.pageSize), total: all.length, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function platformInfoDetail(db: Db, auth: Auth, key: string): Promise<PlatformInfoAdminDetail> {
  await requireOperator(db, auth);
  const [row] = await db.select().from(platformInfo).where(eq(platformInfo.key, key)).limit(1);
  return { ...rowOf(key, row), contentHtml: row ? sanitizeRichText(row.contentHtml) : '' };
}

/** Writes a page's title and sanitised content; a page without content (deleted) is created again, enabled. */
export async function savePlatformInfo(db: Db, auth: Auth, input: PlatformInfoInput): Promise<{ key: string; enabled: boolean }> {
  await requireOperator(db, auth);
  const contentHtml = sanitizeRichText(input.contentHtml);
  if (!richTextSummary(contentHtml) && !/<img\b/i.test(contentHtml)) refuse('请输入页面内容', CODES.BAD_REQUEST, { field: 'contentHtml' });
  const sort = PLATFORM_PAGE_KEYS.indexOf(input.key);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(platformInfo)
      .values({ key: input.key, title: input.title, contentHtml, sort })
      .onConflictDoUpdate({ target: platformInfo.key, set: { title: input.title, contentHtml, updatedAt: sql`now()` } })
      .returning({ key: platformInfo.key, enabled: platformInfo.enabled });
    await linkContentImages(tx, { pageKey: saved.key }, contentHtml);
    return saved;
  });
  // after the commit: a view between the forgetting and the commit would keep the old page again
  forgetPlatformPages(db);
  return row;
}

/** Enable or disable a page: refused when it is already so, or has no content to show. */
export async function movePlatformInfo(db: Db, auth: Auth, key: string, enabled: boolean): Promise<{ key: string; enabled: boolean }> {
  await requireOperator(db, auth);
  const [row] = await db
    .update(platformInfo)
    .set({ enabled, updatedAt: sql`now()` })
    .where(and(eq(platformInfo.key, key), eq(platformInfo.enabled, !enabled)))
    .returning({ key: platformInfo.key, enabled: platformInfo.enabled });
  forgetPlatformPages(db);
  if (row) return row;
  const [exists] = await db.select({ key: platformInfo.key }).from(platformInfo).where(eq(platformInfo.key, key)).limit(1);
  if (!exists) refuse('该页面尚无内容，请先编辑保存', CODES.NOT_FOUND);
  refuse(enabled ? '该页面已启用' : '该页面已停用');
}

export async function deletePlatformInfo(db: Db, auth: Auth, key: string): Promise<{ key: string }> {
  await requireOperator(db, auth);
  const [row] = await db.delete(platformInfo).where(eq(platformInfo.key, key)).returning({ key: platformInfo.key });
  forgetPlatformPages(db);
  if (!row) refuse('该页面尚无内容，无需删除', CODES.NOT_FOUND);
  return row;
}
