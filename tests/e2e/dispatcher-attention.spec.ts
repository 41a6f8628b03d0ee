import type { APIRequestContext, Page } from '@playwright/test';
import { chinaToday } from '#contract/market/cargo';
import { makeIdCard } from '../../platform/seed/factories';
import { DEMO_ACCOUNTS, expect, freshPhone, freshPlate, platformData, platformToken, signedIn, test, tokenHeaders } from './fixtures';
import { expectAccessible } from './accessible';
import { cargoPoint, chinaDay, grabCargoBody, tianjinUnloading } from './cargo-helpers';

// Phones (issue 43): the dispatcher sees which trips are late or in exception, at 390×844, JS off
// and on. Each project makes its own trips through the platform API: the steel shipper publishes two
// grab cargos that confirm themselves — one whose loading window is 00:00–00:01 today (China time),
// so it is over before the dispatch, the other loading in a month — 顺达 grabs both, adds a truck and
// a driver for each (operations pass their papers) and dispatches them, and reports an exception on the second. The workbench's
// 需关注 link then lists both, marked 逾期 and 异常 in words, and the list's 需关注 filter narrows to
// one kind. (Only a run in the first minute of a China day would find the window not yet over.)

test.use({ viewport: { width: 390, height: 844 } });

const API = '/api-platform/api';
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  return platformData<T>(await request.post(`${API}${path}`, { headers: tokenHeaders(token), data }));
}

/** A trip of 顺达 on its own grab cargo loading in `load` (start, end: datetime-local), dispatched to a new truck and driver. */
async function dispatchedTrip(
  request: APIRequestContext,
  tokens: { shipper: string; carrier: string; operator: string },
  goodsName: string,
  load: [string, string],
) {
  const unloadDay = chinaDay(40);
  const cargo = await post<{ id: number }>(
    request,
    tokens.shipper,
    '/goodsSource/save',
    grabCargoBody(goodsName, 30, cargoPoint('丰南区钢厂路1号冀东钢铁成品库', ...load), tianjinUnloading(unloadDay)),
  );
  const order = await post<{ orderId: number; status: string }>(request, tokens.carrier, '/goodsSource/grab', { cargoId: cargo.id, vehicleCount: 1 });
  const truck = await post<{ id: number }>(request, tokens.carrier, '/vehicle/save', {
    plateNo: freshPlate('G'),
    plateColor: '2',
    vehicleType: 'Q11',
    vehicleLength: '13.75',
    loadKg: 32000,
    ownerName: '天津顺达物流',
    transportPermitExpiry: chinaDay(365),
  });
  const idCard = makeIdCard('120116', '19850101', String(Date.now() % 1000).padStart(3, '0'));
  const driver = await post<{ id: number }>(request, tokens.carrier, '/driver/save', {
    name: '关注测试司机',
    mobile: freshPhone(),
    idCard,
    licenceNo: idCard,
    licenceClass: 'A2',
  });
  // operations pass the new truck's and driver's papers (only reviewed capacity is dispatched)
  await post(request, tokens.operator, '/vehicle/review', { id: truck.id, approve: true, reason: '' });
  await post(request, tokens.operator, '/driver/review', { id: driver.id, approve: true, reason: '' });
  return post<{ waybillId: number; waybillNo: string }>(request, tokens.carrier, '/dispatchOrder/save', {
    orderId: order.orderId,
    vehicleId: truck.id,
    driverId: driver.id,
    weightKg: 30000,
  });
}

const rowOf = (page: Page, waybillNo: string) => page.getByRole('table', { name: '派车单列表' }).locator('tbody tr').filter({ hasText: waybillNo });

test('on a phone the dispatcher sees the late and the abnormal trip marked, and 需关注 lists them', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const tokens = {
    shipper: await platformToken(request, SHIPPER),
    carrier: await platformToken(request, CARRIER),
    operator: await platformToken(request, OPERATOR),
  };
  const today = chinaToday();
  const tag = `${testInfo.project.name}${Date.now() % 100_000}`;
  const late = await dispatchedTrip(request, tokens, `逾期卷板${tag}`, [`${today}T00:00`, `${today}T00:01`]);
  const loadDay = chinaDay(30);
  const abnormal = await dispatchedTrip(request, tokens, `异常卷板${tag}`, [`${loadDay}T08:00`, `${loadDay}T18:00`]);
  await post(request, tokens.carrier, '/abnormal/report', { waybillId: abnormal.waybillId, abnormalType: '1', description: '车辆在服务区故障' });

  // The workbench: 需关注 (n), a plain link to the filtered list.
  await signedIn(page, CARRIER);
  await page.goto('/workbenck/workbenck');
  const attention = page.getByRole('link', { name: /^需关注 \(\d+\)$/ });
  await expect(attention).toBeVisible();
  const count = Number((await attention.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, js);
  await attention.click();
  await expect(page).toHaveURL(/\/order-manage\/dispatchOrder\?attention=any$/);

  // Both trips are there, each marked in words; every row listed is marked one way or the other.
  await expect(rowOf(page, late.waybillNo)).toContainText('逾期');
  await expect(rowOf(page, late.waybillNo)).not.toContainText('异常');
  await expect(rowOf(page, abnormal.waybillNo)).toContainText('异常');
  await expect(rowOf(page, abnormal.waybillNo)).not.toContainText('逾期');
  const rows = page.getByRole('table', { name: '派车单列表' }).locator('tbody tr');
  const listed = await rows.count();
  expect(listed).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < listed; i += 1) await expect(rows.nth(i)).toContainText(/逾期|异常/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page, js);
  await testInfo.attach(`dispatcher-attention-${testInfo.project.name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // The list's own filter (a GET form): 需关注 = 逾期 keeps the late trip and leaves the abnormal one out.
  await page.locator('form[aria-label="筛选派车单"] summary').click();
  await page.getByLabel('需关注').selectOption('late');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/attention=late/);
  await expect(rowOf(page, late.waybillNo)).toContainText('逾期');
  await expect(rowOf(page, abnormal.waybillNo)).toHaveCount(0);

  // Unfiltered, the marks are there too: the late trip found by its number.
  await page.goto(`/order-manage/dispatchOrder?waybillNo=${late.waybillNo}`);
  await expect(rowOf(page, late.waybillNo)).toContainText('逾期');
});
