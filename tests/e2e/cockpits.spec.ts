import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, platformData, platformToken, signedIn, test, tokenHeaders } from './fixtures';
import { expectAccessible } from './accessible';

// Issue 48, JS off and on: each cockpit shows its charts as server-drawn SVG (counted), a total on
// the page equals the platform's figure read through the same call the screen makes, a second
// company's figures do not appear, the wall screens are the same data in the dark layout with a meta
// refresh on ?refresh=60, and the menu rule of spec 6 holds per role ('control' for a signed shipper
// with orders of its own, 'online' otherwise; operations both; carriers neither).

const API = '/api-platform/api';
const STEEL = DEMO_ACCOUNTS.enterpriseShipper.mobile; // signed (signStatus 1), with orders
const FENHE = DEMO_ACCOUNTS.fenheShipper.mobile; // a second shipper company
const INDIVIDUAL = DEMO_ACCOUNTS.individualShipper.mobile; // not signed
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;

const charts = (page: Page) => page.locator('figure.chart-figure svg[role="img"]');
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] dd`);
const shown = (n: number) => n.toLocaleString('zh-CN');

async function platformFigure<T>(request: APIRequestContext, mobile: string, path: string, body: unknown): Promise<T> {
  const token = await platformToken(request, mobile);
  return platformData<T>(await request.post(`${API}${path}`, { headers: tokenHeaders(token), data: body }));
}

test('the online cockpit: two charts and the map of China drawn on the server, the on-road total is the platform’s, the period links and refresh', async ({
  page,
  request,
}, info) => {
  await signedIn(page, STEEL);
  const response = await page.goto('/cockpit/online');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/数据驾驶舱-在线监控/);
  await expect(charts(page)).toHaveCount(2);
  // no <style> element or ECharts attribute left in the markup (CSP: styles elements need the nonce)
  expect(await page.locator('figure.chart-figure svg style').count()).toBe(0);
  const view = await platformFigure<{
    onRoad: number;
    online: number;
    offline: number;
    vehicles: { waybillNo: string; lat: number | null; place: string | null }[];
    byProvince: { province: string; online: number; offline: number }[];
  }>(request, STEEL, '/cockpit/online', {});
  await expect(figure(page, 'onRoad')).toHaveText(shown(view.onRoad));
  // The vehicles and the provinces on the map kit's map of China (issue 48): one dot per listed
  // vehicle with a position, the provinces with on-road waybills shaded, their figure in the tooltip.
  const map = page.getByRole('img', { name: `在途车辆分布图：${view.online + view.offline}辆有定位，其中${view.online}辆在线` });
  await expect(map).toBeVisible();
  await expect(map.locator('g > circle')).toHaveCount(view.vehicles.filter((v) => v.lat !== null).length);
  // each vehicle's latest position as a place (issue 42): the platform's words, in the table
  const placed = view.vehicles.filter((v) => v.place);
  expect(placed.length).toBeGreaterThan(0);
  const latest = page.getByRole('region', { name: '在途车辆最新位置' });
  await expect(latest.getByRole('columnheader', { name: '所在地' })).toBeVisible();
  await expect(latest.getByRole('row').filter({ hasText: placed[0].waybillNo })).toContainText(placed[0].place!);
  expect(placed[0].place).toMatch(/^\S+[省市区] \S+/);
  const shaded = await map.locator('path[fill] > title').allTextContents();
  // (a position outside every province — at sea — counts as 无定位 and shades none)
  const inProvinces = view.byProvince.filter((p) => p.province !== '无定位');
  expect(inProvinces.length).toBeGreaterThan(0);
  expect(shaded.sort()).toEqual(inProvinces.map((p) => `${p.province}：${p.online + p.offline}`).sort());
  await expect(page.getByText('各省在途派车单（有定位）：')).toBeVisible();
  // and the latest key-area alarms on the steel shipper's own areas (the seeded steel works')
  await expect(page.getByRole('region', { name: '最新区域告警' })).toContainText('唐钢厂区装货点');
  // each chart reads as a table too (visually hidden), e.g. the states of the on-road waybills
  await expect(page.locator('figure.chart-figure table').first()).toContainText('运输中');
  await expect(page.getByRole('link', { name: '刷新', exact: true })).toBeVisible();
  await expectAccessible(page, info.project.name === 'js');

  // a bad setting in the URL: the default with the message, not an error page
  const bad = await page.goto('/cockpit/online?offline=2');
  expect(bad?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: '离线判定时间须为5至1440分钟的整数' })).toBeVisible();
});

test('the shipping and control cockpits: their charts and the platform’s totals for the period in the URL', async ({ page, request }) => {
  await signedIn(page, STEEL);
  await page.goto('/cockpit/shipping');
  await page.getByRole('navigation', { name: '统计周期' }).getByRole('link', { name: '按月（近12个月）' }).click();
  await expect(page).toHaveURL(/\/cockpit\/shipping\?period=month$/);
  await expect(charts(page)).toHaveCount(7);
  const shipping = await platformFigure<{ totals: { shipped: number } }>(request, STEEL, '/cockpit/shipping', { period: 'month' });
  expect(shipping.totals.shipped).toBeGreaterThan(0);
  await expect(figure(page, 'shipped')).toHaveText(shown(shipping.totals.shipped));

  await page.goto('/cockpit/control?period=month');
  await expect(charts(page)).toHaveCount(4);
  const control = await platformFigure<{ controlWaybills: number }>(request, STEEL, '/cockpit/control', { period: 'month' });
  await expect(figure(page, 'controlWaybills')).toHaveText(shown(control.controlWaybills));

  // the spec's second paths are the same screens under their own entries
  await page.goto('/cockpits/shipping?period=month');
  await expect(figure(page, 'shipped')).toHaveText(shown(shipping.totals.shipped));

  const wrong = await page.goto('/cockpit/shipping?period=year');
  expect(wrong?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: '请选择正确的统计周期' })).toBeVisible();
});

test('a second company sees its own figures, never the first one’s', async ({ page, request }) => {
  const steel = await platformFigure<{ totals: { shipped: number } }>(request, STEEL, '/cockpit/shipping', { period: 'month' });
  const fenhe = await platformFigure<{ totals: { shipped: number } }>(request, FENHE, '/cockpit/shipping', { period: 'month' });
  const steelOnline = await platformFigure<{ vehicles: { waybillNo: string }[] }>(request, STEEL, '/cockpit/online', {});
  expect(fenhe.totals.shipped).not.toBe(steel.totals.shipped);
  await signedIn(page, FENHE);
  await page.goto('/cockpit/shipping?period=month');
  await expect(figure(page, 'shipped')).toHaveText(shown(fenhe.totals.shipped));
  await page.goto('/cockpit/online');
  const table = page.getByRole('region', { name: '在途车辆最新位置' });
  await expect(table).toBeVisible();
  for (const v of steelOnline.vehicles.slice(0, 5)) await expect(table).not.toContainText(v.waybillNo);
});

test('the wall screens: the same figures at 1920×1080 in the dark layout, a meta refresh on ?refresh=60', async ({ page, request }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signedIn(page, OPERATOR);
  await page.goto('/bigScreen');
  await expect(page).toHaveTitle(/数据大屏/);
  await expect(page.locator('.wall')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
  await expect(charts(page)).toHaveCount(2 + 7 + 4);
  const online = await platformFigure<{ onRoad: number }>(request, OPERATOR, '/cockpit/online', {});
  await expect(figure(page, 'onRoad')).toHaveText(shown(online.onRoad));
  expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);

  await page.goto('/dash02?refresh=60');
  await expect(charts(page)).toHaveCount(7 + 4);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '60');
  for (const [path, count] of [
    ['/cockpit/dash01', 2 + 7],
    ['/cockpit/dash02', 7 + 4],
    ['/online', 2],
    ['/control', 4],
  ] as const) {
    await page.goto(path);
    await expect(charts(page)).toHaveCount(count);
  }
});

test('with JS the tiles refresh in place every 30 s, without reloading the page', async ({ page }, info) => {
  test.skip(info.project.name !== 'js', 'needs JavaScript');
  await page.clock.install();
  await signedIn(page, STEEL);
  await page.goto('/cockpit/online');
  await expect(charts(page)).toHaveCount(2);
  // the server render shows the charts; the 30 s timer starts once the page has hydrated
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const revalidated = page.waitForRequest((r) => r.url().includes('/cockpit/online.data'));
  await page.clock.fastForward(31_000);
  await revalidated;
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the menu rule per role: control for a signed shipper with orders, online otherwise, both for operations, none for carriers', async ({ page }) => {
  // the menu's groups fold (closed <details>): the entries are looked up as links in the markup
  const entry = (path: string) => page.getByRole('navigation', { name: '侧边菜单' }).locator(`a[href="${path}"]`);
  await signedIn(page, STEEL);
  await page.goto('/workbenck/workbenck');
  await expect(entry('/cockpit/control')).toHaveText('数据驾驶舱-管控');
  await expect(entry('/cockpit/online')).toHaveCount(0);

  await signedIn(page, INDIVIDUAL);
  await page.goto('/workbenck/workbenck');
  await expect(entry('/cockpit/online')).toHaveText('数据驾驶舱-在线监控');
  await expect(entry('/cockpit/control')).toHaveCount(0);

  await signedIn(page, OPERATOR);
  await page.goto('/workbenck/workbenck');
  await expect(entry('/cockpit/online')).toHaveCount(1);
  await expect(entry('/cockpit/control')).toHaveCount(1);
  await expect(entry('/cockpit/shipping')).toHaveCount(1);

  await signedIn(page, CARRIER);
  await page.goto('/workbenck/workbenck');
  await expect(page.getByRole('navigation', { name: '侧边菜单' }).locator('a[href^="/cockpit"]')).toHaveCount(0);
  const refused = await page.goto('/cockpit/online');
  expect(refused?.status()).toBe(403);
});
