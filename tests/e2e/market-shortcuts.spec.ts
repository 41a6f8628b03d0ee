import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, test, signedIn } from './fixtures';

// Shortcuts on the publishing form (issue 42, "Dead ends and broken shortcuts"): the frequent
// template and goods pickers fill the form with JS as they do without it, and a region choice
// without JS brings the reader back to the point being filled, after one round trip for province
// then city and district.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

test('按线路填写 and 填入货物 fill the publishing form, with JS as without', async ({ page }, testInfo) => {
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  if (testInfo.project.name === 'js') await hydrated(page);
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('');

  await page.getByLabel('常用货运线路', { exact: true }).selectOption({ label: '丰南钢厂 → 天津港（热轧卷）' });
  await page.getByRole('button', { name: '按线路填写' }).click();
  await expect(page).toHaveURL(/[?&]template=\d+/);
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('热轧卷板');
  await expect(page.getByLabel('总重量（吨）')).toHaveValue('300');
  await expect(page.getByLabel('运价（元）')).toHaveValue('68.00');
  await expect(page.getByLabel('装货地1 省份')).toHaveValue('13');
  await expect(page.getByLabel('装货地1 城市')).toHaveValue('1302');
  await expect(page.getByLabel('装货地1 详细地址')).toHaveValue(/津西钢铁成品库/);
  await expect(page.getByLabel('卸货地1 城市')).toHaveValue('1201');

  await page.getByLabel('常用货物', { exact: true }).selectOption({ label: '螺纹钢' });
  await page.getByRole('button', { name: '填入货物' }).click();
  await expect(page).toHaveURL(/[?&]goods=\d+/);
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('螺纹钢');
  await expect(page.getByLabel('货物类型')).toHaveValue('steel');
});

test('without JS a region choice returns to its point, and city and district follow the province in one round trip', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'js', 'with JS the choice is answered in place, no page load');
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  await page.getByRole('button', { name: `添加卸货地` }).click();
  await expect(page).toHaveURL(/#unload-point-2$/);
  const point = page.getByRole('group', { name: '卸货地2', exact: true });
  await point.getByLabel('卸货地2 省份').selectOption('13');
  await point.getByRole('button', { name: '更新城市区县' }).click();
  // The page opens at the point whose province changed, not at its top.
  await expect(page).toHaveURL(/\/sourceManage\/release-source#unload-point-2$/);
  await expect(page.locator('#unload-point-2')).toBeInViewport();
  // City and district are now both on offer: the districts grouped by their city.
  const again = page.getByRole('group', { name: '卸货地2', exact: true });
  await again.getByLabel('卸货地2 城市').selectOption('1302');
  await expect(again.getByLabel('卸货地2 区县').locator('optgroup[label="唐山市"] option', { hasText: '丰南区' })).toHaveCount(1);
  await again.getByLabel('卸货地2 区县').selectOption('130207');
  await expect(again.getByLabel('卸货地2 区县')).toHaveValue('130207');
});

test('with JS a province offers the districts only once its city is chosen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'no-js', 'the grouped list is the no-JS shortcut');
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  await hydrated(page);
  const point = page.getByRole('group', { name: '装货地1', exact: true });
  await point.getByLabel('装货地1 省份').selectOption('13');
  await expect(point.getByLabel('装货地1 城市').locator('option', { hasText: '唐山市' })).toHaveCount(1);
  await expect(point.getByLabel('装货地1 区县').locator('option', { hasText: '丰南区' })).toHaveCount(0);
  await point.getByLabel('装货地1 城市').selectOption('1302');
  await expect(point.getByLabel('装货地1 区县').locator('option', { hasText: '丰南区' })).toHaveCount(1);
});

test('the estimated freight shows while publishing (live with JS, on 计算运费 without) and on the cargo before grabbing', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  if (js) await hydrated(page);
  const estimate = page.locator('#freight-estimate');
  await expect(estimate).toContainText('填写总重量、车辆数和运价后显示');
  await page.getByLabel('总重量（吨）').fill('32');
  await page.getByLabel('车辆数').fill('2');
  await page.getByLabel('运价（元）').fill('48');
  if (js) {
    await expect(page.getByRole('button', { name: '计算运费' })).toBeHidden();
  } else {
    await page.getByRole('button', { name: '计算运费' }).click();
    await expect(page).toHaveURL(/#freight-estimate$/);
    await expect(page.getByLabel('运价（元）')).toHaveValue('48');
  }
  await expect(page.locator('#freight-estimate')).toContainText('全部 1,536.00 元，每车约 768.00 元（按装货重量计费，以实际磅重为准）');

  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/sourceManage/list-supply-the-hall?businessType=2');
  await page
    .getByRole('link', { name: /^查看 / })
    .first()
    .click();
  await expect(page.getByRole('definition').filter({ hasText: /^全部 [\d,]+\.\d{2} 元/ })).toHaveCount(1);
  await expect(page.getByRole('term').filter({ hasText: '预估运费' })).toHaveCount(1);
});

/** The ids of the shipper's taken loads (its 已完成 cargo list). */
async function takenLoadIds(page: Page): Promise<string[]> {
  await signedIn(page, SHIPPER);
  await page.goto('/user/goods-list?status=done');
  const hrefs = await page.getByRole('link', { name: /^详情 HY/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  return hrefs.map((href) => href.match(/id=(\d+)/)![1]);
}

/** Opens the first of the pages that answers: loads published to designated carriers only stay private (404) to others. */
async function openFirstShown(page: Page, paths: string[]): Promise<boolean> {
  for (const path of paths) if ((await page.goto(path))!.status() === 200) return true;
  return false;
}

test('a shared link to a load that was taken says 已成交 and leads to loads of the same route', async ({ page }) => {
  const ids = await takenLoadIds(page);
  expect(
    await openFirstShown(
      page,
      ids.map((id) => `/list-goods/detail/${id}`),
    ),
    'a taken public load of the seed answers its shared link',
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('（已成交）');
  await expect(page.getByText('该货源已成交，已无剩余车辆。')).toBeVisible();
  const similar = page.getByRole('link', { name: /^查看同线路（.+）的其他货源$/ });
  await expect(similar).toHaveAttribute('href', /^\/list-goods\?originProvince=\d{2}&originCity=\d{4}&destProvince=\d{2}&destCity=\d{4}$/);
  await similar.click();
  await expect(page).toHaveURL(/\/list-goods\?originProvince=/);
  await expect(page.getByRole('link', { name: /登录后抢单|登录后报价|登录后联系货主/ })).toHaveCount(0);
});

test('a signed-in carrier opening a taken load sees 已成交 and a link to loads of the same route in the hall', async ({ page }) => {
  const ids = await takenLoadIds(page);
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  expect(
    await openFirstShown(
      page,
      ids.map((id) => `/sourceManage/supplyDetail?id=${id}`),
    ),
    'a taken public load of the seed opens for a carrier',
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('（已成交）');
  await expect(page.getByText('该货源已成交，已无剩余车辆。')).toBeVisible();
  await expect(page.getByRole('form', { name: '抢单' })).toHaveCount(0);
  const similar = page.getByRole('link', { name: /^查看同线路（.+ → .+）的其他货源$/ });
  await expect(similar).toHaveAttribute(
    'href',
    /^\/sourceManage\/list-supply-the-hall\?originProvince=\d{2}&originCity=\d{4}&destProvince=\d{2}&destCity=\d{4}$/,
  );
  const href = (await similar.getAttribute('href'))!;
  await similar.click();
  await expect(page).toHaveURL(href);
  // the hall keeps the route it was given in its filters
  const codes = new URLSearchParams(href.split('?')[1]);
  await expect(page.getByLabel('始发城市')).toHaveValue(codes.get('originCity')!);
  await expect(page.getByLabel('目的城市')).toHaveValue(codes.get('destCity')!);
});

test('收货单位 takes a name not on the platform, and with JS offers registered companies to pick', async ({ page }, testInfo) => {
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  if (testInfo.project.name === 'js') {
    await hydrated(page);
    await page.getByLabel('收货单位（选填）').pressSequentially('鲁中钢材');
    await expect(page.locator('#consignee-options option[value="山东鲁中钢材加工有限公司"]')).toHaveCount(1);
  }
  await page.getByLabel('常用货运线路', { exact: true }).selectOption({ label: '丰南钢厂 → 天津港（热轧卷）' });
  await page.getByRole('button', { name: '按线路填写' }).click();
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('热轧卷板');
  const name = `天津港丰物流园${testInfo.project.name}`;
  await page.getByLabel('收货单位（选填）').fill(name);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/sourceManage\/sourceDetail\?id=\d+/);
  const id = page.url().match(/id=(\d+)/)![1];
  await page.goto(`/sourceManage/release-source?id=${id}`);
  await expect(page.getByLabel('收货单位（选填）')).toHaveValue(name);
});
