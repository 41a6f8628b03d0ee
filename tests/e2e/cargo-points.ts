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

/** 唐山市丰南区, the demo's steel loading place. */
export const TANGSHAN_FENGNAN: Place = {
  province: '13',
  city: '1302',
  cityName: '唐山市',
  district: '130207',
  districtName: '丰南区',
  address: '丰南区钢厂路1号',
};
/** 天津市滨海新区 (东疆港区). */
export const TIANJIN_BINHAI: Place = { province: '12', city: '1201', cityName: '天津市', district: '120116', districtName: '滨海新区', address: '东疆港区3号' };

/** 天津市北辰区, the daily journey's unloading place (issue 42). */
export const TIANJIN_BEICHEN: Place = {
  province: '12',
  city: '1201',
  cityName: '天津市',
  district: '120113',
  districtName: '北辰区',
  address: '北辰区京津路8号',
};

/**
 * Fills the load part of a cargo form (publishing or order release): `tonnes` t of `goods` (the
 * quantity in tonnes too) in `vehicles` trucks at `price` 元, loaded at `from` (唐山丰南 unless said),
 * unloaded at `to` (滨海新区 unless said).
 */
export async function fillLoad(page: Page, js: boolean, load: { goods: string; tonnes: string; vehicles: string; price: string; from?: Place; to?: Place }) {
  await page.getByLabel('货物名称').fill(load.goods);
  await page.getByRole('textbox', { name: '数量', exact: true }).fill(load.tonnes);
  await page.getByLabel('总重量（吨）').fill(load.tonnes);
  await fillPoint(page, js, '装货地1', load.from ?? TANGSHAN_FENGNAN);
  await fillPoint(page, js, '卸货地1', load.to ?? TIANJIN_BINHAI);
  await page.getByLabel('车辆数').fill(load.vehicles);
  await page.getByLabel('运价（元）').fill(load.price);
}
