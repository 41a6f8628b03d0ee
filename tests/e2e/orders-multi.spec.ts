import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, shownMessage, signedIn } from './fixtures';

// Multi load/unload orders (issue #8), JS off and on. The seed gives 顺达 accepted multi-point
// orders (two mills in Tangshan → two warehouses in Tianjin); each project takes its own order,
// vehicle and driver, so the two never act on the same rows: the carrier saves a route of its own
// (name unique per run), dispatches the order along it (prefilled from the route), the driver sets
// off, loads at both mills and unloads at both warehouses; the order's stops show per-stop weights.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const PER_PROJECT = {
  // Capacity of their own (seed/areas/orders-track): a driver or truck carries one live waybill at a time.
  'no-js': { goods: '镀锌钢卷', plate: '津C70569', driver: '周立强', driverMobile: DEMO_ACCOUNTS.driverZhouLiqiang.mobile },
  js: { goods: '冷轧薄板', plate: '津C70670', driver: '孙国栋', driverMobile: DEMO_ACCOUNTS.driverSunGuodong.mobile },
} as const;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 9)]);
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function pick(page: Page, label: string, text: string) {
  const select = page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await expect(select.locator('option').filter({ hasText: text }).first()).toBeAttached();
  const value = await select.locator('option').filter({ hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

/** A stop's province, then its city once the city list has followed (a server round trip either way). */
async function region(page: Page, stop: number, province: string, city: string, js: boolean) {
  await pick(page, `站点${stop} 省份`, province);
  if (!js)
    await page
      .getByRole('group', { name: `站点${stop}` })
      .getByRole('button', { name: '更新城市' })
      .click();
  await pick(page, `站点${stop} 城市`, city);
}

test('a multi-stop order dispatched along a saved route; the driver loads at two stops and unloads at two', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const mine = PER_PROJECT[js ? 'js' : 'no-js'];
  const routeName = `唐山天津${js ? 'J' : 'N'}${Date.now() % 100000}`;

  // ---- carrier: a route of three stops (two loads in Tangshan, one unload in Tianjin)
  await signedIn(page, CARRIER);
  await page.goto('/user/myRoute');
  await page.getByRole('link', { name: '新增线路' }).click();
  await page.getByRole('button', { name: '添加站点' }).click();
  await expect(page.getByRole('group', { name: '站点3' })).toBeVisible();
  // Bad input changes nothing and is told at the field.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请填写路线名称')).toBeVisible();

  await region(page, 1, '河北省', '唐山市', js);
  await region(page, 2, '河北省', '唐山市', js);
  await region(page, 3, '天津市', '天津市', js);
  await page.getByLabel('路线名称').fill(routeName);
  await pick(page, '站点2 类型', '装货');
  await pick(page, '站点3 类型', '卸货');
  await page.getByLabel('站点1 详细地址').fill('丰润区钢城路18号');
  await page.getByLabel('站点2 详细地址').fill('迁安市滨河东路66号');
  await page.getByLabel('站点3 详细地址').fill('滨海新区渤海十路');
  await page.getByLabel('站点1 常用计划重量（吨）').fill('16');
  await page.getByLabel('站点2 常用计划重量（吨）').fill('14');
  await page.getByLabel('站点3 常用计划重量（吨）').fill('30');
  await pick(page, '默认车辆', mine.plate);
  await pick(page, '默认司机', mine.driver);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(flash(page, '路线已保存')).toBeVisible();

  // The list finds it by URL filters (name, a city passed through).
  await page.goto(`/user/myRoute?name=${encodeURIComponent(routeName)}&place=${encodeURIComponent('唐山')}`);
  const row = page.getByRole('row').filter({ hasText: routeName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('装货·唐山市 → 装货·唐山市 → 卸货·天津市');
  await page.goto(`/user/myRoute?name=${encodeURIComponent(routeName)}&place=${encodeURIComponent('济南')}`);
  await expect(page.getByRole('row').filter({ hasText: routeName })).toHaveCount(0);

  // ---- dispatch by the route: the order of this project, prefilled
  await page.goto(`/user/myRoute?name=${encodeURIComponent(routeName)}`);
  await page.getByRole('link', { name: `按此路线派车 ${routeName}` }).click();
  await page
    .getByRole('link', { name: new RegExp(`^派车 DD\\d+ ${mine.goods}$`) })
    .first()
    .click();
  const form = page.getByRole('form', { name: '多装多卸派车' });
  await expect(form.getByLabel('第1站装货 计划重量（吨）')).toHaveValue('16');
  await expect(form.getByLabel('第2站装货 计划重量（吨）')).toHaveValue('14');
  await expect(form.getByLabel('第3站卸货 计划重量（吨）')).toHaveValue('30');
  await expect(form.getByLabel('第4站卸货 计划重量（吨）')).toHaveValue('');
  await expect(form.getByLabel('车辆')).toHaveValue(/\d+/);
  // Unbalanced: refused, nothing made.
  await form.getByLabel('第3站卸货 计划重量（吨）').fill('25');
  await form.getByRole('button', { name: '确认派车' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '多装多卸派车' }), '装货计划合计30吨与卸货计划合计25吨不一致')).toBeVisible();
  await page.getByLabel('第3站卸货 计划重量（吨）').fill('20');
  await page.getByLabel('第4站卸货 计划重量（吨）').fill('10');
  await page.getByRole('form', { name: '多装多卸派车' }).getByRole('button', { name: '确认派车' }).click();
  const done = flash(page, '派车成功');
  await expect(done).toBeVisible({ timeout: 15_000 });
  const waybillNo = (await done.textContent())!.match(/PC\d{14}/)![0];
  await expect(page).toHaveURL(/\/user\/multiLoadOrderDetail\?orderId=\d+$/);
  const detailUrl = page.url();
  const stops = page.getByRole('table', { name: '订单的装卸站点' });
  await expect(stops.getByRole('row').nth(1)).toContainText('16 吨');
  await expect(stops.getByRole('row').nth(4)).toContainText('10 吨');
  const waybillHref = await page.getByRole('link', { name: waybillNo }).first().getAttribute('href');
  const waybillId = waybillHref!.match(/id=(\d+)/)![1];

  // ---- driver: set off, then record the stops in order
  await signedIn(page, mine.driverMobile);
  await page.goto(`/logistics/sendCardetail?id=${waybillId}`);
  await page.getByRole('form', { name: '发车' }).getByRole('button', { name: '发车' }).click();
  await expect(flash(page, '已发车')).toBeVisible();
  await expect(page.getByRole('form', { name: '装货' })).toHaveCount(0);
  await page.getByRole('link', { name: '订单站点' }).click();
  await expect(page).toHaveURL(detailUrl);

  const record = async (stop: RegExp, weight: string) => {
    const f = page.getByRole('form', { name: stop });
    await f.getByLabel('登记重量（吨）').fill(weight);
    await f.getByLabel('登记磅单照片').setInputFiles({ name: '磅单.png', mimeType: 'image/png', buffer: PNG });
    await f.getByRole('button', { name: '确认登记' }).click();
    await expect(flash(page, '站点已登记')).toBeVisible();
  };
  // Without the slip the weight is not taken.
  const first = page.getByRole('form', { name: /^登记 第1站装货/ });
  await first.getByLabel('登记重量（吨）').fill('16.02');
  await first.getByRole('button', { name: '确认登记' }).click();
  await expect(shownMessage(page, '请上传磅单照片')).toBeVisible();
  await record(/^登记 第1站装货/, '16.02');
  await record(/^登记 第2站装货/, '13.98');
  await record(/^登记 第3站卸货/, '19.95');
  await record(/^登记 第4站卸货/, '9.99');
  await expect(page.getByRole('form', { name: /^登记 / })).toHaveCount(0);

  // ---- the order shows per-stop planned vs recorded weights; the waybill is unloaded
  const table = page.getByRole('table', { name: '订单的装卸站点' });
  await expect(table.getByRole('row').nth(1)).toContainText('16.02 吨');
  await expect(table.getByRole('row').nth(2)).toContainText('13.98 吨');
  await expect(table.getByRole('row').nth(3)).toContainText('19.95 吨');
  await expect(table.getByRole('row').nth(4)).toContainText('9.99 吨');
  await expect(page.getByRole('region', { name: `派车单 ${waybillNo} 的站点` })).toContainText('已卸货');
  await page.goto(`/logistics/sendCardetail?id=${waybillId}`);
  await expect(page.getByRole('heading', { name: new RegExp(waybillNo) })).toContainText('已卸货');
  await expect(page.getByText('30 吨').first()).toBeVisible();

  // ---- the carrier edits the route, then deletes it (soft): the list no longer shows it
  await signedIn(page, CARRIER);
  await page.goto(`/user/myRoute?name=${encodeURIComponent(routeName)}`);
  await page.getByRole('link', { name: `编辑 ${routeName}` }).click();
  await expect(page.getByLabel('站点2 详细地址')).toHaveValue('迁安市滨河东路66号');
  await page.getByLabel('备注').fill('每周二、五发车');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(flash(page, '路线已保存')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: routeName })).toContainText('每周二、五发车');
  await page.getByRole('link', { name: `编辑 ${routeName}` }).click();
  await page.getByRole('form', { name: '删除线路' }).getByRole('button', { name: '删除线路' }).click();
  await expect(flash(page, '路线已删除')).toBeVisible();
  await page.goto(`/user/myRoute?name=${encodeURIComponent(routeName)}`);
  await expect(page.getByRole('row').filter({ hasText: routeName })).toHaveCount(0);
});
