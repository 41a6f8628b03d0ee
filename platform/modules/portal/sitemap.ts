// What the sitemap lists (platform/contract/portal/sitemap.ts): the same rows the public site shows
// — published news, verified companies' profiles (not the platform's own company), public cargo
// still open in the hall — read by id in fixed pages, so page N is the same rows until rows are added.
import { and, asc, count, eq, max, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SITEMAP_PAGE_SIZE, SITEMAP_SECTIONS, type SitemapIndex, type SitemapPage, type SitemapSection } from '../../contract/portal/sitemap';
import type { Db } from '../../db/client';
import { cargoSources, companies, news } from '../../db/schema';
import { isPublished } from './content';

type Source = {
  table: PgTable;
  id: AnyPgColumn;
  changed: AnyPgColumn;
  where: SQL;
  extra?: AnyPgColumn;
  path: (id: number, extra: unknown) => string;
};

const SOURCES: Record<SitemapSection, Source> = {
  news: {
    table: news,
    id: news.id,
    changed: news.publishedAt,
    where: isPublished,
    extra: news.type,
    path: (id, type) => `/news/${String(type)}/details/${id}`,
  },
  companies: {
    table: companies,
    id: companies.id,
    changed: companies.createdAt,
    where: and(eq(companies.authStatus, '2'), ne(companies.kind, 'platform'))!,
    path: (id) => `/companyInfo/${id}`,
  },
  cargo: {
    table: cargoSources,
    id: cargoSources.id,
    changed: cargoSources.publishedAt,
    where: and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public'))!,
    path: (id) => `/list-goods/detail/${id}`,
  },
};

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value ? new Date(String(value)).toISOString() : null);

export async function sitemapIndexOf(db: Db): Promise<SitemapIndex> {
  const sections = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => {
      const source = SOURCES[section];
      const [row] = await db
        .select({ total: count(), lastmod: max(source.changed) })
        .from(source.table)
        .where(source.where);
      return { section, pages: Math.ceil((row?.total ?? 0) / SITEMAP_PAGE_SIZE), lastmod: iso(row?.lastmod) };
    }),
  );
  return { sections };
}

/** Page `page` (from 1) of a section, in id order. */
export async function sitemapPageOf(db: Db, section: SitemapSection, page: number): Promise<SitemapPage> {
  const source = SOURCES[section];
  // An offset rather than a keyset: a crawler asks for page N by its URL, without the previous
  // page's last id; the section's size bounds it, and crawlers read it a few times a day.
  const rows = await db
    .select({ id: source.id, changed: source.changed, extra: source.extra ?? source.id })
    .from(source.table)
    .where(source.where)
    .orderBy(asc(source.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
  return { entries: rows.map((row) => ({ path: source.path(Number(row.id), row.extra), lastmod: iso(row.changed) })) };
}
