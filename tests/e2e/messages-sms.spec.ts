import { createUser, expect, loginAs, test } from './fixtures';
import { expectAccessible } from './accessible';

// SMS copies of hand-over messages (issue 42), JS off and on: a new account finds the setting on
// 我的消息, off; turns it on (the flash, the checkbox kept after a reload), then off again. That a
// hand-over message then queues its SMS, and the provider job sends it, is the platform's tests'
// (workspace.test.ts, sms-providers.test.ts).

test('a user turns the SMS copies of hand-over messages on and off on 我的消息', async ({ page }, testInfo) => {
  const js = testInfo.project.name === 'js';
  const user = await createUser(page.request, 'carrier');
  await loginAs(page, user.mobile, user.password);
  await page.goto('/user/messages');
  const form = page.getByRole('form', { name: '短信提醒' });
  const box = form.getByRole('checkbox', { name: '订单、派车单与资金的交接消息同时发短信到本人手机' });
  await expect(box).not.toBeChecked();
  await expect(form).toContainText('（未开启）');
  await expectAccessible(page, js);
  await box.check();
  await form.getByRole('button', { name: '保存短信提醒' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: '已开启短信提醒' })).toBeVisible();
  await expect(form).toContainText('（已开启）');
  await page.reload();
  await expect(box).toBeChecked();
  await box.uncheck();
  await form.getByRole('button', { name: '保存短信提醒' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: '已关闭短信提醒' })).toBeVisible();
  await expect(form).toContainText('（未开启）');
  await page.reload();
  await expect(box).not.toBeChecked();
});
