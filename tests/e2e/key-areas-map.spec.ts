import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { DEMO_ACCOUNTS, expect, hydrated, signedIn, test } from './fixtures';
import { expectAccessible } from './accessible';

// Key areas and their alarms on the map kit's server-drawn map (issue 47), JS off and on, on the
// seeded demo (seed step key-areas-v1): the steel shipper's 唐钢厂区装货点 circle and the alarms its
// 唐山 → 天津 trip raised there. Each area and alarm is a link on the map (an SVG <a>), beside the
// table of the same facts; with JS a click on the map's empty part chooses a new circle's centre.
// Read-only but for the JS project's new area, named per run, so a retry meets nothing it left.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const WORKS = '唐钢厂区装货点';

test('the areas’ map: each area drawn and a link to its form, beside the table', async ({ page }, info) => {
  await signedIn(page, SHIPPER);
  await page.goto(`/my-center/areaManage?name=${encodeURIComponent(WORKS)}`);
  const map = page.getByRole('group', { name: '重点区域地图，本页1个区域' });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-extent', 'fit');
  // the circle, drawn as a path, inside a link named by the area
  const link = map.getByRole('link', { name: `${WORKS}（装货地）` });
  await expect(link.locator('path[data-layer="circle"]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: '重点区域列表' }).locator('tbody tr').filter({ hasText: WORKS })).toContainText('半径 8000 米');
  await expectAccessible(page, info.project.name === 'js');
  if (info.project.name === 'js') await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(/[?&]edit=\d+/);
  const form = page.getByRole('form', { name: '编辑重点区域' });
  await expect(form.getByLabel('区域名称')).toHaveValue(WORKS);
  await expect(form.getByLabel('中心点经度')).toHaveValue('118.17');
  // with JS the link is followed without reloading the page
  if (info.project.name === 'js') expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the alarms’ map: each alarm where it was raised, a link to its waybill’s track', async ({ page }, info) => {
  await signedIn(page, SHIPPER);
  await page.goto('/my-center/areaAlertManage');
  await page.getByLabel('重点区域').selectOption({ label: `${WORKS}（装货地）` });
  await page.getByLabel('报警类型').selectOption({ label: '停留超时' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/alarmType=3/);
  const rows = page.getByRole('table', { name: '区域告警列表' }).locator('tbody tr');
  // with JS the URL changes before the filtered rows render: the one row is the stay alarm's
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('停留超时');
  const waybillNo = (await rows.first().innerText()).match(/PC\d+/)![0];
  const map = page.getByRole('group', { name: '区域告警位置图，本页1条告警' });
  await expect(map).toBeVisible();
  const alarm = map.getByRole('link', { name: new RegExp(`^停留超时：${WORKS}，`) });
  await expect(alarm).toHaveCount(1);
  await expect(alarm.locator('circle')).toHaveCount(1);
  await expectAccessible(page, info.project.name === 'js');
  await alarm.click();
  await expect(page).toHaveURL(/\/shipper\/dispatch\/track\?waybillId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(waybillNo);
  // the track shows the alarm where it was raised (a red dot, 报警位置 in the legend) and in its timeline
  await expect(page.locator('li.track-event').filter({ hasText: `区域告警：停留超时（${WORKS}）` })).toHaveCount(1);
  const dots = await page.locator('svg[data-extent] g > title').allTextContents();
  expect(dots.filter((title) => title.startsWith(`区域告警：停留超时（${WORKS}）`))).toHaveLength(1);
  await expect(page.locator('.map-kit-legend li').filter({ hasText: '报警位置' })).toHaveCount(1);
});

test('with JS a click on the map chooses the new circle’s centre; without, the coordinates are typed', async ({ page }, info) => {
  await signedIn(page, SHIPPER);
  await page.goto(`/my-center/areaManage?name=${encodeURIComponent(WORKS)}&edit=new`);
  const form = page.getByRole('form', { name: '新增重点区域' });
  await expect(form).toBeVisible();
  const map = page.getByRole('group', { name: '重点区域地图，本页1个区域' });
  if (info.project.name !== 'js') {
    // no JS: nothing to pick with; the form takes typed coordinates (key-areas.spec saves one)
    await expect(page.locator('svg[data-pick]')).toHaveCount(0);
    await expect(form.getByLabel('中心点经度')).toHaveValue('');
    return;
  }
  await hydrated(page);
  // The fitted view is centred on the circle (118.17, 39.64): its top-left corner lies outside the
  // circle, north-west of the centre.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.08, y: box.height * 0.1 } });
  await expect(page.getByRole('status').filter({ hasText: '已在地图上选择' })).toBeVisible();
  const lng = Number(await form.getByLabel('中心点经度').inputValue());
  const lat = Number(await form.getByLabel('中心点纬度').inputValue());
  expect(lng).toBeGreaterThan(117.9);
  expect(lng).toBeLessThan(118.17);
  expect(lat).toBeGreaterThan(39.64);
  expect(lat).toBeLessThan(39.85);
  // a polygon takes each click as its next vertex, one "经度,纬度" line each; the centre stays
  await form.getByLabel('区域形状').selectOption('polygon');
  await map.click({ position: { x: box.width * 0.9, y: box.height * 0.1 } });
  await map.click({ position: { x: box.width * 0.9, y: box.height * 0.9 } });
  await expect(form.getByLabel(/^顶点/)).toHaveValue(/^1\d\d\.\d{5},3\d\.\d{5}\n1\d\d\.\d{5},3\d\.\d{5}$/);
  await expect(form.getByLabel('中心点经度')).toHaveValue(lng.toFixed(5));
  await form.getByLabel('区域形状').selectOption('circle');
  // and it saves as a typed centre does
  const name = `地图选点-${Date.now() % 1_000_000}`;
  await form.getByLabel('区域名称').fill(name);
  await form.getByLabel('区域类型').selectOption({ label: '装货地' });
  await form.getByLabel('半径（米）').fill('500');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '重点区域已添加' })).toBeVisible();
  await page.goto(`/my-center/areaManage?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('table', { name: '重点区域列表' }).locator('tbody tr').filter({ hasText: name })).toContainText(
    `中心 ${lng.toFixed(5)}, ${lat.toFixed(5)}，半径 500 米`,
  );
});

test('the maps’ pages are valid HTML (links and shapes inside the SVG included)', async ({ page }, info) => {
  test.skip(info.project.name !== 'no-js', 'the server sends the same markup to both projects');
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  await signedIn(page, SHIPPER);
  for (const target of [`/my-center/areaManage?edit=new`, '/my-center/areaAlertManage', '/cockpit/online']) {
    const response = await page.goto(target);
    const report = await validator.validateString(await response!.text(), path.resolve('page.html'));
    expect.soft(report.valid, `${target}:\n${report.valid ? '' : formatterFactory('text')(report.results)}`).toBe(true);
  }
});
