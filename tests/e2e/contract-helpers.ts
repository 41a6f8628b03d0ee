// Contract steps the e2e specs share (issue 46): find a controlled order's contract once the job
// has made it (acceptance leaves it to the job runner, so the list is reloaded until it shows), and
// sign it with the login password or an SMS code through the contract page's forms (with and without JS).
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { DEMO_PASSWORD, expect, latestSmsCode, shownMessage, test } from './fixtures';

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
