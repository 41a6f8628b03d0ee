import type { Page } from '@playwright/test';
import { axeViolations, violationLines } from './accessible';
import { DEMO_ACCOUNTS, captchaAnswer, createUser, expect, hydrated, loginAs, refusePageScripts, shownMessage, signedIn, test } from './fixtures';

// The logs (issue 44): a failed sign-in and a saved contact of a fresh shipper show in the login
// and operation logs that operations read, the contact's mobile masked; the filters are GET forms,
// so the URL carries them. Both projects (no-js and js); each test has a shipper of its own.

const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

/** The log is written in batches about a second after the call: reopen the filtered list until the row is there. */
async function untilListed(page: Page, url: string, row: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('row').filter({ hasText: row }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test('a failed sign-in and a saved contact appear in the logs, the mobile masked, the filters in the URL', async ({ page }) => {
  const shipper = await createUser(page.request, 'individual_shipper');

  // A wrong password on the login form.
  await page.goto('/login');
  await page.getByLabel('手机号').fill(shipper.mobile);
  await page.getByLabel('密码', { exact: true }).fill('Wrong0000x');
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(shownMessage(page, '账号或密码错误')).toBeVisible();

  // Then the right one, and a contact saved with a mobile.
  await loginAs(page, shipper.mobile, shipper.password);
  const contactPhone = `139${randomDigits(8)}`;
  await page.goto('/my-center/oftenContacts');
  const add = page.getByRole('form', { name: '新增常用联系人' });
  await add.getByLabel('联系人').fill('日志测试');
  await add.getByLabel('联系电话').fill(contactPhone);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  await signedIn(page, OPERATOR);

  // The login log, filtered through its form: the URL carries the filters.
  await page.goto('/logs/loginLogs');
  await expect(page.getByRole('heading', { name: '登录日志' })).toBeVisible();
  const loginFilters = page.getByRole('form', { name: '筛选登录日志' });
  await loginFilters.getByLabel('账号').fill(shipper.mobile);
  await loginFilters.getByLabel('结果').selectOption('failure');
  await loginFilters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`/logs/loginLogs\\?account=${shipper.mobile}&result=failure`));
  await untilListed(page, page.url(), '账号或密码错误');
  const failed = page.getByRole('row').filter({ hasText: shipper.mobile });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('密码登录');
  await expect(failed).toContainText('失败');

  // The operation log: the save, by the shipper, with the contact's mobile masked.
  await page.goto('/logs/operationLogs');
  const operationFilters = page.getByRole('form', { name: '筛选操作日志' });
  await operationFilters.getByLabel('操作人').fill(shipper.mobile);
  await operationFilters.getByLabel('操作', { exact: true }).fill('新增常用信息');
  await operationFilters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`/logs/operationLogs\\?user=${shipper.mobile}&action=`));
  const masked = `${contactPhone.slice(0, 3)}****${contactPhone.slice(-4)}`;
  await untilListed(page, page.url(), masked);
  const saved = page.getByRole('row').filter({ hasText: masked });
  await expect(saved).toContainText('新增常用信息');
  await expect(saved).toContainText('成功');
  await expect(page.locator('main')).not.toContainText(contactPhone);

  // The export takes the same filters: a spreadsheet named by content-disposition.
  const exported = await page.request.get(`/resources/logs/export?kind=operation&user=${shipper.mobile}`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toContain('spreadsheetml');
  expect(exported.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('操作日志_')}`);

  // The bookmarked URL reopens the same filtered list; another user's filter finds nothing of it.
  await page.goto(`/logs/operationLogs?user=${DEMO_ACCOUNTS.driver.mobile}&action=${encodeURIComponent('新增常用信息')}`);
  await expect(page.getByRole('row').filter({ hasText: masked })).toHaveCount(0);
});

test('the logs are for operations; a shipper opening one gets the refusal page, and the 补录 log lists only theirs', async ({ page }) => {
  const shipper = await createUser(page.request, 'individual_shipper');
  await loginAs(page, shipper.mobile, shipper.password);
  const refused = await page.goto('/logs/operationLogs');
  expect(refused?.status()).toBe(403);
  await page.goto('/logs/additionalLists');
  await expect(page.getByRole('heading', { name: '补录日志' })).toBeVisible();
  await expect(shownMessage(page, '暂无日志')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '日志类别' })).toHaveCount(0);
});

test.describe('the log screens, as operations', () => {
  // axe runs as a script in the page: in the no-js project the page's own scripts are refused
  // instead, so axe reads the server render a browser without JavaScript shows.
  test.use({ javaScriptEnabled: true });
  test('have no WCAG 2 A/AA violations', async ({ page }, info) => {
    const noJs = info.project.name === 'no-js';
    if (noJs) await refusePageScripts(page);
    await signedIn(page, OPERATOR);
    for (const path of ['/logs/operationLogs', '/logs/loginLogs', '/logs/interfaceLogs', '/logs/additionalLists']) {
      await page.goto(path);
      if (!noJs) await hydrated(page);
      expect(violationLines(await axeViolations(page)), path).toEqual([]);
    }
  });
});
