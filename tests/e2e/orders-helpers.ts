// Shared steps of the orders specs.
import type { Page } from '@playwright/test';
import { confirmBinding } from './binding';
import { expect } from './fixtures';

/**
 * The signed-in carrier grabs one vehicle of the seed's grab cargo `goods` from the hall; `done` is
 * the flash that follows (the cargo confirms itself, or waits for its shipper). Returns the order's number.
 */
export async function grabOneVehicle(page: Page, goods: string, done: string): Promise<string> {
  await page.goto(`/sourceManage/list-supply-the-hall?keyword=${encodeURIComponent(goods)}&businessType=2`);
  await page
    .getByRole('row')
    .filter({ hasText: goods })
    .getByRole('link', { name: /^查看 / })
    .click();
  const form = page.getByRole('form', { name: '抢单' });
  await form.getByLabel('抢单车辆数').fill('1');
  await form.getByRole('button', { name: '抢单' }).click();
  await confirmBinding(page, '确认抢单', '确认抢 1 车');
  const flash = page.getByRole('status').filter({ hasText: done });
  await expect(flash).toBeVisible();
  return (await flash.textContent())!.match(/DD\d{14}/)![0];
}

/**
 * The signed-in carrier grabs one vehicle of the seed's 热轧卷板, a grab cargo that confirms itself:
 * an accepted order of his own, which no other spec acts on. Returns its number.
 */
export const grabSteelOrder = (page: Page) => grabOneVehicle(page, '热轧卷板', '已自动确认');

/** Chooses the option of the 派车 form's `label` select whose text starts with `startsWith`. */
export async function selectInDispatch(page: Page, label: string, startsWith: string) {
  const select = page.getByRole('form', { name: '派车' }).getByLabel(label);
  const value = await select.locator('option').filter({ hasText: startsWith }).first().getAttribute('value');
  await select.selectOption(value!);
}

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

/** The signed-in carrier opens its order `orderNo` from 我的订单. */
export async function openCarrierOrder(page: Page, orderNo: string) {
  await page.goto(`/user/myOrder?orderNo=${orderNo}`);
  await page
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByRole('link', { name: new RegExp(` ${orderNo}$`) })
    .click();
}

/**
 * The signed-in carrier grabs one vehicle of the seed's 热轧卷板 (grabSteelOrder) and dispatches it
 * to `vehicle` and the driver named `driver` with `tonnes`; returns the waybill's number.
 */
export async function grabAndDispatch(page: Page, vehicle: string, driver: string, tonnes: string): Promise<string> {
  await openCarrierOrder(page, await grabSteelOrder(page));
  await page.getByRole('link', { name: '派车', exact: true }).click();
  await selectInDispatch(page, '车辆', vehicle);
  await selectInDispatch(page, '司机', driver);
  const form = page.getByRole('form', { name: '派车' });
  await form.getByLabel('派车重量（吨）').fill(tonnes);
  await form.getByRole('button', { name: '确认派车' }).click();
  const dispatched = page.getByRole('status').filter({ hasText: '派车成功' });
  await expect(dispatched).toBeVisible();
  return (await dispatched.textContent())!.match(/PC\d{13,14}/)![0];
}
