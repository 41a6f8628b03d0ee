// Found by search engines (issue 49): robots.txt keeps crawlers out of the signed-in area, the
// sitemap lists the public pages including those from the database, public pages name their
// canonical URL (filters dropped, the page number kept), signed-in pages ask not to be indexed.
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

test('robots.txt disallows the signed-in area and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  for (const path of ['/user/', '/shipper/', '/workbenck/', '/resources/', '/my-center/editInvoice']) expect(lines).toContain(`Disallow: ${path}`);
  // public pages stay open: no rule covers the halls, news or company pages
  const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
  for (const open of ['/list-goods', '/news/news/details/1', '/companyInfo/1', '/lineResource', '/']) {
    expect(
      rules.filter((rule) => open.startsWith(rule)),
      open,
    ).toEqual([]);
  }
  expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
});

test('the sitemap lists the fixed public pages and the database pages, each of which opens', async ({ request, baseURL }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toContain(new URL('/sitemaps/pages.xml', baseURL).href);
  for (const section of ['news', 'companies', 'cargo']) expect(files).toContain(new URL(`/sitemaps/${section}-1.xml`, baseURL).href);

  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  const fixed = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(fixed).toEqual(expect.arrayContaining(['/', '/list-goods', '/news', '/lineResource']));
  expect(fixed.filter((p) => p.startsWith('/user/') || p === '/loginPwd')).toEqual([]);

  for (const section of ['news', 'companies', 'cargo']) {
    const file = await request.get(`/sitemaps/${section}-1.xml`);
    expect(file.headers()['content-type']).toContain('application/xml');
    const urls = [...(await file.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(urls.length, section).toBeGreaterThan(0);
    const first = await request.get(urls[0]!);
    expect(first.status(), urls[0]).toBe(200);
  }
  expect((await request.get('/sitemaps/users-1.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/news-999.xml')).status()).toBe(404);
});

test('a public list names its canonical URL without filters; a signed-in page is not indexed', async ({ page, baseURL }) => {
  await page.goto('/list-goods?originProvince=13&pageNumber=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/list-goods?pageNumber=2', baseURL).href);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/list-goods?pageNumber=1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/list-goods', baseURL).href);

  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/workbenck/workbenck');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
