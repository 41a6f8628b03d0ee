import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cargoSources, companies, news } from '../../db/schema';
import { t, withTestPlatform } from '../auth/testing';

withTestPlatform();

const pathsOf = async (section: string) => {
  const index = await t.call('/portal/sitemap');
  const pages = index.body.data.sections.find((s: { section: string }) => s.section === section).pages as number;
  const paths: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const answer = await t.call(`/portal/sitemap/${section}/${page}`);
    expect(answer.body.code).toBe(200);
    paths.push(...answer.body.data.entries.map((e: { path: string }) => e.path));
  }
  return paths;
};

describe('sitemap', () => {
  it('lists exactly the published news, the verified companies and the open public cargo', async () => {
    const published = await t.db.select({ id: news.id, type: news.type }).from(news).where(eq(news.status, 'published'));
    const drafts = await t.db.select({ id: news.id, type: news.type }).from(news).where(ne(news.status, 'published'));
    const newsPaths = await pathsOf('news');
    expect(newsPaths.sort()).toEqual(published.map((n) => `/news/${n.type}/details/${n.id}`).sort());
    for (const draft of drafts) expect(newsPaths).not.toContain(`/news/${draft.type}/details/${draft.id}`);

    const verified = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.authStatus, '2'), ne(companies.kind, 'platform')));
    const companyPaths = await pathsOf('companies');
    expect(companyPaths.sort()).toEqual(verified.map((c) => `/companyInfo/${c.id}`).sort());
    const [platformCompany] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.kind, 'platform'));
    expect(companyPaths).not.toContain(`/companyInfo/${platformCompany!.id}`);

    const open = await t.db
      .select({ id: cargoSources.id })
      .from(cargoSources)
      .where(and(eq(cargoSources.status, 'published'), eq(cargoSources.publishScope, 'public')));
    const cargoPaths = await pathsOf('cargo');
    expect(cargoPaths.length).toBeGreaterThan(0);
    expect(cargoPaths.sort()).toEqual(open.map((c) => `/list-goods/detail/${c.id}`).sort());
    const closed = await t.db.select({ id: cargoSources.id }).from(cargoSources).where(ne(cargoSources.status, 'published'));
    for (const row of closed) expect(cargoPaths).not.toContain(`/list-goods/detail/${row.id}`);
  });

  it('answers anonymous callers, and refuses an unknown section or a bad page number', async () => {
    expect((await t.call('/portal/sitemap/users/1')).status).toBe(400);
    expect((await t.call('/portal/sitemap/news/0')).status).toBe(400);
    expect((await t.call('/portal/sitemap/news/abc')).status).toBe(400);
    const beyond = await t.call('/portal/sitemap/news/9999');
    expect(beyond.body).toMatchObject({ code: 200, data: { entries: [] } });
  });
});
