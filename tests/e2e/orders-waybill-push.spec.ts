import type { Page } from '@playwright/test';
import { enterPaidOnToday } from './date-helpers';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// /user/waybillPush (运单推送), JS off and on: operations check the five certificates of a signed
// control waybill, push it to the provincial monitoring system (the Logink stand-in started by
// playwright.config.ts answers 0000) and find it in 已上报 with its message reference; the waybill
// with an expired 道路运输证 shows its errors and cannot be pushed. Data from seed/areas/reporting.ts:
// each project pushes the waybill of its own truck, so the two never collide.

const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const PAYEE = '天津顺达物流有限公司';
const PLATE_EXPIRED = '津C8R315';
const PATH = '/user/waybillPush';

const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
/** The flash message: a status when all went well, an alert when something was refused. */
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const table = (page: Page) => page.getByRole('table', { name: '运单上报列表' });
const rowOf = (page: Page, plate: string) => table(page).getByRole('row').filter({ hasText: plate });

test('operations push a signed control waybill (已上报, reference, message); once its bill is paid, its 资金流水单 too', async ({ page }, testInfo) => {
  test.setTimeout(150_000); // operations, the shipper and the carrier: a score of pages on a shared 2-core machine
  const plate = testInfo.project.name === 'js' ? '津C7R275' : '津C7R261';
  await signedIn(page, OPERATOR);
  await page.goto('/workbenck/workbenck');
  await sidebar(page).locator('summary', { hasText: '运营监管' }).click();
  await sidebar(page).getByRole('link', { name: '运单推送' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { name: '运单推送', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '上报状态' }).getByRole('link', { name: '未上报' })).toHaveAttribute('aria-current', 'page');

  // Filters are a GET form: the URL keeps them.
  await page.getByLabel('车牌号').fill(plate);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`plateNo=${encodeURIComponent(plate)}`));
  await expect(page).toHaveURL(/tab=pending/);
  const row = rowOf(page, plate);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('唐山市 → 天津市');
  await expect(row).toContainText('未校验');
  await expect(row).toContainText('未上报');
  const waybillNo = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(waybillNo).toMatch(/^PC\d{13}$/);

  await row.getByRole('button', { name: `五证校验 ${waybillNo}` }).click();
  await expect(flash(page, `${waybillNo}：五证校验通过`)).toBeVisible();
  await expect(rowOf(page, plate)).toContainText('通过');

  await rowOf(page, plate)
    .getByRole('button', { name: `上报 ${waybillNo}` })
    .click();
  await expect(flash(page, '上报 1 条成功，0 条未成功')).toBeVisible();
  await expect(flash(page, /报文参考号 [0-9a-f]{32}/)).toBeVisible();
  await expect(rowOf(page, plate)).toHaveCount(0);

  await page.getByRole('link', { name: '已上报' }).click();
  await expect(page).toHaveURL(/tab=reported/);
  await page.goto(`${PATH}?tab=reported&plateNo=${encodeURIComponent(plate)}`);
  const sent = rowOf(page, plate);
  await expect(sent).toContainText('已上报');
  await expect(sent).toContainText('0000 监测平台已接收');
  await expect(sent).toContainText(/报文参考号 [0-9a-f]{32}/);
  // A reported waybill offers no second push.
  await expect(sent.getByRole('button', { name: `上报 ${waybillNo}` })).toHaveCount(0);

  // The report as a route (?detail=): the exact message sent and the attempt.
  await sent.getByRole('link', { name: `报文与记录 ${waybillNo}` }).click();
  await expect(page).toHaveURL(/detail=\d+/);
  await expect(page.getByRole('heading', { name: `派车单 ${waybillNo} 的上报` })).toBeVisible();
  const xml = page.getByLabel('电子运单报文');
  await expect(xml).toContainText(`<ShippingNoteNumber>${waybillNo}</ShippingNoteNumber>`);
  await expect(xml).toContainText('<DocumentVersionNumber>V2020</DocumentVersionNumber>');
  await expect(xml).toContainText(`<VehicleNumber>${plate}</VehicleNumber>`);
  // The exact text sent sits beside the readable layout.
  await expect(page.getByLabel('原始报文', { exact: true })).toContainText(`<VehicleNumber>${plate}</VehicleNumber><VehiclePlateColorCode>`, {
    useInnerText: false,
  });
  await expect(page.getByRole('table', { name: '上报记录' })).toContainText('已接收（0000）');
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).not.toHaveURL(/detail=/);
  await expect(page).toHaveURL(/tab=reported/);

  // Once the shipper has paid the reported waybill's bill, its 资金流水单 waits beside it: the
  // shipper builds the bill, 顺达 confirms it, the shipper records the offline payment.
  await signedIn(page, SHIPPER);
  await page.goto(`/shipper/payBillManage?build=1&payee=${encodeURIComponent(PAYEE)}`);
  await page.getByRole('checkbox', { name: `结算 ${waybillNo}` }).check();
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(flash(page, '结算单已生成')).toBeVisible();
  const billUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const billNo = /JS\d{14}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
  await signedIn(page, CARRIER);
  await page.goto(billUrl.replace('payBillDetail', 'receivableBillDetail'));
  await page.getByRole('button', { name: '确认结算单' }).click();
  await expect(flash(page, '已确认结算单')).toBeVisible();
  await signedIn(page, SHIPPER);
  await page.goto(`${billUrl}&do=pay`);
  const owedText = await page
    .getByRole('form', { name: '记录线下付款' })
    .getByText(/^未付金额：/)
    .textContent();
  const owed = /：([\d,]+\.\d{2}) 元/.exec(owedText ?? '')![1].replaceAll(',', '');
  await page.getByLabel('付款金额（元）').fill(owed);
  await page.getByLabel('银行流水号').fill(`CCB${billNo}`);
  // on or after the bill's day (made just now) and not in the future
  await enterPaidOnToday(page, testInfo.project.name === 'js');
  await page.getByLabel('付款时间').fill('09:15');
  await page.getByLabel('收款账号').fill('6217000130012345678');
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(flash(page, '付款已记录')).toBeVisible();

  // Operations find the 资金流水单 in 未上报, check it and push it: the stand-in accepts it.
  await signedIn(page, OPERATOR);
  await page.goto(`${PATH}?tab=pending&plateNo=${encodeURIComponent(plate)}`);
  const charges = `${waybillNo} 资金流水单`;
  const chargesRow = table(page).getByRole('row').filter({ hasText: '资金流水单' }).filter({ hasText: waybillNo });
  await expect(chargesRow).toHaveCount(1);
  await chargesRow.getByRole('button', { name: `资金校验 ${charges}` }).click();
  await expect(flash(page, `校验已完成。${charges}：资金流水校验通过`)).toBeVisible();
  await chargesRow.getByRole('link', { name: `报文与记录 ${charges}` }).click();
  const chargesXml = page.getByLabel('资金流水单报文');
  await expect(chargesXml).toContainText(`<ShippingNoteNumber>${waybillNo}</ShippingNoteNumber>`);
  await expect(chargesXml).toContainText(`<SequenceCode>CCB${billNo}</SequenceCode>`);
  await expect(chargesXml).toContainText('<PaymentMeansCode>32</PaymentMeansCode>');
  await expect(chargesXml).toContainText(`<MonetaryAmount>${owed}0</MonetaryAmount>`);
  await page.getByRole('link', { name: '返回列表' }).click();
  await table(page)
    .getByRole('row')
    .filter({ hasText: '资金流水单' })
    .filter({ hasText: waybillNo })
    .getByRole('button', { name: `上报 ${charges}` })
    .click();
  await expect(flash(page, '上报 1 条成功，0 条未成功')).toBeVisible();
  await page.goto(`${PATH}?tab=reported&plateNo=${encodeURIComponent(plate)}`);
  const chargesSent = table(page).getByRole('row').filter({ hasText: '资金流水单' }).filter({ hasText: waybillNo });
  await expect(chargesSent).toContainText('0000 监测平台已接收');
});

test('the waybill with an expired 道路运输证 shows its errors and cannot be pushed', async ({ page }) => {
  await signedIn(page, OPERATOR);
  await page.goto(`${PATH}?tab=pending&plateNo=${encodeURIComponent(PLATE_EXPIRED)}`);
  const row = rowOf(page, PLATE_EXPIRED);
  await expect(row).toHaveCount(1);
  const waybillNo = (await row.getByRole('cell').nth(1).textContent())!.trim();
  // The ticked rows' check: a checkbox form, with or without JS.
  await row.getByRole('checkbox', { name: `勾选 ${waybillNo}` }).check();
  await page.getByRole('button', { name: '勾选的五证校验' }).click();
  await expect(flash(page, `五证校验已完成。${waybillNo}：道路运输证已过期`)).toBeVisible();
  await expect(rowOf(page, PLATE_EXPIRED).getByRole('list', { name: `${waybillNo} 五证校验问题` })).toContainText('道路运输证已过期');

  await rowOf(page, PLATE_EXPIRED)
    .getByRole('button', { name: `上报 ${waybillNo}` })
    .click();
  await expect(flash(page, '五证校验未通过，不能上报：道路运输证已过期')).toBeVisible();
  await expect(rowOf(page, PLATE_EXPIRED)).toContainText('未上报');

  // Ticking nothing and pushing says so.
  await page.getByRole('button', { name: '勾选的上报' }).click();
  await expect(flash(page, '请勾选要上报的运单')).toBeVisible();

  // The detail previews the message a push would send, with the check's errors.
  await rowOf(page, PLATE_EXPIRED)
    .getByRole('link', { name: `报文与记录 ${waybillNo}` })
    .click();
  await expect(page.getByText('将要发送的报文', { exact: false })).toBeVisible();
  await expect(page.getByLabel('电子运单报文')).toContainText(`<ShippingNoteNumber>${waybillNo}</ShippingNoteNumber>`);
  await expect(page.getByRole('region', { name: `派车单 ${waybillNo} 的上报` })).toContainText('道路运输证已过期');
});

test('other users have no 运单推送 in the menu and are refused the screen', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/workbenck/workbenck');
  await sidebar(page).locator('summary', { hasText: '在途' }).click();
  await expect(sidebar(page).getByRole('link', { name: '数字物流运单' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: '运单推送' })).toHaveCount(0);
  const res = await page.goto(PATH);
  expect(res?.status()).toBe(403);
  await expect(page.getByText('您的账号没有访问该页面的权限')).toBeVisible();
});
