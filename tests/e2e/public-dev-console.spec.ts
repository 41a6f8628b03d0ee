import { DEMO_ACCOUNTS, DEMO_PASSWORD, captchaAnswer, expect, test } from './fixtures';

// The developer console (spec 2, issue 4): with JS, Ctrl+Alt+S on a local/test host (the e2e server
// runs with DEV_TOOLS=1 on 127.0.0.1) toggles a lazily loaded panel with API browsing, auth info and
// transaction info. Without JS it does not exist.

test('Ctrl+Alt+S opens the console: API browsing, auth info without the token, transactions', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the console needs JS; the no-js test below checks it is absent');
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/dev-console-[A-Z0-9]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/list-goods');
  await page.waitForLoadState('networkidle');
  const console = page.getByRole('dialog', { name: '开发者控制台' });
  await expect(console).toHaveCount(0);
  expect(chunks, 'the console chunk is not loaded before it is opened').toEqual([]);

  await page.keyboard.press('Control+Alt+KeyS');
  await expect(console).toBeVisible();
  expect(chunks).toHaveLength(1);
  await console.getByRole('button', { name: /^门户（\d+）$/ }).click();
  await console.getByRole('button', { name: /POST \/order\/bidHallPagination/ }).click();
  const fields = console.getByRole('table', { name: '请求体字段' });
  await expect(fields).toContainText('originProvince');
  await expect(fields).toContainText('pageSize');
  await console.getByRole('searchbox', { name: '搜索接口' }).fill('/users/info');
  await expect(console.getByRole('list', { name: '接口列表' }).getByRole('button')).toHaveText([/GET \/users\/info/]);

  await console.getByRole('tab', { name: '认证信息' }).click();
  await expect(console).toContainText('未登录（访客）');
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(console).toHaveCount(0);

  // signed in: the console (remembered open) shows who and what, never the token
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(console).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.carrier.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(console).toBeVisible();
  // the tab choice was kept (cookie)
  await expect(console.getByRole('tab', { name: '认证信息' })).toHaveAttribute('aria-selected', 'true');
  const facts = console.getByRole('definition');
  await expect(console).toContainText(DEMO_ACCOUNTS.carrier.mobile);
  await expect(console).toContainText('只保存在服务器端会话中');
  expect(await facts.count()).toBeGreaterThan(5);

  const raw = await page.request.get('/resources/dev-console');
  expect(raw.status()).toBe(200);
  const body = await raw.text();
  const parsed = JSON.parse(body) as { auth: Record<string, unknown> };
  expect(Object.keys(parsed.auth).sort()).toEqual(['authStatus', 'company', 'mobile', 'name', 'role', 'roles', 'userId']);
  // session tokens are 32 random bytes in base64url (43 characters): none may reach the browser
  expect(body).not.toMatch(/[A-Za-z0-9_-]{43}/);

  await console.getByRole('tab', { name: '事务信息' }).click();
  const requests = console.getByRole('table', { name: '最近请求' });
  await expect(requests).toContainText('GET /users/info');
  await expect(requests.locator('tbody tr').first()).toContainText('ms');
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(console).toHaveCount(0);
});

test('without JS there is no console, and the data route answers 404 off local hosts', async ({ page, request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'checked in the no-js project');
  await page.goto('/list-goods');
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page.getByRole('dialog', { name: '开发者控制台' })).toHaveCount(0);
  expect(await page.content()).not.toContain('开发者控制台');
  const remote = await request.get('/resources/dev-console', { headers: { host: 'www.example.com' } });
  expect(remote.status()).toBe(404);
});
