// Contract steps the e2e specs share (issue 46): find a controlled order's contract once the job
// has made it (acceptance leaves it to the job runner, so the list is reloaded until it shows), and
// sign it with the login password through the contract page's form (works with and without JS).
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

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
