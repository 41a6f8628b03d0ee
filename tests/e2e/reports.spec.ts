import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, platformData, platformToken, signedIn, test, tokenHeaders } from './fixtures';
import { expectAccessible } from './accessible';

// Issue 48, the reports, JS off and on: a line report filtered by its URL shows the platform's rows
// and totals, with its chart drawn on the server, and its export holds exactly the rows on the
// screen; a second company sees none of those figures; operations build a DIY report over the
// catalogue and enable it, and a shipper runs it over its own waybills and exports it.

const API = '/api-platform/api';
const STEEL = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const FENHE = DEMO_ACCOUNTS.fenheShipper.mobile; // a second shipper company
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

type LineRow = { originCity: string; destCity: string; waybills: number };
type LinePage = { records: LineRow[]; total: number; totals: { waybills: number } };

const chinaDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { from: chinaDay(-300), to: chinaDay(0) };

async function platformCall<T>(request: APIRequestContext, mobile: string, path: string, body: unknown): Promise<T> {
  const token = await platformToken(request, mobile);
  return platformData<T>(await request.post(`${API}${path}`, { headers: tokenHeaders(token), data: body }));
}

async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
async function bodyRows(page: Page, name: string): Promise<string[][]> {
  return table(page, name)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
}

/** The steel shipper's busiest line of the period, which 汾河 never ships on. */
async function steelOnlyLine(request: APIRequestContext): Promise<LineRow> {
  const steel = await platformCall<LinePage>(request, STEEL, '/report/line/summary', { ...PERIOD, pageSize: 100 });
  const fenhe = await platformCall<LinePage>(request, FENHE, '/report/line/summary', { ...PERIOD, pageSize: 100 });
  const theirs = new Set(fenhe.records.map((r) => `${r.originCity}-${r.destCity}`));
  const line = steel.records.find((r) => !theirs.has(`${r.originCity}-${r.destCity}`));
  expect(line, 'the seed has a line only the steel shipper ships on').toBeDefined();
  return line!;
}

test('a line report filtered by its URL shows the platform’s rows and totals and a chart; its export holds the same rows', async ({ page, request }, info) => {
  const line = await steelOnlyLine(request);
  await signedIn(page, STEEL);
  const query = new URLSearchParams({ ...PERIOD, originCity: line.originCity, destCity: line.destCity });
  const response = await page.goto(`/line-shipping-summary?${query}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/线路发运汇总/);
  const shown = await bodyRows(page, '线路发运汇总列表');
  expect(shown).toHaveLength(1);
  expect(shown[0][2]).toBe(String(line.waybills));
  await expect(table(page, '线路发运汇总列表').locator('tfoot [data-total="waybills"]')).toHaveText(String(line.waybills));
  await expect(page.locator('figure.chart-figure svg')).toHaveCount(1);
  await expectAccessible(page, info.project.name === 'js');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toEqual(['线路', '运距', '派车单数', '装货重量', '卸货重量', '装卸损耗', '运费', '周转量', '吨公里均价']);
  expect(rows.slice(1)).toEqual(shown);

  // the details of the same line: one row per day, carrier and goods, adding up to the same total
  await page.goto(`/line-shipping-details?${query}`);
  await expect(table(page, '线路发运明细列表').locator('tfoot [data-total="waybills"]')).toHaveText(String(line.waybills));
  const details = await bodyRows(page, '线路发运明细列表');
  expect(details.reduce((sum, r) => sum + Number(r[5]), 0)).toBe(line.waybills);

  // a bad day in the URL: its message at the field, not an error page
  const bad = await page.goto('/line-shipping-summary?from=2026-02-30');
  expect(bad?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: '日期格式应为 YYYY-MM-DD' })).toBeVisible();
});

test('a second company sees none of the steel shipper’s line figures', async ({ page, request }) => {
  const line = await steelOnlyLine(request);
  await signedIn(page, FENHE);
  await page.goto(`/line-shipping-summary?${new URLSearchParams({ ...PERIOD, originCity: line.originCity, destCity: line.destCity })}`);
  await expect(table(page, '线路发运汇总列表').locator('tbody')).toHaveText('暂无发运数据');
  await expect(table(page, '线路发运汇总列表').locator('tfoot [data-total="waybills"]')).toHaveText('0');
  await expect(page.locator('figure.chart-figure')).toHaveCount(0);
});

test('operations build a DIY report and enable it; a shipper runs it over its own waybills and exports it', async ({ page, request }, info) => {
  const name = `发运报表-${info.project.name}-${info.retry}-${Date.now() % 100_000}`;
  await signedIn(page, OPERATOR);
  await page.goto('/report/diy/edit');
  await expect(page.getByRole('heading', { name: '新建自定义报表' })).toBeVisible();
  // nothing chosen: the message at the field, nothing saved
  await page.getByLabel('报表名称').fill(name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请至少选择一个显示字段').first()).toBeVisible();
  const shownFields = page.getByRole('group', { name: '显示字段（至少一个）' });
  for (const field of ['派车单号', '货物名称', '装货重量']) await shownFields.getByLabel(field, { exact: true }).check();
  await page.getByRole('group', { name: '查询字段' }).getByLabel('派车单号', { exact: true }).check();
  await page.getByLabel('报表名称').fill(name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/report\/diy$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('停用');
  await row.getByRole('button', { name: `启用 ${name}` }).click();
  // enabled once the row offers 停用 (its text always holds 启用, the button's own word)
  await expect(row.getByRole('button', { name: `停用 ${name}` })).toBeVisible();
  await expect(row.locator('.cap-status')).toHaveText('启用');

  // the shipper: the report is in its list; a run shows its own waybills only
  await page.context().clearCookies();
  await signedIn(page, STEEL);
  await page.goto('/report/list');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const resultTable = `${name}结果`;
  await expect(table(page, resultTable).locator('thead th')).toHaveText(['派车单号', '货物名称', '装货重量']);
  const waybills = await platformCall<{ records: { waybillNo: string }[] }>(request, STEEL, '/dispatchOrder/pagination', { pageNumber: 1, pageSize: 1 });
  const waybillNo = waybills.records[0].waybillNo;
  await page.getByLabel('派车单号').fill(waybillNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`waybillNo=${waybillNo}`));
  const shown = await bodyRows(page, resultTable);
  expect(shown.map((r) => r[0])).toEqual([waybillNo]);
  await expectAccessible(page, info.project.name === 'js');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出' }).click()]);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toEqual(['派车单号', '货物名称', '装货重量']);
  expect(rows.slice(1)).toEqual(shown);

  // a second company running the same report with the steel shipper's waybill number finds nothing
  await page.context().clearCookies();
  await signedIn(page, FENHE);
  await page.goto(`${new URL(page.url()).pathname}?waybillNo=${waybillNo}`);
  await expect(table(page, resultTable).locator('tbody')).toHaveText('暂无数据');
});

test('operations read the dispatch-order reports as tabs with URL filters and export one', async ({ page, request }, info) => {
  const price = await platformCall<{ records: { waybillNo: string }[]; total: number }>(request, OPERATOR, '/dispatchOrder/priceReport', { pageSize: 1 });
  expect(price.total).toBeGreaterThan(0);
  const waybillNo = price.records[0].waybillNo;
  await signedIn(page, OPERATOR);
  await page.goto('/report/dispatch');
  await page.getByRole('navigation', { name: '报表' }).getByRole('link', { name: '运价' }).click();
  await expect(page).toHaveURL(/tab=price/);
  await page.getByLabel('派车单号').fill(waybillNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=price.*waybillNo=${waybillNo}`));
  const shown = await bodyRows(page, '运价派车单');
  expect(shown.map((r) => r[0])).toEqual([waybillNo]);
  await expectAccessible(page, info.project.name === 'js');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出' }).click()]);
  const rows = await sheetRows(await download.path());
  expect(rows[0][10]).toBe('运价（元/吨）与订单单价');
  expect(rows.slice(1)).toEqual(shown);
});
