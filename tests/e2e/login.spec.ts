import { sign } from 'hono/jwt';
import { SSO_SHARED_SECRET } from './test-secrets';
import {
  DEMO_ACCOUNTS,
  answerToQuestion,
  captchaAnswer,
  createUser,
  DEMO_PASSWORD,
  expect,
  latestSmsCode,
  loginAs,
  logout,
  test,
  shownMessage,
} from './fixtures';

// Each test runs in the no-js and the js project. Tests that change an account use a fresh one.

test('password login lands on the workbench and logout ends the session', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
  await expect(page.getByRole('heading', { name: '我的工作台' })).toBeVisible();
  await expect(page.getByText('登录成功')).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  const again = await page.goto('/workbenck/workbenck');
  expect(again?.url()).toContain('/?redirect=%2Fworkbenck%2Fworkbenck');
});

test('the session cookie is httpOnly and the token never reaches the page', async ({ page, context }) => {
  await loginAs(page, DEMO_ACCOUNTS.individualShipper.mobile);
  const session = (await context.cookies()).find((c) => c.name === '__session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  // The platform token lives only in the signed cookie: no other cookie, no Bearer value, no
  // `token` field in the page or its hydration data (csrfToken is the form token, not this).
  // (ws_* cookies hold the workspace's UI state — sidebar, visited views — signed, never a token;
  // `captcha` the key and kind of the login form's image code, kept across reloads.)
  const names = (await context.cookies()).map((c) => c.name).filter((name) => !name.startsWith('ws_'));
  expect(names.sort()).toEqual(['__session', 'captcha', 'csrf']);
  const captcha = (await context.cookies()).find((c) => c.name === 'captcha')!;
  expect(Object.keys(JSON.parse(Buffer.from(decodeURIComponent(captcha.value), 'base64').toString())).sort()).toEqual(['key', 'kind']);
  for (const cookie of (await context.cookies()).filter((c) => c.name.startsWith('ws_'))) {
    expect(Buffer.from(decodeURIComponent(cookie.value).split('.')[0], 'base64').toString()).not.toMatch(/token/i);
  }
  const html = await page.content();
  expect(html).not.toMatch(/Bearer|x-access-token|"token"\s*:/i);
  expect(page.url()).not.toMatch(/token/i);
});

test('a wrong password shows the message, a new image code, and keeps the user out', async ({ page, request }) => {
  const { mobile } = await createUser(request);
  await page.goto('/login');
  const firstKey = await page.locator('input[name="imgCodeKey"]').inputValue();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(page.locator('input[name="imgCodeKey"]')).not.toHaveValue(firstKey);
  await expect(page.locator('input[name="password"]')).toHaveValue('');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('a wrong image code is refused and changes nothing', async ({ page, request }) => {
  const { mobile } = await createUser(request);
  await page.goto('/login');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill('zzzz');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证码错误或已过期' })).toBeVisible();
  // The failed image code did not count as a wrong password: five real attempts still remain.
  const lock = await (await request.get(`/api-platform/api/users/checkPwdLock/${mobile}`)).json();
  expect(lock.code).toBe(200);
  await loginAs(page, mobile);
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('field messages of the spec show before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(shownMessage(page, '请输入手机号')).toBeVisible();
  await expect(shownMessage(page, '请输入密码')).toBeVisible();
  await expect(shownMessage(page, '请输入验证码')).toBeVisible();
  await page.getByLabel('手机号').fill('1380000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(shownMessage(page, '请输入格式正确的手机号')).toBeVisible();
});

test('five wrong passwords lock the account and disable the login button', async ({ page, request }) => {
  const { mobile } = await createUser(request);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.goto(`/login?mobile=${mobile}`);
    await page.getByLabel('密码', { exact: true }).fill(`Wrong${attempt}234`);
    await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: '账号已锁定' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeDisabled();
  // Reopening the form for that phone still shows the lock, and the right password cannot get in.
  await page.goto(`/login?mobile=${mobile}`);
  await expect(page.getByRole('button', { name: '登录' })).toBeDisabled();
  const lock = await (await request.get(`/api-platform/api/users/checkPwdLock/${mobile}`)).json();
  expect(lock.code).toBe(9941);
});

test('verification-code login with the server-rendered 60 s wait', async ({ page, request }, testInfo) => {
  // One SMS per phone per 60 s: a fresh account already got its registration code, so each
  // project signs in with its own demo account (SMS login changes nothing on the account).
  const mobile = testInfo.project.name === 'js' ? DEMO_ACCOUNTS.carrier.mobile : DEMO_ACCOUNTS.individualShipper.mobile;
  await page.goto('/login?tab=code');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机验证码发送成功！请注意查收')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重试/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, mobile));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('asking for an SMS code without phone or image code shows the spec messages', async ({ page }) => {
  await page.goto('/login?tab=code');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(shownMessage(page, '手机号不能为空')).toBeVisible();
  await expect(shownMessage(page, '验证码不能为空')).toBeVisible();
});

test('a guarded screen sends visitors to the home login and back after signing in', async ({ page, request }) => {
  await page.goto('/workbenck/workbenck?from=bookmark');
  await expect(page).toHaveURL(/\/\?redirect=%2Fworkbenck%2Fworkbenck%3Ffrom%3Dbookmark$/);
  await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.carrier.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/workbenck\/workbenck\?from=bookmark$/);
});

for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
  test(`an open-redirect target ${JSON.stringify(target)} is ignored`, async ({ page, baseURL }) => {
    await loginAs(page, DEMO_ACCOUNTS.individualShipper.mobile, DEMO_PASSWORD, `/login?redirect=${encodeURIComponent(target)}`);
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe('/workbenck/workbenck');
  });
}

test('a password 180 days old leads to the change-password screen with a warning', async ({ page }) => {
  await loginAs(page, DEMO_ACCOUNTS.stalePassword.mobile);
  await expect(page).toHaveURL(/\/user\/safeset\?tab=password$/);
  await expect(page.getByText('您的密码已超过180天未修改')).toBeVisible();
});

test('an employee (single sign-on) account is sent to the SSO notice', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.employee.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/sso\/index$/);
  await expect(shownMessage(page, '冀东内部用户请使用统一登录门户登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '前往统一登录门户' })).toBeVisible();
});

test('a login post without the CSRF token is refused and signs no one in', async ({ page, request }) => {
  await page.goto('/login');
  const response = await page.request.post('/login', {
    form: {
      loginType: 'password',
      userName: DEMO_ACCOUNTS.individualShipper.mobile,
      password: DEMO_PASSWORD,
      imgCode: await captchaAnswer(page, request),
      imgCodeKey: await page.locator('input[name="imgCodeKey"]').inputValue(),
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const back = await page.goto('/workbenck/workbenck');
  expect(back?.url()).toContain('/?redirect=');
});

test('a filled honeypot field is refused: the form comes back with what was typed and a message, not a bare error page', async ({ page }) => {
  await page.goto('/login');
  const form = page.locator('form.login-form');
  const fields = await form.evaluate((el) => Object.fromEntries(new FormData(el as HTMLFormElement)) as Record<string, string>);
  const honeypotName = Object.keys(fields).find(
    (name) => name !== 'csrf' && name !== 'from__confirm' && !['loginType', 'userName', 'password', 'imgCode', 'imgCodeKey'].includes(name),
  );
  expect(honeypotName).toBeTruthy();
  const response = await page.request.post('/login', {
    form: { ...fields, [honeypotName!]: 'i am a bot', userName: DEMO_ACCOUNTS.individualShipper.mobile, password: DEMO_PASSWORD, imgCode: 'x' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain('提交未成功：“此项请留空”一栏须为空，请清空后重新提交');
  expect(html).toContain(`value="${DEMO_ACCOUNTS.individualShipper.mobile}"`);
});

test.describe('unified portal (single sign-on)', () => {
  const ticketFor = (employeeNo: string, seconds = 120) => {
    const now = Math.floor(Date.now() / 1000);
    // the portal's ticket for this application (SSO_ISSUER and SSO_AUDIENCE at their defaults)
    return sign(
      { iss: 'unified-portal', aud: 'freight-platform', sub: employeeNo, jti: crypto.randomUUID(), iat: now, exp: now + seconds },
      SSO_SHARED_SECRET,
      'HS256',
    );
  };

  test('a portal ticket signs the employee in once; a used or forged one is refused', async ({ page }) => {
    const ticket = await ticketFor('JD2023001');
    await page.goto(`/sso/login?ticket=${encodeURIComponent(ticket)}`);
    await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
    await logout(page);

    await page.goto(`/sso/login?ticket=${encodeURIComponent(ticket)}`);
    await expect(page.getByRole('alert')).toHaveText('登录凭证已使用，请从统一登录门户重新进入');
    await page.goto('/workbenck/workbenck');
    await expect(page).toHaveURL(/\/\?redirect=/);

    const forged = await sign({ sub: 'JD2023001', jti: 'x', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-shared-key-but-long-enough-0000', 'HS256');
    await page.goto(`/sso/login?ticket=${encodeURIComponent(forged)}`);
    await expect(page.getByRole('alert')).toHaveText('登录凭证无效或已过期，请从统一登录门户重新进入');
  });

  test('signing in as another account ends the session the browser carried; signed-in answers are private', async ({ page, browser }) => {
    // issue 41 item 6: the carrier's session, then the employee's through the portal in the same browser
    await loginAs(page, DEMO_ACCOUNTS.carrier.mobile);
    for (const path of ['/workbenck/workbenck', '/workbenck/workbenck.data']) {
      expect((await page.request.get(path)).headers()['cache-control'], path).toBe('private, no-store');
    }
    const carrierCookies = await page.context().cookies();
    await page.goto(`/sso/login?ticket=${encodeURIComponent(await ticketFor('JD2023001'))}`);
    await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
    // the carrier's cookie, kept elsewhere, signs no one in any more
    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(carrierCookies);
    const old = await elsewhere.newPage();
    await old.goto('/workbenck/workbenck');
    await expect(old).not.toHaveURL(/\/workbenck\/workbenck$/);
    await expect(old.getByRole('button', { name: '退出登录' })).toHaveCount(0);
    await elsewhere.close();
    // a visitor without a session is not told to store nothing
    const visitor = await browser.newContext();
    expect((await visitor.request.get('/login')).headers()['cache-control']).not.toBe('private, no-store');
    await visitor.close();
  });

  test('opened without a ticket, the page says where to sign in', async ({ page }) => {
    await page.goto('/sso/login');
    await expect(page.getByText('冀东内部员工请从集团统一登录门户进入本平台')).toBeVisible();
    await expect(page.getByRole('heading', { name: '统一登录' })).toBeVisible();
  });
});

test('the image code is a linked picture that loads, not data inlined in the page', async ({ page, request }) => {
  await page.goto('/login');
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect(image).toHaveAttribute('src', /^\/resources\/captcha\/[0-9a-f-]{36}$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.content()).not.toContain('data:image/svg+xml');
  // Once the code is used (here: a wrong answer), its picture is gone.
  const src = (await image.getAttribute('src'))!;
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.individualShipper.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill('zzzz');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证码错误或已过期' })).toBeVisible();
  expect((await request.get(src)).status()).toBe(404);
});

test('the picture links to itself, a reload keeps the code, and the text challenge signs in (issue 41)', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await page.goto('/login');
  const key = await page.locator('input[name="imgCodeKey"]').inputValue();
  await expect(page.getByRole('link', { name: '图形验证码图片（在新窗口打开）' })).toHaveAttribute('href', `/resources/captcha/${key}`);
  // Reloading (or a text browser fetching the page again for its source) shows the same code.
  await page.reload();
  await expect(page.locator('input[name="imgCodeKey"]')).toHaveValue(key);

  await page.getByRole('link', { name: '看不清图片？改用文字验证题' }).click();
  const answer = page.getByLabel(/^验证问题：/);
  await expect(answer).toBeVisible();
  await expect(page.getByRole('link', { name: '图形验证码图片（在新窗口打开）' })).toHaveCount(0);
  const question = (await page.locator('label', { hasText: '验证问题：' }).textContent()) ?? '';
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await answer.fill(answerToQuestion(question));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/workbenck\/workbenck$/);
});

test('a wrong answer to the text challenge is refused, and a new question comes back', async ({ page, request }) => {
  const { mobile, password } = await createUser(request);
  await page.goto('/login?captcha=question');
  const key = await page.locator('input[name="imgCodeKey"]').inputValue();
  const question = (await page.locator('label', { hasText: '验证问题：' }).textContent()) ?? '';
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel(/^验证问题：/).fill(String(Number(answerToQuestion(question)) + 20));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证码错误或已过期' })).toBeVisible();
  // Still the text challenge, with a new code: the spent one is not shown again.
  await expect(page.getByLabel(/^验证问题：/)).toBeVisible();
  await expect(page.locator('input[name="imgCodeKey"]')).not.toHaveValue(key);
});
