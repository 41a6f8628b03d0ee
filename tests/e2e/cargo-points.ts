// Filling a cargo form's loading/unloading points in e2e specs (publishing and order release).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Place = { province: string; city: string; cityName: string; district: string; districtName: string; address: string };

/** Chooses a region; without JS the point's refresh button fetches the next list. */
export async function chooseRegion(
  page: Page,
  js: boolean,
  point: string,
  field: '省份' | '城市',
  value: string,
  next: { field: '城市' | '区县'; option: string },
) {
  const group = page.getByRole('group', { name: point, exact: true });
  await group.getByLabel(`${point} ${field}`).selectOption(value);
  // With JS the choice fetches the next list by itself.
  if (!js) await group.getByRole('button', { name: '更新城市区县' }).click();
  await expect(
    page.getByRole('group', { name: point, exact: true }).getByLabel(`${point} ${next.field}`).locator('option', { hasText: next.option }),
  ).toHaveCount(1);
}

export async function fillPoint(page: Page, js: boolean, point: string, place: Place) {
  await chooseRegion(page, js, point, '省份', place.province, { field: '城市', option: place.cityName });
  await chooseRegion(page, js, point, '城市', place.city, { field: '区县', option: place.districtName });
  const group = page.getByRole('group', { name: point, exact: true });
  await group.getByLabel(`${point} 区县`).selectOption(place.district);
  await group.getByLabel(`${point} 详细地址`).fill(place.address);
  await group.getByLabel(`${point} 联系人`).fill('王强');
  await group.getByLabel(`${point} 联系电话`).fill('13912345678');
}
