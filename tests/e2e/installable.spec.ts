// Phones on slow links (issue 43): the site installs to the home screen (a web app manifest with
// 192 and 512 px icons, linked from every page) and says so honestly when the network is gone —
// /offline without JS, and with JS a service worker that shows that page for a navigation the
// network cannot reach. /mobile tells drivers how to use the site from the home screen.
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('every page links the manifest, whose icons and start page are served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#CE141D');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; display: string; start_url: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(manifest).toMatchObject({ name: '运宝网络货运平台', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    // a PNG's width and height: bytes 16–23 of its IHDR chunk
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([size, size]);
  }
  // signed in too: the workspace document links it as well
  await signedIn(page, DEMO_ACCOUNTS.driver.mobile);
  await page.goto('/user/dispatchOrderList');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('/offline says the connection is gone and how to retry, without scripts', async ({ page }) => {
  await page.goto('/offline');
  await expect(page).toHaveTitle('网络已断开 - 运宝网络货运平台');
  await expect(page.getByRole('heading', { level: 1, name: '网络连接已断开' })).toBeVisible();
  await expect(page.getByText('请检查移动数据或无线网络是否打开')).toBeVisible();
  await expect(page.getByRole('link', { name: '重新加载' })).toHaveAttribute('href', '');
  // shown under another page's address by the service worker, it must not start the app's scripts
  await expect(page.locator('script')).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});

test.describe('with JS, the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers, and answers a navigation without a network with the offline page', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== 'js', 'the worker is registered by the app script');
    await page.goto('/news');
    // ready: installed (the offline page cached) and active; controlling this page once it claims it
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto('/list-goods');
    await expect(page.getByRole('heading', { level: 1, name: '网络连接已断开' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/list-goods');
    // styled from the cache: the base sheet's card of the error page, centred
    expect(await page.locator('main.error-page').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    await context.setOffline(false);
    await page.getByRole('link', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '网络连接已断开' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/list-goods');
    // a link followed in the page (a client navigation: its data request fails, not a page load)
    await context.setOffline(true);
    await page.getByRole('link', { name: '新闻资讯' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '网络连接已断开' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/news');
    await expect(page.getByRole('link', { name: '重新加载' })).toBeVisible();
    await context.setOffline(false);
  });
});

test('/mobile tells a driver how to use the site from the home screen, with no store link when none is configured', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1, name: '移动端' })).toBeVisible();
  const homeScreen = page.getByRole('region', { name: '添加到主屏幕' });
  await expect(homeScreen.getByText('安卓手机')).toBeVisible();
  await expect(homeScreen.getByText('苹果手机')).toBeVisible();
  await expect(homeScreen).toContainText('添加到主屏幕');
  await expect(page.getByRole('region', { name: '不开脚本也能用' })).toBeVisible();
  await expect(page.getByRole('region', { name: '流量' })).toBeVisible();
  // the test server names no store
  await expect(page.getByRole('region', { name: '下载应用' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /应用商店|App Store/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '扫码打开' }).getByRole('img', { name: /二维码/ })).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
