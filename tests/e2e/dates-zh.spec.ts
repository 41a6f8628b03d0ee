import { makeIdCard } from '../../platform/seed/factories';
import { pickDate, pickDateTime } from './date-helpers';
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

test('the order deadline (截止时间) is the Chinese date-time picker with JS and the native input without; it is saved', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  await signedIn(page, SHIPPER);
  await page.goto('/sourceManage/release-source');
  if (js) await hydrated(page);
  await page.getByLabel('常用货运线路', { exact: true }).selectOption({ label: '丰南钢厂 → 天津港（热轧卷）' });
  await page.getByRole('button', { name: '按线路填写' }).click();
  await expect(page.getByRole('textbox', { name: '货物名称', exact: true })).toHaveValue('热轧卷板');
  // without JS a plain date-time input; with JS the picker's button under the same label
  if (js) await expect(page.getByRole('button', { name: '截止时间', exact: true })).toBeVisible();
  else await expect(page.getByLabel('截止时间')).toHaveAttribute('type', 'datetime-local');
  // three days ahead (China time), at 16:45
  const day = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await pickDateTime(page, js, '截止时间', `${day}T16:45`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '货源已保存为草稿' })).toBeVisible();
  await expect(page).toHaveURL(/\/sourceManage\/sourceDetail\?id=\d+/);
  await expect(page.locator('dt', { hasText: /^截止时间$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${day} 16:45`);
});

test('the affiliation agreement expiry (挂靠协议到期日) is the Chinese date picker with JS and the native input without; it is saved', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === 'js';
  const tag = `${js ? 'PJ' : 'PN'}${Math.random().toString(36).slice(2, 6)}`;
  const idCard = makeIdCard('120101', js ? '19830303' : '19840404', String(100 + Math.floor(Math.random() * 800)));
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/logistics/bindingOwner');
  await page.getByRole('link', { name: '新增车主' }).click();
  if (js) await hydrated(page);
  if (js) await expect(page.getByRole('button', { name: '挂靠协议到期日', exact: true })).toBeVisible();
  else await expect(page.getByLabel('挂靠协议到期日')).toHaveAttribute('type', 'date');
  await page.getByLabel('车主姓名或企业名称').fill(`钱车主${tag}`);
  await page.getByLabel('身份证号或统一社会信用代码').fill(idCard);
  await page.getByLabel('车主手机号').fill('13712340013');
  await page.getByLabel('挂靠协议编号').fill(`GK-${tag}`);
  await pickDate(page, js, '挂靠协议到期日', '2027-03-15');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('车主已添加')).toBeVisible();
  await page.goto(`/logistics/bindingOwner?keyword=${encodeURIComponent(`钱车主${tag}`)}`);
  await expect(page.getByRole('row', { name: new RegExp(`钱车主${tag}`) })).toContainText(`GK-${tag}（至2027-03-15）`);
});
