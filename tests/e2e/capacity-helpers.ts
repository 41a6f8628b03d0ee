// Steps the capacity specs share (not a spec: Playwright forbids importing one spec from another).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Adds a vehicle through the form (optionally in an organisation unit) and waits for the flash. */
export async function addVehicle(page: Page, plateNo: string, orgUnit?: string) {
  await page.goto('/logistics/vehicleEdit');
  await page.getByLabel('车牌号').fill(plateNo);
  await page.getByLabel('车辆类型').selectOption('H11');
  await page.getByLabel('车长').selectOption('9.6');
  await page.getByLabel('核定载质量（千克）').fill('18000');
  await page.getByLabel('车辆所有人').fill('审核测试车主');
  if (orgUnit) await page.getByLabel('所属机构').selectOption({ label: orgUnit });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('车辆已添加')).toBeVisible();
}
