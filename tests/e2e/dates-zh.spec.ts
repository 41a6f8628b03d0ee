import { DEMO_ACCOUNTS, expect, hydrated, test, signedIn } from './fixtures';

// Dates the way Chinese users read them (issue 42): a list's date filter is the native input
// without JS, and with JS Mantine's picker in Chinese (年/月/日, weeks from Monday), loaded only
// on screens with such fields; both submit YYYY-MM-DD, and the list filters by it.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

/** The China date today, YYYY-MM-DD. */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('a list filters by a date chosen in the picker (JS) or typed in the native input (no JS)', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  await signedIn(page, SHIPPER);
  await page.goto('/shipper/orderList');
  const filters = page.getByRole('form', { name: '筛选订单' });
  const first = `${chinaToday().slice(0, 7)}-01`;
  if (js) {
    await hydrated(page);
    const picker = filters.getByRole('button', { name: '开始日期', exact: true });
    await picker.click();
    // Weeks start on Monday and the days are named in Chinese.
    await expect(page.locator('[class*="weekdaysRow"]').first()).toHaveText('一二三四五六日');
    await page.getByRole('button', { name: `${first.slice(0, 4)}年${Number(first.slice(5, 7))}月1日`, exact: true }).click();
    await expect(picker).toHaveText(`${first.slice(0, 4)}年${first.slice(5, 7)}月01日`);
  } else {
    await filters.getByLabel('开始日期').fill(first);
  }
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${first}`));
  const times = await page
    .getByRole('row')
    .locator('td')
    .filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
    .allTextContents();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time.slice(0, 10) >= first, `${time} is on or after ${first}`).toBe(true);
});

test('a load window chosen in the date-time picker (JS) or typed in the native input (no JS) is saved with the cargo', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  // tomorrow (China time): always shown in this month's six weeks, and never before today
  const day = new Date(Date.now() + 8 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-');
  if (js) await hydrated(page);
  // the frequent route fills the goods, weight, price and both points a draft needs
  await page.getByLabel('常用货运线路', { exact: true }).selectOption({ label: '丰南钢厂 → 天津港（热轧卷）' });
  await page.getByRole('button', { name: '按线路填写' }).click();
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('热轧卷板');
  if (js) {
    const picker = page.getByRole('button', { name: '装货地1 时间从', exact: true });
    await picker.click();
    await page.getByRole('button', { name: `${y}年${Number(m)}月${Number(d)}日`, exact: true }).click();
    await page.getByLabel('装货地1 时间从 时', { exact: true }).fill('08');
    await page.getByLabel('装货地1 时间从 分', { exact: true }).fill('30');
    await page.getByRole('button', { name: '确定装货地1 时间从' }).click();
    await expect(picker).toHaveText(`${y}年${m}月${d}日 08:30`);
  } else {
    await page.getByLabel('装货地1 时间从').fill(`${day}T08:30`);
  }
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '货源已保存为草稿' })).toBeVisible();
  await expect(page).toHaveURL(/\/sourceManage\/sourceDetail\?id=\d+/);
  await expect(page.getByRole('cell', { name: new RegExp(`^${m}-${d} 08:30 至`) })).toBeVisible();
});
