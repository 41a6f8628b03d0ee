// Screens read as they should (issue 16.5 and the hand-found items of 16.7), with and without JS:
// status badges and plates never cut or broken, the flash inside the content after the header, the
// hall's 操作 column on one line, the cargo form's price message once and its no-JS fallback buttons
// only without JS, the cargo record's points in order and its weight once, the register form's image
// code flagged at its field with '获取验证码' beside its input, the vehicle choices with their rated
// load, and the vehicle form's tab and title saying 新增车辆 or 编辑车辆 as it does.
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, createUser, expect, freshPlate, loginAs, shownMessage, test, signedIn } from './fixtures';

/** How many lines an element's text takes (one client rect per line box of an inline element). */
const linesOf = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { text: (el.textContent ?? '').trim(), lines: [...range.getClientRects()].filter((r) => r.width > 0).length };
    }),
  );

const isJs = (name: string) => name === 'js';

test('waybill status badges show their whole label and plates stay on one line, at any width', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  for (const width of [1440, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/user/dispatchOrderList');
    const labels = page.getByRole('table').locator('.mantine-Badge-label');
    await expect(labels.first()).toBeVisible();
    // the label's box holds all of its text (Mantine cut it to "已…" behind an ellipsis)
    const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => `${el.textContent}`));
    expect(cut, `cut badges at ${width} px`).toEqual([]);
    const plates = await linesOf(page.getByRole('table').locator('td.nowrap'));
    expect(plates.length).toBeGreaterThan(0);
    expect(
      plates.filter((p) => p.lines !== 1),
      `plates broken at ${width} px`,
    ).toEqual([]);
  }
});

test("the carrier's hall keeps each row's action on one line", async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/sourceManage/list-supply-the-hall');
  const actions = page.getByRole('table').getByRole('link', { name: /^查看 / });
  await expect(actions.first()).toBeVisible();
  const wrapped = (await linesOf(actions)).filter((a) => a.lines !== 1);
  expect(wrapped).toEqual([]);
});

test('the flash shows inside the content, after the header; the vehicle form says 新增车辆 or 编辑车辆 in its title, tab and breadcrumb', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { mobile } = await createUser(request, 'carrier');
  await loginAs(page, mobile);
  await page.goto('/logistics/vehicleEdit');
  await expect(page.getByRole('heading', { name: '新增车辆' })).toBeVisible();
  await expect(page).toHaveTitle(/^新增车辆/);
  await expect(page.getByRole('navigation', { name: '已访问页面' }).getByRole('link', { name: '新增车辆' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '已访问页面' }).getByRole('link', { name: '编辑车辆' })).toHaveCount(0);

  const plate = freshPlate('R');
  await page.getByLabel('车牌号').fill(plate);
  await page.getByLabel('车辆类型').selectOption('H11');
  await page.getByLabel('车长').selectOption('9.6');
  await page.getByLabel('核定载质量（千克）').fill('18000');
  await page.getByLabel('车辆所有人').fill('读屏测试车主');
  await page.getByRole('button', { name: '保存' }).click();
  const flash = page.getByRole('main').getByRole('status').filter({ hasText: '车辆已添加' });
  await expect(flash).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await flash.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // the shell starts at the top of the page (the flash pushed it down ~130 px)
  expect(header!.y).toBeLessThan(5);

  const detail = await page.getByRole('link', { name: plate, exact: true }).getAttribute('href');
  const id = new URL(detail!, 'http://x').searchParams.get('id');
  await page.goto(`/logistics/vehicleEdit?id=${id}`);
  await expect(page.getByRole('heading', { name: `编辑车辆 ${plate}` })).toBeVisible();
  await expect(page).toHaveTitle(/^编辑车辆/);
  await expect(page.getByRole('navigation', { name: '已访问页面' }).getByRole('link', { name: '编辑车辆' })).toBeVisible();
});

test('cargo form: a negative price is told once; the region fallback button only without JS', async ({ page }, testInfo) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/sourceManage/release-source');
  const refresh = page.getByRole('group', { name: '装货地1', exact: true }).getByRole('button', { name: '更新城市区县' });
  if (isJs(testInfo.project.name)) {
    await page.waitForLoadState('networkidle');
    await expect(refresh).toBeHidden();
  } else {
    await expect(refresh).toBeVisible();
  }
  await page.getByLabel('运价（元）').fill('-5');
  await page.getByRole('button', { name: '发布货源', exact: true }).click();
  const message = '运价须为大于0的金额，最多两位小数';
  await expect(shownMessage(page, message, { exact: true })).toBeVisible();
  // the field's message is said once (it read '…两位小数；运价须为…'), and only at the price
  await expect(page.locator('p', { hasText: message })).toHaveText([message]);
});

test("a cargo's record lists its load points before its unload points and says its weight once", async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/user/goods-list');
  const hrefs = await page.locator('a[href*="/sourceManage/sourceDetail?id="]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs.slice(0, 3)) {
    await page.goto(href);
    const kinds = (await page.getByRole('row').locator('td:first-child').allTextContents()).map((t) => t.trim()).filter((t) => /^(装|卸)货地\d+$/.test(t));
    expect(kinds.length, href).toBeGreaterThan(1);
    const firstUnload = kinds.findIndex((k) => k.startsWith('卸'));
    expect(
      kinds.slice(firstUnload).some((k) => k.startsWith('装')),
      `${href}: ${kinds.join(' ')}`,
    ).toBe(false);
    expect(kinds[0], href).toMatch(/^装货地/);
    const goods = await page
      .locator('dt', { hasText: /^货物$/ })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .textContent();
    expect(goods, href).not.toMatch(/([\d.]+ 吨)，\1/);
  }
});

test('register: an empty image code is flagged at its field and 获取验证码 stays beside its input', async ({ page }) => {
  await page.goto('/register?role=shipper');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  const imageCode = page.getByLabel('图形验证码');
  await expect(imageCode).toHaveAttribute('aria-invalid', 'true');
  await expect(imageCode).toHaveAccessibleDescription(/验证码不能为空/);
  const sms = page.getByLabel('短信验证码');
  await expect(sms).toHaveAttribute('aria-invalid', 'true');
  const middle = async (l: Locator) => {
    const b = (await l.boundingBox())!;
    return b.y + b.height / 2;
  };
  expect(Math.abs((await middle(page.getByRole('button', { name: '获取验证码' }))) - (await middle(sms)))).toBeLessThan(2);
  expect(Math.abs((await middle(page.getByRole('img', { name: '图形验证码' }))) - (await middle(imageCode)))).toBeLessThan(2);
});

test("the vehicle choices of dispatch and of a route say each vehicle's rated load", async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/user/myOrder');
  const order = await page.locator('a[href^="/orderDetails/"]').first().getAttribute('href');
  await page.goto(`/user/addDispatch?orderId=${order!.match(/\d+/)![0]}`);
  const options = async (p: Page, label: string) =>
    (
      await p
        .getByLabel(new RegExp(`^${label}( \\*)?$`))
        .locator('option')
        .allTextContents()
    ).filter((t) => !/^(请选择|不指定)/.test(t.trim()));
  const dispatch = await options(page, '车辆');
  expect(dispatch.length).toBeGreaterThan(0);
  expect(dispatch.filter((t) => !/（核载[\d.]+吨）/.test(t))).toEqual([]);
  expect(dispatch.some((t) => t.startsWith('津AK5719（核载1.49吨）'))).toBe(true);
  await page.goto('/user/routeEdit');
  const route = await options(page, '默认车辆');
  expect(route.length).toBeGreaterThan(0);
  expect(route.filter((t) => !/（核载[\d.]+吨）/.test(t))).toEqual([]);
});
