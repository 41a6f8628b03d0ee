// Shared steps of the orders specs.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A signed-in driver opens his first waybill in `status` from 我的派车单; returns its id. */
export async function openOwnWaybill(page: Page, status: string): Promise<string> {
  await page.goto(`/user/dispatchOrderList?status=${status}`);
  await page
    .getByRole('table', { name: '派车单列表' })
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: /^详情 / })
    .click();
  await expect(page).toHaveURL(/\/logistics\/sendCardetail\?id=\d+$/);
  return page.url().match(/id=(\d+)/)![1];
}
