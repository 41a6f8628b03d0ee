import type { Page } from '@playwright/test';
import { MONEY_ONLINE_E2E, MONEY_ONLINE_PAYEE, MONEY_ONLINE_TOTAL } from '../../platform/seed/areas/money-online';
import { expect, loginAs, logout, shownMessage, test, signedIn } from './fixtures';
import { bindCompanyAccount, PAY_PASSWORD, setPayPassword, unboundCardNo } from './money-helpers';

// 钱包支付 end to end, JS off and on, against the bank stand-in of the e2e server: a shipper bills
// 恒通 for its settleable waybill (seed/areas/money-online.ts, one order and one payer per project),
// 恒通 confirms, the shipper finds it has no wallet, opens one, binds its account, takes the demo
// bank's 1,000.00 元, pays the bill from the wallet (too much first: refused), and sees it and its
// order paid; its fund flow says 付款 and 恒通's says 收款, each line's detail names the bill.
// CI's retry of a project pays as a second seeded payer (MONEY_ONLINE_E2E), from the same start.
// 恒通 is the payee of both projects' bills: whichever project comes first opens its wallet.

const PAYEE = '石家庄恒通货运代理有限公司';
/** the payer's settlement account, one per project (each project's payer is its own company) */
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** The caller's company wallet, opened unless it already is (the other project may be opening it now). */
async function ensureCompanyWallet(page: Page) {
  await page.goto('/my-center/electronicPurse');
  if (await page.getByRole('link', { name: '开通企业钱包' }).isVisible()) {
    await page.goto('/my-center/openCompanyWallet');
    const confirm = page.getByRole('button', { name: '确认开通' });
    if (await confirm.isVisible()) {
      await confirm.click();
      await page.waitForURL(/\/payment\/openSuccess$|\/my-center\/electronicPurse$/);
    }
    await page.goto('/my-center/electronicPurse');
  }
  await expect(page.getByText('可用余额（元）')).toBeVisible();
}

test('a shipper pays a bill from its wallet: the bill shows paid, the payee’s fund flow 收款', async ({ page }, testInfo) => {
  test.setTimeout(180_000); // two people, a score of pages; the shared 2-core machine can be slow
  // A retry pays as a payer of its own: the first attempt's has its wallet opened and its bill billed.
  const attempt = MONEY_ONLINE_E2E[testInfo.project.name as keyof typeof MONEY_ONLINE_E2E][testInfo.retry];
  expect(attempt, `a seeded payer for attempt ${testInfo.retry + 1} (CI retries once)`).toBeTruthy();
  const { payer, goods } = attempt!;
  const total = `${MONEY_ONLINE_TOTAL} 元`;

  // 1. The payer bills 恒通 for the settleable waybill of its order (no wallet payment before the payee confirms).
  await loginAs(page, payer.mobile);
  await page.goto(`/shipper/payBillManage?build=1&payee=${encodeURIComponent(PAYEE)}`);
  const pick = page.getByRole('table', { name: '可结算派车单' }).getByRole('row').filter({ hasText: goods });
  await expect(pick).toHaveCount(1);
  await expect(pick).toContainText(total);
  const waybillNo = (await pick.getByRole('cell').nth(1).textContent())!.trim();
  await page.getByRole('checkbox', { name: `结算 ${waybillNo}` }).check();
  await page.getByRole('button', { name: '生成结算单' }).click();
  await expect(flash(page, '结算单已生成')).toBeVisible();
  await expect(page).toHaveURL(/\/shipper\/payBillDetail\?id=\d+$/);
  const billUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const billId = new URL(page.url()).searchParams.get('id')!;
  const billNo = /JS\d{14}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
  await expect(page.getByText(/^状态：待确认$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '钱包支付' })).toHaveCount(0);
  await logout(page);

  // 2. 恒通 has a wallet to be paid into, and confirms the bill.
  await loginAs(page, MONEY_ONLINE_PAYEE.mobile);
  await ensureCompanyWallet(page);
  await page.goto(`/shipper/receivableBillDetail?id=${billId}`);
  await page.getByRole('button', { name: '确认结算单' }).click();
  await expect(flash(page, '已确认结算单')).toBeVisible();
  await logout(page);

  // 3. The payer finds it confirmed in its list; without a wallet the panel leads to opening one.
  await signedIn(page, payer.mobile);
  await page.goto(`/shipper/payBillManage?status=CONFIRMED&billNo=${billNo}`);
  const listed = page.getByRole('table', { name: '结算管理列表' }).getByRole('row').filter({ hasText: PAYEE });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(total);
  await listed.getByRole('link', { name: billNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipper/payBillDetail\\?id=${billId}$`));
  await expect(page.getByRole('table', { name: '派车单明细' })).toContainText(waybillNo);
  await expect(page.getByText(/^状态：待付款$/)).toBeVisible();
  await page.getByRole('link', { name: '钱包支付' }).click();
  await expect(page).toHaveURL(/do=walletPay/);
  await expect(page.getByText('尚未开通钱包，不能钱包支付。')).toBeVisible();
  await page.getByRole('link', { name: '去开通钱包' }).click();
  await expect(page).toHaveURL(/\/my-center\/electronicPurse$/);

  // 4. It opens its wallet and the demo bank brings 1,000.00 元.
  await page.getByRole('link', { name: '开通企业钱包' }).click();
  await page.getByRole('button', { name: '确认开通' }).click();
  await expect(page).toHaveURL(/\/payment\/openSuccess$/);
  // and binds its settlement account (the micro-deposit): where its own withdrawals would go
  await bindCompanyAccount(page, unboundCardNo());
  await page.goto('/my-center/electronicPurse');
  await page.getByRole('button', { name: /演示：模拟银行入金/ }).click();
  await expect(page.getByText('演示银行已入金')).toBeVisible();

  // 5. It pays the bill from the wallet: first it sets the wallet's payment password, from the panel's link back to the panel;
  // more than the bill owes is refused, so is a wrong payment password (at its field, nothing paid), then the amount it owes.
  await page.goto(`${billUrl}&do=walletPay`);
  const panel = page.getByRole('group', { name: '钱包支付' });
  await expect(panel).toContainText('钱包尚未设置支付密码');
  await panel.getByRole('link', { name: '设置支付密码' }).click();
  await setPayPassword(page);
  await expect(page).toHaveURL(new RegExp(`/shipper/payBillDetail\\?id=${billId}&do=walletPay$`));
  await expect(panel).toContainText('钱包可用余额：1,000.00 元');
  await expect(panel).toContainText(`未付金额：${total}`);
  const amount = panel.getByLabel('支付金额（元）');
  await expect(amount).toHaveValue(MONEY_ONLINE_TOTAL);
  await amount.fill('700');
  await panel.getByRole('textbox', { name: '支付密码', exact: true }).fill(PAY_PASSWORD);
  await panel.getByRole('button', { name: '确认支付' }).click();
  await expect(shownMessage(page, '付款金额须大于 0 且不超过未付金额').first()).toBeVisible();
  await expect(page).toHaveTitle(/^错误：/);
  await page.getByLabel('支付金额（元）').fill(MONEY_ONLINE_TOTAL);
  await page.getByRole('textbox', { name: '支付密码', exact: true }).fill('000000');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(shownMessage(page, '支付密码错误，还可尝试 4 次').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: '支付密码', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('钱包可用余额：1,000.00 元')).toBeVisible();
  await expect(page.getByText(`未付金额：${total}`)).toBeVisible();
  await page.getByLabel('支付金额（元）').fill(MONEY_ONLINE_TOTAL);
  await page.getByRole('textbox', { name: '支付密码', exact: true }).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(flash(page, `钱包支付成功（${MONEY_ONLINE_TOTAL} 元）`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?id=${/id=(\d+)/.exec(billUrl)![1]}$`));
  await expect(page.getByText(/^状态：已付款$/)).toBeVisible();
  const payments = page.getByRole('table', { name: '付款记录' });
  await expect(payments).toContainText(total);
  await expect(payments).toContainText('线上付款');
  await expect(page.getByRole('link', { name: '钱包支付' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: '派车单明细' })).toContainText(/PC\d+/);
  // its order is paid
  await page.getByRole('table', { name: '派车单明细' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+/);
  await expect(page.getByText(/已支付/).first()).toBeVisible();

  // 6. Its fund flow shows the payment (付款), naming the bill; the wallet keeps the rest.
  await page.goto('/my-center/paymentDetails');
  const mine = page.getByRole('table', { name: '资金流水' }).getByRole('row').filter({ hasText: billNo });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('cell').nth(1)).toHaveText('付款');
  await expect(mine).toContainText(MONEY_ONLINE_TOTAL);
  await expect(mine).toContainText('380.80');
  // The line's detail names the bill (a link to it) and whom it paid; the list's filters stay.
  await page.goto('/my-center/paymentDetails?direction=out');
  await page
    .getByRole('table', { name: '资金流水' })
    .getByRole('row')
    .filter({ hasText: billNo })
    .getByRole('link', { name: /^详情 / })
    .click();
  await expect(page).toHaveURL(/direction=out&detail=\d+$/);
  const detail = page.getByRole('region', { name: '资金流水详情' });
  await expect(detail).toContainText(`收款方${PAYEE}`);
  await expect(detail).toContainText(`支出 ${MONEY_ONLINE_TOTAL} 元`);
  await expect(detail).toContainText('单据状态已支付');
  await detail.getByRole('link', { name: billNo }).click();
  await expect(page).toHaveURL(new RegExp(`${billUrl.replace('?', '\\?')}$`));

  // 7. 恒通's fund flow shows the money received (收款) from the payer, for this bill.
  await signedIn(page, MONEY_ONLINE_PAYEE.mobile);
  await page.goto('/my-center/paymentDetails?direction=in');
  const received = page.getByRole('table', { name: '资金流水' }).getByRole('row').filter({ hasText: billNo });
  await expect(received).toHaveCount(1);
  await expect(received.getByRole('cell').nth(1)).toHaveText('收款');
  await expect(received).toContainText(MONEY_ONLINE_TOTAL);
  await received.getByRole('link', { name: /^详情 / }).click();
  const receivedDetail = page.getByRole('region', { name: '资金流水详情' });
  await expect(receivedDetail).toContainText('付款方');
  await expect(receivedDetail).toContainText(`收入 ${MONEY_ONLINE_TOTAL} 元`);
  await expect(receivedDetail.getByRole('link', { name: billNo })).toHaveAttribute('href', /\/shipper\/receivableBillDetail\?id=\d+$/);
  const receivedUrl = page.url();
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/my-center\/paymentDetails\?direction=in$/);

  // Nobody else reads that line: the payer gets the 404 page for it.
  await signedIn(page, payer.mobile);
  const refused = await page.goto(receivedUrl);
  expect(refused?.status()).toBe(404);
  await expect(page.getByText(billNo)).toHaveCount(0);
});
