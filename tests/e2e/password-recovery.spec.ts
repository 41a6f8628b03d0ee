import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, captchaAnswer, createUser, expect, freshPhone, latestSmsCode, loginAs, platformData, test, shownMessage } from './fixtures';

// /findpwd (recover a password) and /loginPwd (set the first password). Each test runs in the
// no-js and the js project in parallel, on fresh accounts, except the one marked below.

const SMS_SENT = '手机验证码发送成功！请注意查收';

/**
 * Clicks '获取验证码' until the platform sends the code. The platform allows one code per phone
 * per 60 s whatever its purpose, and createUser() has just sent a registration code: inside that
 * window the form shows the platform's '请N秒后再试'; the test then moves the phone's codes past
 * the window (the developer tools' /dev/sms/{mobile}/age, as if 61 s had gone by, instead of
 * waiting them out) and asks again.
 */
async function requestCodeWaitingOutTheWindow(page: Page, request: APIRequestContext, mobile: string) {
  const waitAlert = page.getByRole('alert').filter({ hasText: /请\d+秒后再试/ });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(SMS_SENT).or(waitAlert).first()).toBeVisible();
  if (!(await waitAlert.isVisible())) return;
  await platformData(await request.post(`/api-platform/api/dev/sms/${mobile}/age`, { data: { seconds: 61 } }));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(SMS_SENT)).toBeVisible();
}

test('find password: the spec messages, and an unknown phone is told so only after its SMS code', async ({ page }) => {
  await page.goto('/findpwd');
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  // find_pwd codes need no image code.
  await expect(page.getByLabel('图形验证码')).toHaveCount(0);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(shownMessage(page, '手机号不能为空')).toBeVisible();

  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(shownMessage(page, '请输入手机号')).toBeVisible();
  await expect(shownMessage(page, '请输入手机验证码')).toBeVisible();
  await expect(shownMessage(page, '请输入新密码')).toBeVisible();
  await expect(shownMessage(page, '请输入确认密码')).toBeVisible();

  await page.getByLabel('手机号').fill('2380000000');
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByLabel('新密码').fill('12345678');
  await page.getByLabel('确认密码').fill('12345678');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(shownMessage(page, '请输入格式正确的手机号')).toBeVisible();
  await expect(shownMessage(page, '密码至少8位字符，必须包含字母和数字')).toBeVisible();

  const unknown = freshPhone();
  await page.getByLabel('手机号').fill(unknown);
  await page.getByLabel('新密码').fill('Reset1234');
  await page.getByLabel('确认密码').fill('Reset12345');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(shownMessage(page, '两次输入密码不一致!')).toBeVisible();

  // An unknown phone is answered as a registered one is (issue 41 item 4): the code is sent.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机验证码发送成功！请注意查收')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '用户不存在' })).toHaveCount(0);
  // The code proves the phone: now its holder is told.
  await page.getByLabel('短信验证码').fill(await latestSmsCode(page.request, unknown));
  await page.getByLabel('新密码').fill('Reset1234');
  await page.getByLabel('确认密码').fill('Reset1234');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '用户不存在' })).toBeVisible();
});

test('find password end to end, then the new password signs in', async ({ page, request }) => {
  test.setTimeout(60_000); // a dozen steps and three pages on the shared 2-core machine
  const { mobile, password: oldPassword } = await createUser(request);
  const newPassword = 'Found5678';
  await page.goto('/findpwd');
  await page.getByLabel('手机号').fill(mobile);
  await requestCodeWaitingOutTheWindow(page, request, mobile);
  await expect(page.getByRole('button', { name: /\d+秒后重试/ })).toBeDisabled();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);

  // A wrong code is the platform's refusal, at the form; the passwords are not sent back.
  const code = await latestSmsCode(request, mobile);
  await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('新密码').fill(newPassword);
  await page.getByLabel('确认密码').fill(newPassword);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '短信验证码错误' })).toBeVisible();
  await expect(page.getByLabel('新密码')).toHaveValue('');
  expect(await page.content()).not.toContain(newPassword);

  await page.getByLabel('短信验证码').fill(code);
  await page.getByLabel('新密码').fill(newPassword);
  await page.getByLabel('确认密码').fill(newPassword);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?mobile=${mobile}$`));
  await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);

  // The old password no longer works, the new one does.
  await page.getByLabel('密码', { exact: true }).fill(oldPassword);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await loginAs(page, mobile, newPassword);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('set first password: prefilled phone, the spec messages, and the SMS step', async ({ page }) => {
  // A malformed ?mobile= is not prefilled (checked first: once a code is sent, the page keeps that phone).
  await page.goto('/loginPwd?mobile=12abc');
  await expect(page.getByLabel('手机号')).toHaveValue('');
  const mobile = freshPhone();
  await page.goto(`/loginPwd?mobile=${mobile}`);
  await expect(page.getByRole('heading', { name: '设置登录密码' })).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);

  // phone_no_login codes need the image code first.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(shownMessage(page, '验证码不能为空')).toBeVisible();
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '获取验证码' }).click();
  // Sent as to any phone (issue 41 item 4); whether it has an account is told after the code.
  await expect(page.getByText('手机验证码发送成功！请注意查收')).toBeVisible();

  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(shownMessage(page, '请输入手机验证码')).toBeVisible();
  await expect(shownMessage(page, '请输入新密码')).toBeVisible();
  await expect(shownMessage(page, '请输入确认密码')).toBeVisible();

  await page.getByLabel('短信验证码').fill('123456');
  await page.getByLabel('新密码').fill('password');
  await page.getByLabel('确认密码').fill('password');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(shownMessage(page, '密码至少8位字符，必须包含字母和数字')).toBeVisible();

  await page.getByLabel('手机号').fill('');
  await page.getByLabel('新密码').fill('First1234');
  await page.getByLabel('确认密码').fill('First4321');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(shownMessage(page, '请输入手机号')).toBeVisible();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('新密码').fill('First1234');
  await page.getByLabel('确认密码').fill('First4321');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(shownMessage(page, '两次输入密码不一致!')).toBeVisible();
});

test('the demo account without a password sets its first password and signs in with it', async ({ page, request }, testInfo) => {
  // 13800000007 is the one seeded account without a password, and the platform's registration
  // always sets one, so the whole flow can only run on it. It changes that shared demo account:
  // run it in one project only.
  test.skip(testInfo.project.name !== 'js', 'changes the shared demo account 13800000007');
  const mobile = DEMO_ACCOUNTS.noPassword.mobile;
  const password = 'First1234';
  await page.goto(`/loginPwd?mobile=${mobile}`);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(SMS_SENT)).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+秒后重试/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, mobile));
  await page.getByLabel('新密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?mobile=${mobile}$`));
  await expect(page.getByText('密码设置成功，请登录')).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveValue(mobile);
  await loginAs(page, mobile, password);
  expect(new URL(page.url()).pathname).not.toBe('/loginPwd');
});
