import type { Page } from '@playwright/test';
import { fillLoad, TIANJIN_BEICHEN } from './cargo-points';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';
import { expectAccessible } from './accessible';
import { confirmBinding } from './binding';
import { certifiedShipperCompany, PAY_PASSWORD, setPayPassword } from './money-helpers';

// The daily journey of issue 42, JS off and on, each party finding its next step where it is — a
// message in the message centre or a link on the page, never a typed URL: a new steel trader, verified,
// publishes 螺纹钢 (grab mode, paid online, 唐山丰南 → 天津北辰); the carrier, whose wallet is open
// (seed/areas/capacity-wallets.ts), grabs its vehicle from the hall; the shipper, told of it, confirms; the
// carrier, told, opens the order and dispatches; the driver, told, starts, loads and unloads; the
// shipper, told, signs, and the signed waybill offers 审核并发起结算, which approves it and opens the
// new bill with it (the new-bill panel said why it was left out before); the carrier, told, confirms
// the bill; the shipper, told, pays from its wallet — opened from the payment panel's link, topped up
// by the demo bank — with the payment password it sets from the panel; the carrier, told that the
// money is in its wallet, sees the bill paid and the waybill 已支付 with its bill linked.
// The shipper is new to each run (the demo shippers' wallets are the wallet specs' to open).
//
// Each project grabs its own vehicle and dispatches its own driver and truck of 顺达, kept for this
// spec by the seed (seed/areas/orders-track.ts), so it collides with no other spec.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const CAPACITY = {
  js: { driver: DEMO_ACCOUNTS.driverLuoJianguo, vehicle: '津C70903' },
  'no-js': { driver: DEMO_ACCOUNTS.driverPengZhiqiang, vehicle: '津C70914' },
} as const;
// the load charges on the load weight: 29.9 t × 28.00 元/吨 (within the demo bank's 1,000.00 元 top-up)
const FREIGHT = '837.20';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** From wherever the page is: the header's message link, the list filtered by `keyword`, the message titled `title` followed to its object. */
async function followMessage(page: Page, keyword: string, title: string | RegExp) {
  await page.getByRole('banner').locator('a.ws-messages').click();
  await expect(page).toHaveURL(/\/user\/messages/);
  await page.getByLabel('关键字').fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const message = page.getByRole('list', { name: '消息列表' }).getByRole('listitem', { name: title, exact: true });
  await expect(message).toHaveCount(1);
  await message.getByRole('link', { name: '查看详情' }).click();
}

async function choose(page: Page, label: string, startsWith: string) {
  const select = page.getByRole('form', { name: '派车' }).getByLabel(label);
  const value = await select.locator('option').filter({ hasText: startsWith }).first().getAttribute('value');
  await select.selectOption(value!);
}

async function weigh(page: Page, action: '装货' | '卸货', tonnes: string) {
  const form = page.getByRole('form', { name: action });
  await form.getByLabel(`${action}重量（吨）`).fill(tonnes);
  await form.getByLabel(`${action}磅单照片`).setInputFiles({ name: `${action}磅单.png`, mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: `确认${action}` }).click();
  await expect(flash(page, `已${action}`)).toBeVisible();
}

test('from publishing to the money: every hand-over leaves a message that leads to the next step', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000); // four people, some fifty pages; the shared 2-core machine can be slow
  const capacity = CAPACITY[testInfo.project.name as keyof typeof CAPACITY];
  const js = testInfo.project.name === 'js';
  const goods = `螺纹钢${js ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 7)}`;

  // ---- shipper: a new, verified steel trader publishes the load: one truck, grab mode, paid online
  const SHIPPER = (await certifiedShipperCompany(page, request)).mobile;
  await page.goto('/sourceManage/release-source');
  await page.getByLabel('业务类型').selectOption('2');
  await fillLoad(page, js, { goods, tonnes: '32', vehicles: '1', price: '28', to: TIANJIN_BEICHEN });
  await page.getByLabel('支付方式').selectOption('online');
  await page.getByLabel('计费节点').selectOption('load');
  await page.getByRole('button', { name: '发布货源', exact: true }).click();
  await expect(flash(page, '货源已发布')).toBeVisible();

  // ---- carrier: grabs its vehicle from the hall
  await signedIn(page, CARRIER);
  await page.goto(`/sourceManage/list-supply-the-hall?keyword=${encodeURIComponent(goods)}&businessType=2`);
  await page
    .getByRole('row')
    .filter({ hasText: goods })
    .getByRole('link', { name: /^查看 / })
    .click();
  const grab = page.getByRole('form', { name: '抢单' });
  await grab.getByLabel('抢单车辆数').fill('1');
  await grab.getByRole('button', { name: '抢单' }).click();
  await confirmBinding(page, '确认抢单', '确认抢 1 车');
  const grabbed = flash(page, '抢单成功');
  await expect(grabbed).toContainText('等待货主确认');
  const orderNo = (await grabbed.textContent())!.match(/DD\d{14}/)![0];

  // ---- shipper: told of the grab, confirms it on the cargo page the message opens
  await signedIn(page, SHIPPER);
  await page.goto('/user');
  await followMessage(page, orderNo, /^货源HY\d+被抢单1车$/);
  await expect(page).toHaveURL(/\/sourceManage\/supplyDetail\?id=\d+$/);
  await page.getByRole('link', { name: `确认 ${orderNo}` }).click();
  await confirmBinding(page, '确认接单', '确认接单', orderNo);
  await expect(flash(page, '已确认接单')).toBeVisible();

  // ---- carrier: told, the message opens the order (not the cargo); dispatches from there
  await signedIn(page, CARRIER);
  await page.goto('/user');
  await followMessage(page, orderNo, `订单${orderNo}已被货主确认`);
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();
  await page.getByRole('link', { name: '派车', exact: true }).click();
  await choose(page, '车辆', capacity.vehicle);
  await choose(page, '司机', capacity.driver.name);
  await page.getByRole('form', { name: '派车' }).getByLabel('派车重量（吨）').fill('30');
  await page.getByRole('form', { name: '派车' }).getByRole('button', { name: '确认派车' }).click();
  const dispatched = flash(page, '派车成功');
  await expect(dispatched).toBeVisible();
  const waybillNo = (await dispatched.textContent())!.match(/PC\d{13,14}/)![0];

  // ---- driver: told of the new waybill, starts, loads and unloads on the page the message opens
  await signedIn(page, capacity.driver.mobile);
  await page.goto('/user');
  await followMessage(page, waybillNo, `新派车单${waybillNo}`);
  await expect(page).toHaveURL(/\/logistics\/sendCardetail\?id=\d+$/);
  await page.getByRole('form', { name: '发车' }).getByRole('button', { name: '发车' }).click();
  await expect(flash(page, '已发车')).toBeVisible();
  await weigh(page, '装货', '29.9');
  await weigh(page, '卸货', '29.85');
  // the bill is the shipper's and the carrier's: the driver's waybill says nothing of it
  await expect(page.getByText('结算', { exact: true })).toHaveCount(0);

  // ---- shipper: told of the unloading, signs on the waybill the message opens; the page names the next step
  await signedIn(page, SHIPPER);
  await page.goto('/user');
  await followMessage(page, waybillNo, `派车单${waybillNo}已卸货`);
  await expect(page).toHaveURL(/\/shipper\/shipperSendCardetail\?id=\d+$/);
  const waybillUrl = page.url();
  await page.getByRole('link', { name: '签收' }).click();
  await confirmBinding(page, '确认签收', '确认签收');
  await expect(flash(page, '已签收')).toBeVisible();
  const next = page.getByRole('region', { name: '下一步' });
  await expect(next).toContainText('派车单审核');
  await expect(next.getByRole('link', { name: '回单确认' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '待审核' })).toBeVisible();
  await expectAccessible(page, js);

  // The new-bill panel, meanwhile, says why this waybill is not among the settleable ones, with the fix.
  await page.goto('/shipper/payBillManage?build=1');
  const heldBack = page.getByRole('table', { name: '未列入可结算的派车单' }).getByRole('row').filter({ hasText: waybillNo });
  await expect(heldBack).toContainText('未审核');
  await expect(heldBack.getByRole('link', { name: `审核 ${waybillNo}` })).toBeVisible();
  await expectAccessible(page, js);

  // Back on the waybill: 审核并发起结算 approves it and opens the new bill with it.
  await heldBack.getByRole('link', { name: waybillNo, exact: true }).click();
  await expect(page).toHaveURL(waybillUrl);
  await page.getByRole('region', { name: '下一步' }).getByRole('link', { name: '审核并发起结算' }).click();
  const audit = page.getByRole('form', { name: '审核派车单' });
  await expect(audit).toContainText(waybillNo);
  await audit.getByLabel('审核通过').check();
  await audit.getByRole('button', { name: '提交审核' }).click();
  await expect(flash(page, '审核通过，请勾选派车单生成结算单')).toBeVisible();
  await expect(page).toHaveURL(/\/shipper\/payBillManage\?build=1&payee=/);
  const line = page.getByRole('table', { name: '可结算派车单' }).getByRole('row').filter({ hasText: waybillNo });
  await expect(line).toContainText(`${FREIGHT} 元`);
  await page.getByRole('checkbox', { name: `结算 ${waybillNo}` }).check();
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(flash(page, '结算单已生成')).toBeVisible();
  const billNo = /JS\d{14}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];

  // ---- carrier: told of the bill, confirms it on the bill the message opens
  await signedIn(page, CARRIER);
  await page.goto('/user');
  await followMessage(page, billNo, `结算单${billNo}待您确认`);
  await expect(page).toHaveURL(/\/shipper\/receivableBillDetail\?id=\d+$/);
  await page.getByRole('button', { name: '确认结算单' }).click();
  await expect(flash(page, '已确认结算单')).toBeVisible();

  // ---- shipper: told of the confirmation, pays on the bill the message opens
  await signedIn(page, SHIPPER);
  await page.goto('/user');
  await followMessage(page, billNo, `结算单${billNo}已确认`);
  await expect(page).toHaveURL(/\/shipper\/payBillDetail\?id=\d+$/);
  const billId = new URL(page.url()).searchParams.get('id')!;
  const billUrl = page.url();
  // 钱包支付: without a wallet the panel leads to opening one; the demo bank tops it up
  await page.getByRole('link', { name: '钱包支付' }).click();
  await expect(page.getByText('尚未开通钱包，不能钱包支付。')).toBeVisible();
  await page.getByRole('link', { name: '去开通钱包' }).click();
  await page.getByRole('link', { name: '开通企业钱包' }).click();
  await page.getByRole('button', { name: '确认开通' }).click();
  await expect(page).toHaveURL(/\/payment\/openSuccess$/);
  await page.goto('/my-center/electronicPurse');
  await page.getByRole('button', { name: /演示：模拟银行入金/ }).click();
  await expect(flash(page, '演示银行已入金')).toBeVisible();
  // back on the bill, the panel asks for the payment password first: set from its link, which returns to it
  await page.goto(`${billUrl}&do=walletPay`);
  const panel = page.getByRole('group', { name: '钱包支付' });
  await panel.getByRole('link', { name: '设置支付密码' }).click();
  await setPayPassword(page);
  await expect(page).toHaveURL(new RegExp(`/shipper/payBillDetail\\?id=${billId}&do=walletPay$`));
  await expect(panel.getByLabel('支付金额（元）')).toHaveValue(FREIGHT);
  await panel.getByRole('textbox', { name: '支付密码', exact: true }).fill(PAY_PASSWORD);
  await panel.getByRole('button', { name: '确认支付' }).click();
  await expect(flash(page, `钱包支付成功（${FREIGHT} 元）`)).toBeVisible();
  await expect(page.getByText(/^状态：已付款$/)).toBeVisible();

  // ---- carrier: told that the money is in its wallet; the bill is paid, the waybill reads 已支付 with its bill linked
  await signedIn(page, CARRIER);
  await page.goto('/user');
  await followMessage(page, billNo, `结算单${billNo}运费已到账`);
  await expect(page).toHaveURL(new RegExp(`/shipper/receivableBillDetail\\?id=${billId}$`));
  await expect(page.getByText(/^状态：已付款$/)).toBeVisible();
  await page.getByRole('table', { name: '派车单明细' }).getByRole('row').filter({ hasText: waybillNo }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: waybillNo });
  await expect(row).toContainText('已支付');
  await expect(row.getByRole('link', { name: `结算单 ${billNo}` })).toHaveAttribute('href', `/shipper/receivableBillDetail?id=${billId}`);
  await expectAccessible(page, js);
  // every hand-over of this waybill reached the carrier: loaded, unloaded, signed, approved
  await page.getByRole('banner').locator('a.ws-messages').click();
  await page.getByLabel('关键字').fill(waybillNo);
  await page.getByRole('button', { name: '查询' }).click();
  const told = page.getByRole('list', { name: '消息列表' });
  for (const title of [`派车单${waybillNo}已装货`, `派车单${waybillNo}已卸货`, `派车单${waybillNo}已签收`, `派车单${waybillNo}审核通过`])
    await expect(told.getByRole('listitem', { name: title, exact: true })).toHaveCount(1);
});
