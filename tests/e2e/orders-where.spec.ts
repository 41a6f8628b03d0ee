import type { Page } from '@playwright/test';
import { axeViolations, violationLines } from './accessible';
import { DEMO_ACCOUNTS, expect, hydrated, signedIn, test } from './fixtures';
import { openOwnWaybill } from './orders-helpers';

// Issue 42, where the work happens, JS off and on (read-only on the seed: nothing here changes an
// order or a waybill). The steel shipper's 热轧卷板 order on the road (seed o7): its load and unload
// addresses, contacts (dial links), windows, 导航 links and remark on the driver's waybill, the
// track, the order and the dispatch form, for the driver, the carrier and the shipper; a driver
// sees only his own crew on the order. The dispatch form starts at what is left and offers what
// cannot go now disabled with the reason. The pound-slip photo is marked required, and a refused
// load keeps it (JS) or says to choose it again (no JS).

const { carrier, enterpriseShipper } = DEMO_ACCOUNTS;
/** The remark of the seed's 热轧卷板 cargo (seed/demo/cargo-steel.ts, c1). */
const REMARK = '需配钢卷鞍座';
/** Each project's driver on that order and the status his waybill is in (both only read). */
const driverOf = (project: string) =>
  project === 'js' ? { mobile: DEMO_ACCOUNTS.driverHeJianjun.mobile, status: 'LOAD' } : { mobile: DEMO_ACCOUNTS.driverLiuHongtao.mobile, status: 'UNLOAD' };

/** No WCAG 2 A/AA violations on the page as it is now (as accessibility.spec checks every screen); axe runs in the js project. */
async function expectNoAxeViolations(page: Page) {
  if (test.info().project.name !== 'js') return;
  expect(violationLines(await axeViolations(page))).toEqual([]);
}

async function expectPlaces(page: Page) {
  const places = page.getByRole('region', { name: '装卸地点与联系人' });
  await expect(places).toBeVisible();
  const terms = places.getByRole('term');
  for (const term of [/^装货地/, /^卸货地/, /^装货时间$/]) await expect(terms.filter({ hasText: term }).first()).toBeVisible();
  await expect(places).toContainText(REMARK);
  const navigate = places.getByRole('link', { name: /^导航 装货地/ }).first();
  expect(await navigate.getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/search\?keyword=%.+/);
  const dial = places.locator('a[href^="tel:"]').first();
  expect(await dial.getAttribute('href')).toMatch(/^tel:1\d{10}$/);
  expect((await dial.getAttribute('href'))!.slice(4)).toBe((await dial.textContent())!.replace(/\D/g, ''));
  return places;
}

test('the driver, the carrier and the shipper see where to load and unload, whom to call and the remark', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const driver = driverOf(testInfo.project.name);
  await signedIn(page, driver.mobile);
  const waybillId = await openOwnWaybill(page, driver.status);
  await expectPlaces(page);
  const orderHref = (await page.locator('a[href^="/orderDetails/"]').first().getAttribute('href'))!;
  const orderId = orderHref.match(/\d+/)![0];

  // the track: the same places
  // the waybill's actions link it (?id=); the route map's caption links it too (?waybillId=)
  await page.locator('a[href*="/shipper/dispatch/track?id="]', { hasText: '运单跟踪' }).click();
  await expect(page).toHaveURL(/\/shipper\/dispatch\/track\?id=\d+$/);
  await expectPlaces(page);

  // the order, as its driver reads it: the places, and of the crews only his own waybill
  await page.goto(orderHref);
  await expectPlaces(page);
  const crews = page.getByRole('table', { name: '订单的派车单' }).locator('tbody tr');
  await expectNoAxeViolations(page);
  await expect(crews).toHaveCount(1);
  await expect(page.locator('dt:text-is("运费") + dd')).toHaveText(/^—/); // the order's freight is the shipper's and the carrier's
  await expect(crews.first().getByRole('link', { name: /^PC\d+/ })).toHaveAttribute('href', new RegExp(`id=${waybillId}$`));

  // the carrier: the order (with all its crews) and the dispatch form
  await signedIn(page, carrier.mobile);
  await page.goto(`/orderDetails/${orderId}`);
  await expectPlaces(page);
  expect(await page.getByRole('table', { name: '订单的派车单' }).locator('tbody tr').count()).toBeGreaterThan(1);
  await page.goto(`/user/addDispatch?orderId=${orderId}`);
  await expectPlaces(page);

  // the shipper
  await signedIn(page, enterpriseShipper.mobile);
  await page.goto(`/orderDetails/${orderId}`);
  await expectPlaces(page);
});

test('the dispatch form starts at what is left and offers what cannot go now disabled, with the reason', async ({ page }) => {
  await signedIn(page, carrier.mobile);
  await page.goto('/user/myOrder?status=WAITSCHEDULE');
  await page.locator('a[href^="/orderDetails/"]').first().click();
  await page.getByRole('link', { name: '派车', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/addDispatch\?orderId=\d+$/);
  const left = (await page.locator('dt:text-is("剩余可派") + dd').textContent())!.replace(' 吨', '');
  const form = page.getByRole('form', { name: '派车' });
  await expect(form.getByLabel('派车重量（吨）')).toHaveValue(left);
  // 冀B2G796's road transport permit ran out; 邓宏亮 is not approved yet
  const expired = form.getByLabel('车辆').locator('option').filter({ hasText: '冀B2G796' });
  await expect(expired).toContainText('道路运输证已过期，不能派车');
  await expect(expired).toBeDisabled();
  const unapproved = form.getByLabel('司机').locator('option').filter({ hasText: '邓宏亮' });
  await expect(unapproved).toContainText('司机未通过审核，不能派车');
  await expect(unapproved).toBeDisabled();
  // one that can go is offered
  expect(await form.getByLabel('车辆').locator('option:not([disabled])').filter({ hasText: /核载/ }).count()).toBeGreaterThan(0);
});

test('the pound-slip photo is marked required; a refused load keeps it (JS) or says to choose it again (no JS)', async ({ page }, testInfo) => {
  // 韩春雷 (seed o8) has set off: his waybill offers 装货. Nothing is loaded here (the weight is refused).
  await signedIn(page, DEMO_ACCOUNTS.driverHanChunlei.mobile);
  await openOwnWaybill(page, 'START');
  if (testInfo.project.name === 'js') await hydrated(page);
  const load = page.getByRole('form', { name: '装货' });
  const photo = load.getByLabel('装货磅单照片');
  await expect(photo).toHaveAttribute('aria-required', 'true');
  await expect(load.getByText('装货磅单照片 *')).toBeVisible();
  await load.getByLabel('装货重量（吨）').fill('abc');
  await photo.setInputFiles({ name: '装货磅单.png', mimeType: 'image/png', buffer: Buffer.alloc(64, 1) });
  await load.getByRole('button', { name: '确认装货' }).click();
  const refused = page.getByRole('form', { name: '装货' });
  await expect(refused.getByText('重量须为大于0的数字', { exact: false }).first()).toBeVisible();
  const again = refused.getByText('提交未成功，请重新选择磅单照片');
  if (testInfo.project.name === 'js') {
    expect(await refused.getByLabel('装货磅单照片').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
    await expect(again).toHaveCount(0);
  } else {
    await expect(again).toBeVisible();
    await expect(refused.getByLabel('装货磅单照片')).toHaveAccessibleDescription(/请重新选择磅单照片/);
  }
  await expectNoAxeViolations(page);
});
