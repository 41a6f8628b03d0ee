import type { Page } from '@playwright/test';
import { expectAccessible } from './accessible';
import { withoutLiveAgencyAgreement } from './contract-helpers';
import { DEMO_ACCOUNTS, expect, platformData, shownMessage, signedIn, test } from './fixtures';

// 提醒签署 (the spec's contract send-message), JS off and on: a driver's 代开 agreement waits for his
// signature (one driver per project); operations press 提醒签署 on it, are told whom they reminded
// and see it in its history; pressed again within the hour, the clear refusal; the driver finds the
// reminder among his messages, it opens the contract, and he has no 提醒签署 of his own to press.
//
// Retry-safe: every attempt voids the driver's live agreement and makes a new one, whose party has
// never been reminded.

const API = '/api-platform/api';
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const flash = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('operations remind the party yet to sign; again within the hour is refused; the history and the message show it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const js = testInfo.project.name === 'js';
  const driver = js ? DEMO_ACCOUNTS.driverGaoZhiwei : DEMO_ACCOUNTS.driverFengHaibo;
  const { driver: driverHeaders } = await withoutLiveAgencyAgreement(page, driver.mobile);
  const made = await platformData<{ id: number; contractNo: string; status: string }>(
    await page.request.post(`${API}/contract/agency/save`, { headers: driverHeaders, data: {} }),
  );
  expect(made.status).toBe('SIGNING');

  // operations remind him
  await signedIn(page, OPERATOR);
  await page.goto(`/contract-manage/contractAgreement?id=${made.id}`);
  await expect(page.getByText('状态：签署中')).toBeVisible();
  await expectAccessible(page, js);
  await page.getByRole('button', { name: '提醒签署' }).click();
  await expect(flash(page, `已提醒未签署方签署：${driver.name}`)).toBeVisible();
  await expect(page.getByRole('table', { name: '处理记录' })).toContainText(`提醒签署：${driver.name}`);
  // again within the hour: refused, with the wait
  await page.getByRole('button', { name: '提醒签署' }).click();
  await expect(shownMessage(page, '每位签署方每小时只能提醒一次，请60分钟后再试')).toBeVisible();
  await expectAccessible(page, js);

  // he finds it among his messages; it opens the contract, where he signs and has nobody to remind
  await signedIn(page, driver.mobile);
  await page.goto('/user/messages');
  await page.getByLabel('关键字').fill(made.contractNo);
  await page.getByRole('button', { name: '查询' }).click();
  const reminder = page.getByRole('list', { name: '消息列表' }).getByRole('listitem', { name: `合同${made.contractNo}待您签署`, exact: true });
  await expect(reminder).toHaveCount(1);
  await reminder.getByRole('link', { name: '查看详情' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(made.contractNo);
  await expect(page.getByRole('link', { name: '签署', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '提醒签署' })).toHaveCount(0);
});
