// Contract steps the e2e specs share (issue 46): find a controlled order's contract once the job
// has made it (acceptance leaves it to the job runner, so the list is reloaded until it shows), and
// sign it with the login password or an SMS code through the contract page's forms (with and without JS).
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, latestSmsCode, platformData, platformToken, shownMessage, test, tokenHeaders } from './fixtures';

/** Opens the contract of `kind` of the order `orderNo` from the list at `list`, once it is there. */
export async function openOrderContract(page: Page, list: string, orderNo: string, kind: 'shipper' | 'carrier') {
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(async () => {
    await page.goto(`${list}?kind=${kind}`);
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('link', { name: new RegExp(`^(去签署|详情)`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/合同 HT\d{14}/);
}

/** Signs the open contract: the 签署 panel, the password, 确认签署. */
export async function signWithPassword(page: Page, password = DEMO_PASSWORD) {
  await page.getByRole('link', { name: '签署', exact: true }).click();
  await page.getByLabel('登录密码').fill(password);
  await page.getByRole('button', { name: '确认签署' }).click();
}

/**
 * Signs the open contract with an SMS code to `mobile`: the 签署 panel, 短信验证码签署, the code asked
 * for (again once the phone's 60 s wait is over, when the other project's run or an earlier attempt
 * holds it: a code is sent to a phone once a minute), a wrong code refused at the field, then the
 * right one. The code is the phone's latest, read while no other code can be sent to it.
 */
export async function signWithSmsCode(page: Page, mobile: string) {
  await page.getByRole('link', { name: '签署', exact: true }).click();
  await page.getByRole('link', { name: '短信验证码签署' }).click();
  await expect(page).toHaveURL(/do=sign&by=sms/);
  const panel = page.url();
  await expect(async () => {
    await page.goto(panel);
    await page.getByRole('button', { name: /^(获取验证码|重新获取)$/ }).click({ timeout: 1_000 });
    await expect(page.getByRole('status').filter({ hasText: '手机验证码发送成功！请注意查收' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  // the server renders the phone's wait: the button counts down instead of sending again
  await expect(page.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();
  await expectAccessible(page, test.info().project.name === 'js');
  const code = await latestSmsCode(page.request, mobile);
  const field = page.getByRole('textbox', { name: '短信验证码' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(shownMessage(page, '短信验证码错误')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: '确认签署' }).click();
}

/**
 * The signed-in payee's 代开 agreement signed (decision 037), from /user/ticketManage?tab=agreement:
 * made with the form if there is none, then signed with the login password on its contract page.
 * Another run of the same payee (the other project) may make or sign it meanwhile: each step is
 * taken again from the page until it shows the agreement signed.
 */
export async function signAgencyAgreement(page: Page, password = DEMO_PASSWORD) {
  const signed = page.getByRole('heading', { name: '代开发票委托协议（已签署）' });
  await expect(async () => {
    await page.goto('/user/ticketManage?tab=agreement');
    if (await signed.isVisible()) return;
    const toSign = page.getByRole('link', { name: '签署代开协议' });
    if (!(await toSign.isVisible())) {
      const form = page.getByRole('form', { name: '签署代开发票委托协议' });
      await form.getByLabel('我已阅读并同意《代开发票委托协议》').check({ timeout: 1_000 });
      await form.getByRole('button', { name: '生成协议并签署' }).click();
    } else await toSign.click();
    await expect(page).toHaveURL(/\/contract-manage\/contractAgreement\?id=\d+&do=sign$/, { timeout: 5_000 });
    await page.getByLabel('登录密码').fill(password);
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByRole('status').filter({ hasText: '签署成功，合同已全部签署完成' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * The platform headers of `driverMobile` and of operations, with any live 代开 agreement of the
 * driver voided first (an earlier attempt's, or another spec's): a retry starts as the first did.
 */
export async function withoutLiveAgencyAgreement(page: Page, driverMobile: string) {
  const API = '/api-platform/api';
  const driver = tokenHeaders(await platformToken(page.request, driverMobile));
  const operations = tokenHeaders(await platformToken(page.request, DEMO_ACCOUNTS.operator.mobile));
  const before = await platformData<{ contract: { id: number; status: string } | null }>(
    await page.request.get(`${API}/contract/agency/mine`, { headers: driver }),
  );
  if (before.contract && ['DRAFT', 'SIGNING', 'COMPLETE'].includes(before.contract.status))
    await platformData(
      await page.request.post(`${API}/api/contract/invalid`, { headers: operations, data: { contractId: before.contract.id, reason: '测试前作废' } }),
    );
  return { driver, operations };
}
