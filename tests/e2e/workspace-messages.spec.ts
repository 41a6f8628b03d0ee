import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, createUser, DEMO_PASSWORD, expect, loginAs, platformData, platformToken, test, signedIn } from './fixtures';

// A business event (the operator rejects a certification) leaves a message: the header's unread
// dot shows, the URL-filtered list finds it by keyword, marking it read clears the dot.

const API = '/api-platform/api';
const ok = platformData;
const apiLogin = (request: APIRequestContext, mobile: string) => platformToken(request, mobile, DEMO_PASSWORD);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A fresh shipper whose real-name certification the operator rejected (one unread message). */
async function rejectedShipper(request: APIRequestContext, remark: string) {
  const user = await createUser(request, 'individual_shipper');
  const token = await apiLogin(request, user.mobile);
  const submitted = await ok<{ id: number }>(
    await request.post(`${API}/users/certification/submit`, {
      headers: auth(token),
      data: { kind: 'individualShipper', realName: '张三', idCard: '11010519491231002X' },
    }),
  );
  const operator = await apiLogin(request, DEMO_ACCOUNTS.operator.mobile);
  await ok(await request.post(`${API}/users/certification/review`, { headers: auth(operator), data: { id: submitted.id, approve: false, remark } }));
  return user;
}

test('a rejected certification raises the unread dot; the filtered list finds it and marks it read', async ({ page, request }) => {
  const remark = `照片模糊${Date.now() % 100000}`;
  const user = await rejectedShipper(request, remark);
  await loginAs(page, user.mobile);

  const messagesLink = page.getByRole('banner').locator('a.ws-messages');
  await expect(messagesLink).toHaveAttribute('aria-label', '消息（1 条未读）');
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await expect(page.getByTestId('workbench-unread')).toHaveText('1');

  await messagesLink.click();
  await expect(page).toHaveURL(/\/user\/messages$/);
  await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible();

  // Filter by keyword and status: the URL carries both, a bookmark shows the same rows.
  await page.getByLabel('关键字').fill(remark);
  await page.getByLabel('状态').selectOption('0');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(remark)}.*status=0|status=0.*keyword=${encodeURIComponent(remark)}`));
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('个人货主实名认证审核未通过');
  await expect(list).toContainText(remark);
  const bookmark = page.url();

  await page.getByRole('button', { name: '标为已读：个人货主实名认证审核未通过' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已标记为已读' })).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await expect(messagesLink).toHaveAttribute('aria-label', '消息');
  // the unread filter is still applied: the message left the list
  expect(page.url()).toBe(bookmark);
  await expect(page.getByText('暂无消息')).toBeVisible();

  await page.goto(`/user/messages?keyword=${encodeURIComponent(remark)}&status=1`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('已读');
});

test('mark all read from the personal centre; pagination links keep the filters', async ({ page, request }) => {
  const user = await rejectedShipper(request, '营业执照不清晰');
  await loginAs(page, user.mobile);
  await page.goto('/my-center/messages?status=0');
  await expect(page.getByRole('heading', { name: '消息查询' })).toBeVisible();
  await expect(page.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: '全部标记为已读' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已将 1 条消息标记为已读' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-center\/messages\?status=0$/);
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  // a bad status in the URL is explained, not a 500
  await page.goto('/my-center/messages?status=9');
  await expect(page.getByRole('alert').filter({ hasText: '消息状态不正确' })).toBeVisible();
});

test('the demo carrier pages through more than ten messages with links', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await page.goto('/user/messages?pageSize=2');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toBeVisible();
  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNumber=2/);
  await expect(page).toHaveURL(/pageSize=2/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
});
