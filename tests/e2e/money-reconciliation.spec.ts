import { expectAccessible } from './accessible';
import { DEMO_ACCOUNTS, expect, loginAs, platformData, shownMessage, test } from './fixtures';
import { expectFitsPhone } from './phone-fit';

// 对账差异 end to end, JS off and on: the bank stand-in of the e2e server books a top-up whose notice
// never reaches the platform (its file now differs from the platform's records); operations
// reconcile today on /payment/reconciliation, find that difference by its serial (银行有、平台无,
// the amount in yuan), open it, are asked for the action and the note, record 已补记 with a note,
// and a second handling from a page opened before is refused. A business user cannot open the
// screen. Each attempt books its own entry, so a retry never meets a difference already handled.

test('operations reconcile a day, find the bank’s entry the platform lacks, and record the action taken once', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const { serial } = await platformData<{ serial: string }>(await request.post('/api-platform/api/dev/bank/unheardTopUp', { data: { amountFen: 12_345 } }));

  await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
  expect((await page.goto('/payment/reconciliation'))?.status()).toBe(403);
  await page.context().clearCookies();

  await loginAs(page, DEMO_ACCOUNTS.operator.mobile);
  await page.goto('/payment/reconciliation');
  await expect(page.getByRole('heading', { name: '对账差异', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '立即对账' }).click();
  await expect(page.getByText(/对账完成：发现 \d+ 条差异/)).toBeVisible();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);

  await page.getByRole('textbox', { name: '流水号' }).fill(serial);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`serial=${serial}`));
  const row = page.getByRole('row', { name: new RegExp(serial) });
  await expect(row).toContainText('银行有、平台无');
  await expect(row).toContainText('123.45');
  await expect(row).toContainText('银行有充值记录，平台无');
  await expect(row).toContainText('待处理');
  await row.getByRole('link', { name: `处理 ${serial}` }).click();
  await expect(page.getByRole('heading', { name: `对账差异 ${serial}` })).toBeVisible();
  await expectAccessible(page, js);
  const detailUrl = page.url();

  // The same difference open in a second page, as another operator would have it.
  const other = await page.context().newPage();
  await other.goto(detailUrl);
  await expect(other.getByRole('button', { name: '提交处理结果' })).toBeVisible();

  // Both fields are required: nothing is recorded without them.
  await page.getByRole('button', { name: '提交处理结果' }).click();
  await expect(shownMessage(page, '请选择处理结果')).toBeVisible();
  await expect(shownMessage(page, '请填写处理说明')).toBeVisible();
  await expect(page).toHaveTitle(/^错误：/);

  await page.getByRole('combobox', { name: '处理结果' }).selectOption({ label: '已补记' });
  await page.getByRole('textbox', { name: '处理说明' }).fill('已按银行回单补记充值，凭证 PZ-001');
  await page.getByRole('button', { name: '提交处理结果' }).click();
  await expect(page.getByText('已记录处理结果：已补记')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '已处理' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交处理结果' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /处理：已补记.*已按银行回单补记充值/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /对账发现/ })).toBeVisible();
  await expectFitsPhone(page);

  // The page opened before cannot handle it again.
  await other.getByRole('combobox', { name: '处理结果' }).selectOption({ label: '无需处理' });
  await other.getByRole('textbox', { name: '处理说明' }).fill('重复处理');
  await other.getByRole('button', { name: '提交处理结果' }).click();
  await expect(shownMessage(other, '该差异已处理，不能重复处理')).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: '返回对账差异列表' }).click();
  await page.getByRole('textbox', { name: '流水号' }).fill(serial);
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已处理' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row', { name: new RegExp(serial) })).toContainText('已补记');
  await expectAccessible(page, js);
});
