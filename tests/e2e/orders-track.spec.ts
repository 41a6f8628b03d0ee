import { POSITION_MIN_INTERVAL_S } from '../../platform/contract/orders/track';
import { DEMO_ACCOUNTS, expect, test, shownMessage, signedIn } from './fixtures';
import { openOwnWaybill } from './orders-helpers';

// Waybill tracking (issue #8), JS off and on. Each project's driver reports on his own seeded
// waybill of the steel shipper's 热轧卷板 order on the road (a position limit is per waybill, so
// the projects never collide): the js project 何建军 (13900000003, loaded), the no-js project
// 高志伟 (13900000002, loaded). Once unloaded no position is typed by hand (issue 42): 刘洪涛's
// (13900000001) unloaded waybill offers no form. Without JS the position is typed (coordinates and a place);
// the js project also lets the page report the phone's position by itself (geolocation granted).
// The shipper and the carrier read the track: the map of its route and the timeline.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const DRIVERS = {
  js: { mobile: DEMO_ACCOUNTS.driverHeJianjun.mobile, status: 'LOAD' },
  'no-js': { mobile: DEMO_ACCOUNTS.driverGaoZhiwei.mobile, status: 'LOAD' },
} as const;

test('the driver reports where he is, the shipper and the carrier see it on the track', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // A retry reports on the same waybill as the attempt before it, which may have reported already: one report per
  // POSITION_MIN_INTERVAL_S per waybill is the platform's rule, so the retry first waits that out.
  if (testInfo.retry > 0) await new Promise((resolve) => setTimeout(resolve, (POSITION_MIN_INTERVAL_S + 1) * 1000));
  const driver = DRIVERS[testInfo.project.name as keyof typeof DRIVERS];
  const place = `G1京哈高速唐山段（${testInfo.project.name}）`;
  await signedIn(page, driver.mobile);
  await page.goto(`/user/dispatchOrderList?status=${driver.status}`);
  const rows = page.getByRole('table', { name: '派车单列表' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /^详情 / })
    .click();
  await expect(page).toHaveURL(/\/logistics\/sendCardetail\?id=\d+$/);
  const waybillId = page.url().match(/id=(\d+)/)![1];
  const form = page.getByRole('form', { name: '上报位置' });
  // the seeded track's newest position reads as a place (issue 42), its coordinates after
  await expect(page.getByText(/最近位置：[^\d，]+[省市区].*（坐标 \d+\.\d{5}, \d+\.\d{5}）/)).toBeVisible();

  // Bad input is told at the field and stores nothing.
  await form.getByRole('button', { name: '上报位置' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '上报位置' }), '请输入纬度')).toBeVisible();
  await page.getByRole('form', { name: '上报位置' }).getByLabel('纬度').fill('51.5072');
  await page.getByRole('form', { name: '上报位置' }).getByLabel('经度').fill('-0.1276');
  await page.getByRole('form', { name: '上报位置' }).getByRole('button', { name: '上报位置' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '上报位置' }), '位置不在中国境内，请检查经纬度')).toBeVisible();

  await page.getByRole('form', { name: '上报位置' }).getByLabel('纬度').fill('39.35120');
  await page.getByRole('form', { name: '上报位置' }).getByLabel('经度').fill('118.02140');
  await page.getByRole('form', { name: '上报位置' }).getByLabel(/速度/).fill('68');
  await page
    .getByRole('form', { name: '上报位置' })
    .getByLabel(/位置说明/)
    .fill(place);
  await page.getByRole('form', { name: '上报位置' }).getByRole('button', { name: '上报位置' }).click();
  await expect(page.getByRole('status').filter({ hasText: '位置已上报' })).toBeVisible();
  // a place, not raw WGS-84 numbers: 39.3512, 118.0214 lies in 唐山市 (the coordinates only as a detail)
  await expect(page.getByText(`最近位置：河北省 唐山市（${place}），`)).toBeVisible();
  await expect(page.getByText(`最近位置：河北省 唐山市（${place}），`)).toContainText('（坐标 39.35120, 118.02140）');
  // At most one per 30 seconds per waybill.
  await page.getByRole('form', { name: '上报位置' }).getByLabel('纬度').fill('39.36');
  await page.getByRole('form', { name: '上报位置' }).getByLabel('经度').fill('118.03');
  await page.getByRole('form', { name: '上报位置' }).getByRole('button', { name: '上报位置' }).click();
  await expect(page.getByRole('form', { name: '上报位置' }).getByText(/上报过于频繁，请\d+秒后再试/)).toBeVisible();

  // The shipper reads the track: the map, the newest position and the events, no report form.
  await signedIn(page, SHIPPER);
  await page.goto(`/shipper/dispatch/track?waybillId=${waybillId}`);
  await expect(page.getByRole('heading', { name: /运单跟踪 PC\d+/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^派车单PC\d+轨迹地图，共\d+个位置点$/ })).toBeVisible();
  await expect(page.getByText('按上报的经纬度（WGS-84）绘制')).toBeVisible();
  const timeline = page.getByRole('list', { name: '运输节点与位置' });
  await expect(timeline.locator('li').first()).toContainText(place);
  await expect(timeline.locator('li').first()).toContainText('位置 河北省 唐山市');
  await expect(timeline.locator('li').first()).toContainText('坐标 39.35120, 118.02140');
  await expect(page.getByRole('definition').filter({ hasText: place })).toContainText('河北省 唐山市');
  await expect(timeline).toContainText('发车');
  await expect(timeline).toContainText('装货');
  await expect(page.getByRole('form', { name: '上报位置' })).toHaveCount(0);

  // The carrier too (its dispatcher may report for the driver here).
  await signedIn(page, CARRIER);
  await page.goto(`/shipper/dispatch/track?waybillId=${waybillId}`);
  await expect(page.getByRole('list', { name: '运输节点与位置' })).toContainText(place);
  await expect(page.getByRole('form', { name: '上报位置' })).toBeVisible();
  // Someone who is no party to the waybill finds nothing.
  await signedIn(page, DEMO_ACCOUNTS.individualShipper.mobile);
  const res = await page.goto(`/shipper/dispatch/track?waybillId=${waybillId}`);
  expect(res?.status()).toBe(404);
});

test('with JS, the driver’s page reports the phone’s position by itself', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'geolocation needs JavaScript');
  // the same waybill as the attempt before it: wait out its report interval (see the first test)
  if (testInfo.retry > 0) await new Promise((resolve) => setTimeout(resolve, (POSITION_MIN_INTERVAL_S + 1) * 1000));
  const context = await browser.newContext({ geolocation: { latitude: 38.2103, longitude: 114.6021 }, permissions: ['geolocation'], javaScriptEnabled: true });
  const page = await context.newPage();
  try {
    // 田立新 (13900000004) drives a loaded waybill of the cement shipper.
    await signedIn(page, DEMO_ACCOUNTS.driverTianLixin.mobile);
    const waybillId = await openOwnWaybill(page, 'LOAD');
    await expect(page.getByRole('status').filter({ hasText: '已自动上报定位' })).toBeVisible({ timeout: 15_000 });
    await expect(async () => {
      await page.goto(`/shipper/dispatch/track?waybillId=${waybillId}`);
      await expect(page.getByRole('list', { name: '运输节点与位置' }).locator('li').first()).toContainText('位置 河北省 石家庄市');
    }).toPass({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('运单跟踪 from the menu lists the waybills on the road, each opening its track', async ({ page }) => {
  await signedIn(page, SHIPPER);
  await page.goto('/shipper/dispatch/track');
  await expect(page.getByRole('heading', { name: '运单跟踪：在途派车单' })).toBeVisible();
  const rows = page.getByRole('table', { name: '派车单列表' }).locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const label of ['已派车', '已签收', '已拒收', '已作废']) await expect(rows.filter({ hasText: label })).toHaveCount(0);
  const first = rows.first().getByRole('link', { name: /^跟踪 / });
  const waybillNo = (await first.getAttribute('aria-label'))!.replace('跟踪 ', '');
  await first.click();
  await expect(page).toHaveURL(/\/shipper\/dispatch\/track\?waybillId=\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`运单跟踪 ${waybillNo}`) })).toBeVisible();
});

test('once unloaded, the driver’s page offers no position typed by hand', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.driverLiuHongtao.mobile);
  await openOwnWaybill(page, 'UNLOAD');
  await expect(page.getByRole('heading', { name: '上报位置' })).toBeVisible();
  await expect(page.getByText('已卸货：不再手动上报位置')).toBeVisible();
  await expect(page.getByRole('form', { name: '上报位置' })).toHaveCount(0);
  await expect(page.getByLabel('纬度')).toHaveCount(0);
});
