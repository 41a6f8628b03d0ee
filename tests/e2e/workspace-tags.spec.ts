import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// The tags bar of visited views (spec 4 "Tabs"): kept on the server per session, so it renders
// without JS and survives a reload. Close one, close others, close all; the workbench stays.

const bar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' });
const tags = (page: Page) => bar(page).getByRole('listitem').locator('a');

test('visited views are added once, closed one by one, others, all; each state survives a reload', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.individualShipper.mobile);
  await page.goto('/user/safeset');
  await page.goto('/user/messages');
  await page.goto('/user/userdetails');
  await page.goto('/user/messages?status=0');
  await page.reload();
  await expect(tags(page)).toHaveText(['我的工作台', '安全设置', '我的消息', '账号信息']);
  // the current view is marked; the stored view keeps its last query
  await expect(bar(page).getByRole('link', { name: '我的消息' })).toHaveAttribute('aria-current', 'page');
  await expect(bar(page).getByRole('link', { name: '我的消息' })).toHaveAttribute('href', '/user/messages?status=0');
  // the affixed workbench has no close button
  await expect(bar(page).getByRole('button', { name: '关闭 我的工作台' })).toHaveCount(0);

  // close another view: we stay where we are
  await bar(page).getByRole('button', { name: '关闭 安全设置' }).click();
  await expect(bar(page).getByRole('link', { name: '安全设置' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/messages\?status=0$/);
  await page.reload();
  await expect(tags(page)).toHaveText(['我的工作台', '我的消息', '账号信息']);

  // close the current view: we land on the last remaining one
  await bar(page).getByRole('button', { name: '关闭 我的消息' }).click();
  await expect(page).toHaveURL(/\/user\/userdetails$/);
  await expect(tags(page)).toHaveText(['我的工作台', '账号信息']);

  // close others (from the actions menu of the current view)
  await page.goto('/user/safeset');
  await page.goto('/user/messages');
  await page.getByText('标签操作').click();
  await page.getByRole('button', { name: '关闭其他' }).click();
  await expect(bar(page).getByRole('link', { name: '安全设置' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/messages$/);
  await page.reload();
  await expect(tags(page)).toHaveText(['我的工作台', '我的消息']);

  // refresh keeps everything
  await page.getByText('标签操作').click();
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/user\/messages$/);
  await expect(tags(page)).toHaveText(['我的工作台', '我的消息']);

  // close all: only the affixed workbench stays, and we are on it
  await page.getByText('标签操作').click();
  await page.getByRole('button', { name: '关闭所有' }).click();
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
  await page.reload();
  await expect(tags(page)).toHaveText(['我的工作台']);
});

test('the actions menu acts on the view it was opened for (a right click with JS)', async ({ page }, info) => {
  await signedIn(page, DEMO_ACCOUNTS.agent.mobile);
  await page.goto('/user/safeset');
  await page.goto('/user/messages');
  await expect(tags(page)).toHaveText(['我的工作台', '安全设置', '我的消息']);
  if (info.project.use.javaScriptEnabled) {
    // the spec's context menu: right click a view, then "close others" keeps that view
    // (the fullscreen button renders once hydrated: the handlers are attached by then)
    await expect(page.getByRole('banner').getByRole('button', { name: '全屏', exact: true })).toBeVisible();
    await bar(page).getByRole('link', { name: '安全设置' }).click({ button: 'right' });
    await expect(page.locator('.ws-tag-menu summary')).toHaveText('标签操作：安全设置');
    await page.getByRole('button', { name: '关闭其他' }).click();
    await expect(tags(page)).toHaveText(['我的工作台', '安全设置']);
    await expect(page).toHaveURL(/\/user\/safeset$/);
  } else {
    // without JS the menu acts on the current view
    await page.getByText('标签操作').click();
    await page.getByRole('button', { name: '关闭其他' }).click();
    await expect(tags(page)).toHaveText(['我的工作台', '我的消息']);
    await expect(page).toHaveURL(/\/user\/messages$/);
  }
});
