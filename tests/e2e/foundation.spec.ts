import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Runs in both projects (no-js and js): the server renders everything, JS only enhances.

test('home page renders seeded cargo and news with its registry title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/运宝网络货运平台/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const cargo = page.getByRole('region', { name: '最新货源' });
  await expect(cargo.getByRole('row')).not.toHaveCount(1);
  await expect(cargo.getByText('元/吨').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '新闻资讯' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('客服电话')).toBeVisible();
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: '最新货源' })).toBeVisible();
});

test('pages carry an enforced CSP whose nonce reaches every inline script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("script-src 'self'");
  const inlineScripts = await page.locator('script:not([src])').count();
  expect(inlineScripts).toBeGreaterThan(0);
  const html = (await response?.text()) ?? '';
  const scriptTags = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
});

test('health check and platform API answer', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const malformed = await request.post('/api-platform/api/company/search', {
    headers: { 'content-type': 'application/json' },
    data: '{"keyword":',
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: 400 });
  const doc = await request.get('/api-platform/api/openapi.json');
  expect(Object.keys((await doc.json()).paths)).toContain('/api-platform/api/company/search');
});

test('the files of public/ beside the build are served at their own paths', async ({ request }) => {
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
  // A page path is the app's, not a file lookup: the not-found page, not serve-static's bare 404.
  const missing = await request.get('/favicon.svg.bak');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html');
});

test('scripts go to browsers that accept br as the build compressed them; others get the same code', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const href of scripts.slice(0, 4)) {
    const plain = await request.get(href, { headers: { 'accept-encoding': 'identity' } });
    const code = readFileSync(`public${href}`);
    expect(Buffer.compare(await plain.body(), code)).toBe(0);
    const brotli = await request.get(href, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    // the build's quality-11 copy with its length, not one compressed on the fly (chunked, no length)
    expect(Number(brotli.headers()['content-length'])).toBe(readFileSync(`public${href}.br`).length);
    expect(brotli.headers()['vary']).toContain('Accept-Encoding');
    expect(brotli.headers()['cache-control']).toContain('immutable');
    expect(Buffer.compare(await brotli.body(), code)).toBe(0);
  }
});

test('the page title follows the screen registry after a link is followed, with or without JS', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - 运宝网络货运平台');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/findpwd$/);
  await expect(page).toHaveTitle('找回密码 - 运宝网络货运平台');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /密码/);
});
