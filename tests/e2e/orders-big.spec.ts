import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, shownMessage, signedIn } from './fixtures';
import { pickDate } from './date-helpers';

// Big orders (运输订单), JS off and on: the shipper (js: the steel shipper 13800000002, no-js: the
// individual shipper 13800000001; goods named per project) creates one with 顺达 as the contract
// carrier; 顺达 (13800000003) confirms it on its order list; the shipper releases a child order
// (executing), is refused above the remainder, then closes it.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a shipper creates a big order, the carrier confirms, the shipper releases a child order and closes it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = testInfo.project.name === 'js';
  const shipper = js ? DEMO_ACCOUNTS.enterpriseShipper.mobile : DEMO_ACCOUNTS.individualShipper.mobile;
  const goods = `${js ? '热轧卷板' : '袋装水泥'}${Date.now() % 100000}`;
  await signedIn(page, shipper);
  await page.goto('/shipper/orderList');
  await page.getByRole('link', { name: /运输订单（框架合同）/ }).click();
  await expect(page.getByRole('heading', { name: '运输订单', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '新建运输订单' }).click();
  const form = page.getByRole('form', { name: '新建运输订单' });
  const carrier = form.getByLabel('承运企业');
  await carrier.selectOption((await carrier.locator('option').filter({ hasText: '天津顺达物流有限公司' }).first().getAttribute('value'))!);
  await form.getByLabel('货物名称').fill(goods);
  await form.getByLabel('货物类型').selectOption(js ? 'steel' : 'cement');
  await form.getByLabel('总重量（吨）').fill('100');
  await form.getByLabel('运价（元/吨）').fill('95.00');
  // 执行期: with JS the Chinese date picker (issue 42), without it the native date input
  await pickDate(page, js, '执行期开始', '2026-12-01');
  await pickDate(page, js, '执行期结束', '2026-11-01');
  await form.getByLabel('装货城市').selectOption('1302');
  await form.getByLabel('装货地址').fill('丰南区沿海工业区钢铁大街8号');
  await form.getByLabel('卸货城市').selectOption('1201');
  await form.getByLabel('卸货地址').fill('滨海新区东疆港区亚洲路6975号');
  await form.getByRole('button', { name: '创建' }).click();
  const again = page.getByRole('form', { name: '新建运输订单' });
  await expect(shownMessage(again, '结束日期不能早于开始日期')).toBeVisible();
  await pickDate(page, js, '执行期结束', '2026-12-31');
  await again.getByRole('button', { name: '创建' }).click();
  await expect(flash(page, '运输订单已创建，等待承运商确认')).toBeVisible();

  await page.goto(`/shipper/big/order?goodsName=${encodeURIComponent(goods)}&status=10`);
  const row = page.getByRole('row').filter({ hasText: goods });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2026-12-01 至 2026-12-31'); // the 执行期 chosen above, saved
  const bigNo = (await row.getByRole('link').first().textContent())!.trim();

  // ---- the carrier confirms it on its order list
  await signedIn(page, CARRIER);
  await page.goto('/order-manage/logisticsOrderList?tab=big&status=10');
  await page
    .getByRole('form', { name: `确认 ${bigNo}` })
    .getByRole('button', { name: '确认' })
    .click();
  await expect(flash(page, '已确认运输订单')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bigNo })).toHaveCount(0); // no longer waiting (status=10 kept)

  // ---- the shipper releases a child order, is refused above the remainder, closes it
  await signedIn(page, shipper);
  await page.goto(`/shipper/big/order?bigOrderNo=${bigNo}`);
  await page
    .getByRole('row')
    .filter({ hasText: bigNo })
    .getByRole('link', { name: new RegExp(` ${bigNo}$`) })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(bigNo) })).toContainText('确认');
  const release = page.getByRole('form', { name: '下达子订单' });
  await release.getByLabel('下单重量（吨）').fill('40');
  await release.getByLabel('车辆数').fill('2');
  await release.getByRole('button', { name: '下达子订单' }).click();
  await expect(flash(page, '子订单已下达')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(bigNo) })).toContainText('执行中');
  await expect(page.getByRole('table', { name: '子订单' }).getByRole('row')).toHaveCount(2);
  const over = page.getByRole('form', { name: '下达子订单' });
  await over.getByLabel('下单重量（吨）').fill('60.5');
  await over.getByRole('button', { name: '下达子订单' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '下达子订单' }), '下单重量超过运输订单剩余量，当前仅剩60吨')).toBeVisible();
  await page.getByRole('button', { name: '关闭运输订单' }).click();
  await expect(flash(page, '运输订单已关闭')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(bigNo) })).toContainText('已完成');
  await expect(page.getByRole('form', { name: '下达子订单' })).toHaveCount(0);
});
