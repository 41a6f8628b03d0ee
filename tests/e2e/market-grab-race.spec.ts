import { DEMO_ACCOUNTS, expect, platformData, platformToken, signedIn, test, tokenHeaders } from './fixtures';
import { cargoPoint, chinaDay, grabCargoBody, tianjinUnloading } from './cargo-helpers';
import { grabOneVehicle } from './orders-helpers';

// The shipper's refused confirm (issue 42's guided path): two tabs of the shipper on one waiting
// grab. One tab asks to confirm it (the binding step is open), the other rejects it; the confirm
// that follows is refused by the platform with what the order is now, and nothing changes.
// Each attempt publishes a cargo of its own that waits for the shipper's confirmation (not the seed's
// 方坯: market-grab.spec counts that cargo's vehicles left, and a rejection here would give one back).

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

test('a confirm from a stale tab after the grab was rejected is refused with the order’s state, and nothing changes', async ({ page, request }) => {
  // The shipper publishes a grab cargo that waits for confirmation; the carrier grabs one vehicle of it.
  const goodsName = `待确认圆钢${Date.now().toString(36)}`;
  const day = chinaDay(30);
  const shipperToken = await platformToken(request, SHIPPER);
  await platformData(
    await request.post('/api-platform/api/goodsSource/save', {
      headers: tokenHeaders(shipperToken),
      data: {
        ...grabCargoBody(goodsName, 30, cargoPoint('丰南区钢厂路1号冀东钢铁成品库', `${day}T08:00`, `${day}T18:00`), tianjinUnloading(chinaDay(32))),
        autoConfirm: false,
      },
    }),
  );
  await signedIn(page, CARRIER);
  const orderNo = await grabOneVehicle(page, goodsName, '等待货主确认');
  await expect(page).toHaveURL(/\/sourceManage\/supplyDetail\?id=\d+$/);
  const detailUrl = page.url();

  // The shipper, in two tabs of one browser.
  await signedIn(page, SHIPPER);
  const confirming = page;
  const rejecting = await page.context().newPage();
  await confirming.goto(detailUrl);
  await rejecting.goto(detailUrl);
  await expect(confirming.getByRole('row').filter({ hasText: orderNo })).toContainText('待货主确认');

  // Tab 1 asks to confirm: the binding step stands open, stating what will happen.
  await confirming.getByRole('link', { name: `确认 ${orderNo}` }).click();
  const ask = confirming.getByRole('alertdialog', { name: '确认接单' });
  await expect(ask).toContainText(orderNo);

  // Tab 2 rejects it meanwhile.
  await rejecting.getByRole('button', { name: `拒绝 ${orderNo}` }).click();
  await expect(rejecting.getByRole('status').filter({ hasText: '已拒绝该抢单' })).toBeVisible();
  await expect(rejecting.getByRole('row').filter({ hasText: orderNo })).toContainText('已拒绝');

  // Tab 1 confirms what it still shows: refused, saying what the order is now.
  await ask.getByRole('button', { name: '确认接单' }).click();
  await expect(confirming.getByRole('alert').filter({ hasText: '该订单已处理（当前状态：已拒绝），无需再确认或拒绝' })).toBeVisible();
  await expect(confirming.getByRole('status').filter({ hasText: '已确认接单' })).toHaveCount(0);
  const row = confirming.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('已拒绝');
  await expect(row.getByRole('link', { name: `确认 ${orderNo}` })).toHaveCount(0);
  await expect(confirming.getByRole('alertdialog', { name: '确认接单' })).toHaveCount(0);

  // Nothing changed: the order is rejected, and its history has the grab and the rejection only.
  await row.getByRole('link', { name: orderNo }).click();
  await expect(confirming).toHaveURL(/\/orderDetails\/\d+$/);
  const history = confirming.getByRole('list', { name: '状态记录' });
  await expect(history).toContainText('已拒绝');
  await expect(history.getByRole('listitem')).toHaveCount(2); // 待接单 (the grab), 已拒绝
  await expect(history).not.toContainText('已接单');
  await rejecting.close();
});
