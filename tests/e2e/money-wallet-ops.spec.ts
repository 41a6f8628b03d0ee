import { WALLET_OPS_E2E } from '../../platform/seed/areas/wallet-ops';
import { DEMO_ACCOUNTS, expect, loginAs, shownMessage, test } from './fixtures';

// 钱包管理 end to end, JS off and on: the operator (13800000009) finds a company's wallet by its
// name on /payment/walletManage, opens it beside the list, is asked for the reason before freezing
// it, freezes it (a flash says so, the status and the history show it), then unfreezes it with a
// reason. A business user cannot open the screen. Each project has its own seeded wallet
// (seed/areas/wallet-ops.ts), one no other spec uses, so a freeze never stops another test's money.

test('operations freeze and unfreeze a wallet with a reason, kept in its history', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { holderName } = WALLET_OPS_E2E[testInfo.project.name as keyof typeof WALLET_OPS_E2E];

  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  expect((await page.goto('/payment/walletManage'))?.status()).toBe(403);
  await page.context().clearCookies();

  await loginAs(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/payment/walletManage');
  await expect(page.getByRole('heading', { name: '钱包管理' })).toBeVisible();
  await page.getByRole('textbox', { name: '账户名称' }).fill(holderName);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/holderName=/);
  const row = page.getByRole('row', { name: new RegExp(holderName) });
  await expect(row).toContainText('正常');
  await row.getByRole('link', { name: `查看 ${holderName}` }).click();
  const panel = page.getByRole('region', { name: `钱包 ${holderName}` });
  await expect(panel).toContainText('账户状态');

  // The reason is required: nothing changes without one.
  await panel.getByRole('button', { name: '冻结钱包' }).click();
  await expect(shownMessage(panel, '请填写冻结或解冻的原因')).toBeVisible();
  await expect(page).toHaveTitle(/^错误：/);
  await panel.getByLabel('冻结原因').fill('客户投诉，资金来源核查中');
  await panel.getByRole('button', { name: '冻结钱包' }).click();
  await expect(page.getByText('钱包已冻结，该钱包不能付款或提现')).toBeVisible();
  const frozen = page.getByRole('region', { name: `钱包 ${holderName}` });
  await expect(frozen.getByRole('definition').filter({ hasText: '已冻结' })).toBeVisible();
  await expect(frozen.getByRole('row', { name: /冻结.*客户投诉，资金来源核查中/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${holderName}.*已冻结`) })).toBeVisible();

  await frozen.getByLabel('解冻原因').fill('核查完毕，资金来源正常');
  await frozen.getByRole('button', { name: '解冻钱包' }).click();
  await expect(page.getByText('钱包已解冻')).toBeVisible();
  const unfrozen = page.getByRole('region', { name: `钱包 ${holderName}` });
  await expect(unfrozen.getByRole('definition').filter({ hasText: '正常' })).toBeVisible();
  await expect(unfrozen.getByRole('row', { name: /解冻.*核查完毕，资金来源正常/ })).toBeVisible();
  await expect(unfrozen.getByRole('row', { name: /冻结.*客户投诉/ })).toBeVisible();
});
