// Public reputation pages: carriers' credit from shippers' ratings and handled complaints, with
// their filters in the URL, reachable from the footer, anonymised.
import { expect, test } from './fixtures';

test('credit evaluation ranks rated carriers and keeps its filters in the URL', async ({ page, browser }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: '信用评价' }).click();
  await expect(page).toHaveURL(/\/creditEvaluation$/);
  await expect(page).toHaveTitle(/^信用评价 - /);
  const table = page.getByRole('table', { name: '承运人信用' });
  // Other tests rate carriers as they run: assert what they cannot change.
  const carrier = table.getByRole('row').filter({ hasText: '天津顺达' });
  await expect(carrier.getByRole('img', { name: /^\d\.\d 分$/ })).toBeVisible();
  await expect(carrier.getByRole('link', { name: /天津顺达/ })).toHaveAttribute('href', /\/companyInfo\/\d+$/);
  // Shippers' names are masked in the comments.
  await expect(carrier).toContainText('**');
  const individual = table.getByRole('row').filter({ hasText: '个人承运人' });
  await expect(individual).toContainText('赵**');
  await expect(individual).toContainText('5.0');

  await page.getByLabel('平均评分').selectOption('4.5');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/minScore=4\.5/);
  await expect(table.getByRole('row').filter({ hasText: '赵**' })).toBeVisible();
  const scores = await table.getByRole('img', { name: /分$/ }).evaluateAll((els) => els.map((e) => parseFloat(e.getAttribute('aria-label') ?? '0')));
  expect(scores.length).toBeGreaterThan(0);
  expect(scores.every((s) => s >= 4.5)).toBe(true);

  // The same URL in a fresh browser shows the same rows.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('table', { name: '承运人信用' }).getByRole('row')).toHaveCount(await table.getByRole('row').count());
  await other.close();

  const bad = await page.goto('/creditEvaluation?minScore=9');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('评分筛选不正确');
});

test('historical complaints list handled cases only, anonymised, filtered by type', async ({ page }) => {
  await page.goto('/historicalComplaints');
  await expect(page).toHaveTitle(/^历史投诉 - /);
  const list = page.getByRole('list', { name: '已处理的投诉' });
  await expect(list).toContainText('承运商已按货值赔付');
  await expect(list).not.toContainText('额外支付装卸费'); // still pending: not public
  await expect(list).toContainText('139****5678');
  await expect(list).not.toContainText('13912345678');
  await expect(list.getByRole('listitem').first()).toContainText(/派车单 \w{6}\*{4}\w{4}/);

  await page.getByLabel('投诉类型').selectOption({ label: '货损' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/type=3/);
  await expect(list).toContainText('承运商已按货值赔付');
  await expect(list).not.toContainText('京港澳高速');
  for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText('货损');

  await page.goto('/historicalComplaints?keyword=%E9%87%8D%E6%96%B0%E5%8F%91%E8%B4%A7');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('拒收');
});
