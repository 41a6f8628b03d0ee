import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, captchaAnswer, createUser, expect, freshPhone, latestSmsCode, loginAs, logout, test, shownMessage } from './fixtures';

// Account security: /user/safeset (password, phone), /user/userdetails (details, cancellation,
// broker release) and the header's user menu. Each test runs in the no-js and the js project;
// every test that changes an account uses a fresh one. Demo accounts are only read.

const NEW_PASSWORD = 'Changed2024';

function masked(mobile: string) {
  return mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

/** Submits the login form without waiting to leave it (for logins that must fail). */
async function tryLogin(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * Opens an item of the user menu: without JS the account page, with JS a 440 px dialog over the
 * page the user was on. Returns where the form is.
 */
async function openAccountDialog(page: Page, item: string) {
  const from = page.url();
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: item }).click();
  if (test.info().project.name !== 'js') {
    await expect(page).toHaveURL(item.includes('手机') ? /\/user\/safeset\?tab=phone$/ : /\/user\/safeset\?tab=password$/);
    return page.locator('body');
  }
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('section, form, .account-form').first()).toBeVisible();
  expect(page.url()).toBe(from);
  return dialog;
}

async function openUserMenu(page: Page) {
  await page.locator('.user-menu > summary').click();
  const menu = page.locator('.user-menu-list');
  await expect(menu).toBeVisible();
  return menu;
}

test('changing the password, then signing in with the new one', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await loginAs(page, mobile, password);
  const form = await openAccountDialog(page, '修改密码');
  await form.getByLabel('原始密码').fill(password);
  await form.getByLabel('新密码').fill(NEW_PASSWORD);
  await form.getByLabel('确认密码').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/userdetails$/);
  await expect(page.getByRole('heading', { name: '账户信息' })).toBeVisible();

  await logout(page);
  await tryLogin(page, mobile, password);
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await loginAs(page, mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('a wrong old password is refused at its field and changes nothing', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await loginAs(page, mobile, password);
  await page.goto('/user/safeset?tab=password');
  await page.getByLabel('原始密码').fill('Wrong9999x');
  await page.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByLabel('确认密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(shownMessage(page, '原始密码错误')).toBeVisible();
  await expect(page.getByLabel('原始密码')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/user\/safeset\?tab=password$/);

  await logout(page);
  await loginAs(page, mobile, password);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('password form messages of the spec: required, weak, mismatch', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await loginAs(page, mobile, password);
  await page.goto('/user/safeset?tab=password');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(shownMessage(page, '请输入原始密码')).toBeVisible();
  await expect(shownMessage(page, '请输入新密码')).toBeVisible();
  await expect(shownMessage(page, '请输入确认密码')).toBeVisible();

  await page.getByLabel('原始密码').fill(password);
  await page.getByLabel('新密码').fill('abcdefgh');
  await page.getByLabel('确认密码').fill('abcdefgh');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(shownMessage(page, '密码至少8位字符，必须包含字母和数字')).toBeVisible();

  await page.getByLabel('原始密码').fill(password);
  await page.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByLabel('确认密码').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(shownMessage(page, '两次输入密码不一致!')).toBeVisible();
  await expect(page.getByText('密码修改成功')).toHaveCount(0);

  // Nothing was changed: the old password still signs in.
  await logout(page);
  await loginAs(page, mobile, password);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('an employee account is sent to the unified portal, never to the password form (read-only)', async ({ page }) => {
  // Demo 13800000010 (employeeNo). The platform refuses employees a password login (9988), so
  // the login lands on the SSO notice; an employee session (unified portal) on /user/safeset is
  // covered by app/features/account/account-security.server.test.ts.
  await loginAs(page, DEMO_ACCOUNTS.employee.mobile);
  if (new URL(page.url()).pathname !== '/sso/index') {
    // Should the platform ever let employees in with a password, the screen still sends them on.
    await page.goto('/user/safeset?tab=password');
  }
  // The SSO notice words it for signing in ('…登录') or for the password ('…修改').
  await expect(page.getByText(/冀东内部用户请使用统一登录门户(登录|修改)/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '前往统一登录门户' })).toBeVisible();
  await expect(page.getByLabel('新密码')).toHaveCount(0);
  await expect(page.getByLabel('原始密码')).toHaveCount(0);
});

test('changing the phone with an SMS code to the new phone, then signing in with it', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  const newPhone = freshPhone();
  await loginAs(page, mobile, password);
  const form = await openAccountDialog(page, '修改手机号');
  await expect(form.getByText(`当前绑定手机号：${masked(mobile)}`)).toBeVisible();

  await form.getByLabel('新手机号').fill(newPhone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('手机验证码发送成功！请注意查收')).toBeVisible();
  await expect(form.getByRole('button', { name: /秒后重试/ })).toBeDisabled();
  await expect(form.getByLabel('新手机号')).toHaveValue(newPhone);

  await form.getByLabel('登录密码').fill(password);
  await form.getByLabel('短信验证码').fill(await latestSmsCode(request, newPhone));
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('手机号修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/userdetails$/);
  // The session stays valid and shows the new phone.
  await expect(page.getByText(masked(newPhone))).toBeVisible();

  await logout(page);
  await tryLogin(page, mobile, password);
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await loginAs(page, newPhone, password);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('phone change: the server renders the 60 s SMS wait; wrong login password is refused', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  const newPhone = freshPhone();
  await loginAs(page, mobile, password);
  await page.goto('/user/safeset?tab=phone');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(shownMessage(page, '手机号不能为空')).toBeVisible();

  await page.getByLabel('新手机号').fill(newPhone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机验证码发送成功！请注意查收')).toBeVisible();

  // The page as the server sends it (no script involved): a disabled button with the seconds left.
  const html = await (await page.request.get(`/user/safeset?tab=phone&mobile=${newPhone}`)).text();
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(60|59|5\d|4\d)秒后重试<\/button>/);
  await page.reload();
  await expect(page.getByRole('button', { name: /秒后重试/ })).toBeDisabled();

  await page.getByLabel('新手机号').fill(newPhone);
  await page.getByLabel('登录密码').fill('Wrong9999x');
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, newPhone));
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(shownMessage(page, '登录密码错误')).toBeVisible();
  await expect(page.getByLabel('登录密码')).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/user/userdetails');
  await expect(page.getByText(masked(mobile))).toBeVisible();
});

test('an individual agent cancels the platform account and can no longer sign in', async ({ page, request }) => {
  const { mobile, password } = await createUser(request, 'individual_agent');
  await loginAs(page, mobile, password);
  await page.goto('/user/userdetails');
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('link', { name: '注销平台账户' })).toBeVisible();
  // One role only: nothing to release.
  await expect(menu.getByRole('link', { name: '解除经纪人身份' })).toHaveCount(0);
  await menu.getByRole('link', { name: '注销平台账户' }).click();
  await expect(page).toHaveURL(/\/user\/userdetails\?confirm=cancel$/);

  // The two confirmations are required.
  await page.getByRole('button', { name: '确认注销' }).click();
  await expect(shownMessage(page, '请确认所有派车单均已卸货并签收')).toBeVisible();
  await expect(shownMessage(page, '请确认钱包余额已全部提现')).toBeVisible();

  await page.getByLabel('我确认所有派车单均已卸货并签收').check();
  await page.getByLabel('我确认钱包余额已全部提现').check();
  await page.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByText('注销账户成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const back = await page.goto('/user/userdetails');
  expect(back?.url()).toContain('/?redirect=%2Fuser%2Fuserdetails');

  await tryLogin(page, mobile, password);
  await expect(page.getByRole('alert').filter({ hasText: '账号已注销' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('a shipper sees the account details and no cancel or release actions', async ({ page, request }) => {
  const { mobile, password } = await createUser(request, 'individual_shipper');
  await loginAs(page, mobile, password);
  await page.goto('/user/userdetails');
  await expect(page.getByRole('heading', { name: '账户信息' })).toBeVisible();
  const facts = page.locator('dl.facts');
  await expect(facts.getByText(masked(mobile))).toBeVisible();
  await expect(facts.getByText('个人货主')).toBeVisible();
  await expect(facts.getByText('未认证')).toBeVisible();
  await expect(facts.getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/nameAuthe');
  await expect(page.getByRole('heading', { name: '账户操作' })).toHaveCount(0);

  const menu = await openUserMenu(page);
  await expect(menu.getByRole('link', { name: '修改密码' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '修改手机号' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '注销平台账户' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '解除经纪人身份' })).toHaveCount(0);

  // The confirmation pages are not offered to this role, and posting to them is refused.
  await page.goto('/user/userdetails?confirm=cancel');
  await expect(page.getByRole('button', { name: '确认注销' })).toHaveCount(0);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const refused = await page.request.post('/user/userdetails?confirm=cancel', {
    form: { csrf, intent: 'cancel', confirmWaybills: 'on', confirmWallet: 'on' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await page.goto('/user/userdetails');
  await expect(page.getByRole('heading', { name: '账户信息' })).toBeVisible();

  await page.goto('/profile/index');
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await expect(page.getByText(masked(mobile))).toBeVisible();
  await expect(page.getByRole('link', { name: '注销平台账户' })).toHaveCount(0);
});

test('a multi-role individual agent is offered the broker release (read-only)', async ({ page }) => {
  // Demo 13800000005 holds individual_agent and driver: look, never submit.
  await loginAs(page, DEMO_ACCOUNTS.individualAgent.mobile);
  await page.goto('/user/userdetails');
  await expect(page.getByRole('heading', { name: '账户操作' })).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('link', { name: '注销平台账户' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '解除经纪人身份' })).toBeVisible();

  // isDriver === 1: the cancel confirmation first warns, with its three choices.
  await page.goto('/user/userdetails?confirm=cancel');
  await expect(page.getByText('您的账户同时拥有司机身份')).toBeVisible();
  await expect(page.getByRole('link', { name: '确认注销平台账户' })).toBeVisible();
  await expect(page.getByRole('link', { name: '关闭' })).toHaveAttribute('href', '/user/userdetails');
  await page.getByRole('link', { name: '解除经纪人身份' }).click();
  await expect(page).toHaveURL(/\/user\/userdetails\?confirm=release$/);
  await expect(page.getByLabel('我确认所有派车单均已卸货并签收')).toBeVisible();
  await expect(page.getByLabel('我确认钱包余额已全部提现')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认解除' })).toBeVisible();
  await page.getByRole('link', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/user\/userdetails$/);
});

test('a change-password post without the CSRF token is refused and changes nothing', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await loginAs(page, mobile, password);
  await page.goto('/user/safeset?tab=password');
  const response = await page.request.post('/user/safeset?tab=password', {
    form: { intent: 'changePassword', oldPwd: password, newPwd: NEW_PASSWORD, confirm_pwd: NEW_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);

  await page.goto('/user/safeset?tab=password');
  await logout(page);
  await tryLogin(page, mobile, NEW_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await loginAs(page, mobile, password);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('a visitor is sent to the home login and back to /user/safeset after signing in', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await page.goto('/user/safeset');
  await expect(page).toHaveURL(/\/\?redirect=%2Fuser%2Fsafeset$/);
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/user\/safeset$/);
  await expect(page.getByRole('heading', { name: '账号安全' })).toBeVisible();
  await expect(page.getByLabel('原始密码')).toBeVisible();
});
