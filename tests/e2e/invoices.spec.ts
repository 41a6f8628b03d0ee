import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { createUser, expect, loginAs, logout, shownMessage, test } from './fixtures';

/**
 * axe (WCAG 2 A/AA) finds no violation in the screen's own content (the main region). axe runs as a
 * script in the page, which a page with JavaScript off cannot run: the no-js project skips it (the
 * markup is the same server render).
 */
async function expectScreenAccessible(page: Page) {
  await expectAccessible(page, test.info().project.name === 'js', 'main');
}

// Invoices (issue 45). Each test works on an account of its own, so the no-js and js projects never
// share invoice details.

test('invoice details: a taxpayer number failing GB 32100 is refused at its field, a good one is saved and shown again, to its own account only', async ({
  page,
}) => {
  const shipper = await createUser(page.request, 'enterprise_shipper');
  await loginAs(page, shipper.mobile, shipper.password);
  await page.goto('/my-center/editInvoice');
  await expect(page.getByRole('heading', { name: '开票信息', level: 1 })).toBeVisible();
  await expect(shownMessage(page, '尚未填写开票信息。')).toBeVisible();

  await page.getByLabel('发票抬头').fill('唐山新开钢铁贸易有限公司');
  // check character 7 where GB 32100 gives 6
  await page.getByLabel('纳税人识别号（统一社会信用代码）').fill('91130200MA0A1B2C37');
  await page.getByLabel('银行账号').fill('0403 0201 0900 1234 567');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(shownMessage(page, '请输入正确的统一社会信用代码')).toBeVisible();
  await expect(page.getByLabel('纳税人识别号（统一社会信用代码）')).toHaveAttribute('aria-invalid', 'true');
  await expectScreenAccessible(page);

  await page.getByLabel('纳税人识别号（统一社会信用代码）').fill('91130200ma0a1b2c36');
  await page.getByLabel('注册电话').fill('0315-2345678');
  await page.getByLabel('收件人', { exact: true }).fill('王会计');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '开票信息已保存' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('发票抬头')).toHaveValue('唐山新开钢铁贸易有限公司');
  // stored normalised: upper case, the account's spaces dropped
  await expect(page.getByLabel('纳税人识别号（统一社会信用代码）')).toHaveValue('91130200MA0A1B2C36');
  await expect(page.getByLabel('银行账号')).toHaveValue('0403020109001234567');
  await expect(page.getByLabel('收件人', { exact: true })).toHaveValue('王会计');
  await expect(shownMessage(page, '尚未填写开票信息。')).toHaveCount(0);

  // another company's account opens its own, empty form: nothing of the first one shows
  const other = await createUser(page.request, 'enterprise_shipper');
  await logout(page);
  await loginAs(page, other.mobile, other.password);
  await page.goto('/my-center/editInvoice');
  await expect(shownMessage(page, '尚未填写开票信息。')).toBeVisible();
  await expect(page.getByLabel('发票抬头')).toHaveValue('');
  await expect(page.getByText('唐山新开钢铁贸易有限公司')).toHaveCount(0);
});
