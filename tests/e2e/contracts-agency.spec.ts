import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { withoutLiveAgencyAgreement } from './contract-helpers';
import { DEMO_ACCOUNTS, expect, shownMessage, signedIn, test } from './fixtures';

// The 代开 agreement as an e-contract (decision 037), JS off and on: a driver (one per project)
// reads the agreement on /user/ticketManage, has it made, signs it with his login password on its
// contract page, finds it among his contracts (合同协议 in his menu) and on the ticket screen as
// signed, downloads the sealed PDF and the public page verifies it by its number.
//
// Retry-safe: whatever 代开 agreement an earlier attempt left live is voided by operations first.

const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a driver signs the 代开 agreement as an e-contract and sees it among his contracts', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const driver = js ? DEMO_ACCOUNTS.driverYuanZhenghua : DEMO_ACCOUNTS.driverCaoLijun;
  await withoutLiveAgencyAgreement(page, driver.mobile);

  // 1. The agreement's text and the form that has it made
  await signedIn(page, driver.mobile);
  await page.goto('/user/ticketManage?tab=agreement');
  await expect(page.getByRole('heading', { name: '代开发票委托协议', exact: true })).toBeVisible();
  await expect(page.getByText(/^一、委托方（个人承运人或司机）委托平台运营方/)).toBeVisible();
  await expectAccessible(page, js);
  const form = page.getByRole('form', { name: '签署代开发票委托协议' });
  await form.getByLabel('我已阅读并同意《代开发票委托协议》').check();
  await form.getByRole('button', { name: '生成协议并签署' }).click();

  // 2. Its contract page with the signing panel: the agreement's clauses with his name, then signed
  await expect(page).toHaveURL(/\/contract-manage\/contractAgreement\?id=\d+&do=sign$/);
  await expect(flash(page, '代开协议已生成，请核对条款后签署')).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const contractNo = /HT\d{14}/.exec(heading)![0];
  await expect(page.getByText(`委托方：${driver.name}（个人承运人或司机）`, { exact: false })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: '签署方' })
      .getByRole('row')
      .filter({ hasText: `${driver.name}（本方）` }),
  ).toContainText('未签署');
  await expectAccessible(page, js);
  await page.getByLabel('登录密码').fill('Wrong1234');
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(shownMessage(page, /登录密码不正确，还可尝试\d次/)).toBeVisible();
  await page.getByLabel('登录密码').fill(driver.password!);
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(flash(page, '签署成功，合同已全部签署完成')).toBeVisible();
  await expect(page.getByText('状态：已签署')).toBeVisible();

  // 3. Among his contracts, from his menu
  await page.goto('/workbenck/workbenck');
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await menu.locator('summary').filter({ hasText: '合同' }).click();
  await menu.getByRole('link', { name: '我的合同' }).click();
  await expect(page).toHaveURL(/\/contract-manage\/contractAgreement$/);
  const row = page.getByRole('row').filter({ hasText: contractNo });
  await expect(row).toContainText('代开协议');
  await expect(row).toContainText('已签署');
  await expectAccessible(page, js);

  // 4. The ticket screen shows it signed, with the sealed file and its verification
  await page.goto('/user/ticketManage?tab=agreement');
  await expect(page.getByRole('heading', { name: '代开发票委托协议（已签署）' })).toBeVisible();
  await expect(page.getByRole('main').getByText(contractNo, { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  const href = (await page.getByRole('link', { name: '下载已签署的代开协议' }).getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await page.getByRole('link', { name: '核验协议' }).click();
  const facts = page.getByRole('region', { name: `合同 ${contractNo}` });
  await expect(facts).toContainText('代开协议');
  await expect(facts).toContainText('已签署');
});
