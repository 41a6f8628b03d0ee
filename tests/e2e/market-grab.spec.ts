import type { Page } from '@playwright/test';
import { confirmBinding } from './binding';
import { DEMO_ACCOUNTS, expect, loginAs, logout, test, shownMessage, signedIn } from './fixtures';

// The grab flow of the marketplace: a carrier finds cargo in the signed-in hall (filters in the
// URL), grabs vehicles, and the shipper confirms. Cargo 方坯 of the seed (15 vehicles, shipper
// 13800000002) waits for the shipper's confirmation; each project grabs one vehicle of it.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

async function openBilletFromHall(page: Page) {
  await page.goto('/sourceManage/list-supply-the-hall');
  await page.getByLabel('货物名称').fill('方坯');
  await page.getByLabel('业务类型').selectOption('2');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=%E6%96%B9%E5%9D%AF/);
  await expect(page).toHaveURL(/businessType=2/);
  const row = page.getByRole('row').filter({ hasText: '方坯' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^查看 / }).click();
  await expect(page).toHaveURL(/\/sourceManage\/supplyDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /方坯/ })).toBeVisible();
}

test('a carrier grabs a vehicle from the hall and the shipper confirms it', async ({ page, browser }) => {
  await loginAs(page, CARRIER);
  await openBilletFromHall(page);
  const detailUrl = page.url();

  // A bookmarked filtered hall shows the same rows in a fresh session.
  const other = await browser.newContext();
  const bookmark = await other.newPage();
  await loginAs(bookmark, CARRIER, undefined, `/login?redirect=${encodeURIComponent('/sourceManage/list-supply-the-hall?keyword=方坯&businessType=2')}`);
  await expect(bookmark.getByRole('row').filter({ hasText: '方坯' })).toHaveCount(1);
  await expect(bookmark.getByLabel('货物名称')).toHaveValue('方坯');
  await other.close();

  const form = page.getByRole('form', { name: '抢单' });
  const left = Number((await form.getByText(/剩余 \d+ 车/).textContent())!.match(/\d+/)![0]);
  await form.getByLabel('抢单车辆数').fill('1');
  await form.getByRole('button', { name: '抢单' }).click();
  await confirmBinding(page, '确认抢单', '确认抢 1 车', /预估运费约 [\d,]+\.\d{2} 元/);
  const flash = page.getByRole('status').filter({ hasText: '抢单成功' });
  await expect(flash).toContainText('等待货主确认');
  const orderNo = (await flash.textContent())!.match(/DD\d{14}/)![0];
  const mine = page.getByRole('row').filter({ hasText: orderNo });
  await expect(mine).toContainText('待货主确认');
  // The order number leads to the order.
  await expect(mine.getByRole('link', { name: orderNo })).toHaveAttribute('href', /^\/orderDetails\/\d+$/);
  await expect(page.getByRole('form', { name: '抢单' }).getByText(/剩余 \d+ 车/)).not.toHaveText(`剩余 ${left} 车`);
  await logout(page);

  await signedIn(page, SHIPPER);
  await page.goto(detailUrl);
  const grab = page.getByRole('row').filter({ hasText: orderNo });
  await expect(grab).toContainText('待货主确认');
  await grab.getByRole('link', { name: `确认 ${orderNo}` }).click();
  await confirmBinding(page, '确认接单', '确认接单', orderNo);
  await expect(page.getByRole('status').filter({ hasText: '已确认接单' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('已接单');
  await expect(page.getByRole('link', { name: `确认 ${orderNo}` })).toHaveCount(0);
});

test('a bad vehicle count is refused at its field and nothing is grabbed', async ({ page }, testInfo) => {
  // A taker of its own per project, who grabs nothing anywhere: its grab list must stay empty.
  await loginAs(page, testInfo.project.name === 'js' ? DEMO_ACCOUNTS.agent.mobile : DEMO_ACCOUNTS.individualAgent.mobile);
  await openBilletFromHall(page);
  const form = page.getByRole('form', { name: '抢单' });
  await expect(shownMessage(page, '暂无抢单')).toBeVisible();

  await form.getByLabel('抢单车辆数').fill('0');
  await form.getByRole('button', { name: '抢单' }).click();
  await expect(shownMessage(form, '车辆数须为正整数')).toBeVisible();

  // More than remain: the platform refuses, the message stands at the field with the typed value.
  await form.getByLabel('抢单车辆数').fill('900');
  await form.getByRole('button', { name: '抢单' }).click();
  const refused = page.getByRole('form', { name: '抢单' });
  await expect(shownMessage(refused, /剩余车辆不足，当前仅剩\d+车/)).toBeVisible();
  await expect(refused.getByLabel('抢单车辆数')).toHaveValue('900');

  await page.reload();
  await expect(shownMessage(page, '暂无抢单')).toBeVisible();
});

test('a shipper sees no grab form and cannot grab by posting one', async ({ page }) => {
  await loginAs(page, SHIPPER);
  await openBilletFromHall(page);
  await expect(page.getByRole('form', { name: '抢单' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '抢单记录' })).toBeVisible();
});

test('the carrier hall filters by route like the public hall: province then city, in the URL', async ({ page, browser }) => {
  await signedIn(page, CARRIER);
  await page.goto('/sourceManage/list-supply-the-hall');
  const form = page.getByRole('search', { name: '筛选货源' });
  const routes = () => page.getByRole('table', { name: '货源大厅' }).locator('tbody tr td:nth-child(3)').allInnerTexts();
  const all = await routes();
  expect(all.length).toBeGreaterThan(0);

  // without JS the province's cities come with 查询; with JS choosing the province reloads at once
  await form.getByLabel('始发省份').selectOption({ label: '河北省' });
  if (!(await form.getByLabel('始发城市').locator('option', { hasText: '唐山市' }).count())) await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/originProvince=13/);
  await form.getByLabel('始发城市').selectOption({ label: '唐山市' });
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/originProvince=13&originCity=1302/);
  // with JS the rows re-render just after the URL changes: read them until they are the filtered ones
  const fromTangshan = /^[^→]*唐山[^→]*→/;
  const onlyFrom = async (route: RegExp) => {
    const rows = await routes();
    return rows.length > 0 && rows.every((r) => route.test(r));
  };
  await expect.poll(() => onlyFrom(fromTangshan)).toBe(true);
  expect(all.some((route) => !fromTangshan.test(route))).toBe(true);

  // the destination by province: only cargo unloading in 江苏
  await form.getByLabel('目的省份').selectOption({ label: '江苏省' });
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/destProvince=32/);
  await expect.poll(() => onlyFrom(/^[^→]*唐山[^→]*→[^→]*(江苏|苏州|南京|无锡|常州|南通|徐州|扬州|镇江|泰州|盐城|淮安|宿迁|连云港)/)).toBe(true);

  // a bookmark of the filtered hall shows the same rows in a fresh session
  const filtered = page.url();
  const other = await browser.newContext();
  const bookmark = await other.newPage();
  await loginAs(bookmark, CARRIER, undefined, `/login?redirect=${encodeURIComponent(new URL(filtered).pathname + new URL(filtered).search)}`);
  await expect(bookmark.getByLabel('始发城市')).toHaveValue('1302');
  expect(await bookmark.getByRole('table', { name: '货源大厅' }).locator('tbody tr td:nth-child(3)').allInnerTexts()).toEqual(await routes());
  await other.close();
});
