import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, captchaAnswer, DEMO_PASSWORD, expect, readUntil, test, signedIn } from './fixtures';

// The public site (issue #5) in both projects (no-js and js): header, footer, news, platform
// pages, the cargo hall with its URL filters and the login-then-return flow, the home page.

const POLICIES = [
  ['隐私声明', 'privacyStatement'],
  ['投诉举报制度', 'complaint'],
  ['安全生产管理制度', 'securitySystem'],
  ['争议解决规则', 'argueSystem'],
  ['实际承运人退出须知', 'quitNotice'],
  ['实际承运人准入管理规则及退出机制', 'managementQuit'],
  ['服务满意度公示', 'satisfactionRate'],
] as const;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** A news item (type news) saved by an operator through the platform's admin API. */
async function saveNews(request: APIRequestContext, title: string, contentHtml: string): Promise<{ id: number }> {
  const token = await operatorToken(request);
  return ok<{ id: number }>(
    await request.post('/api-platform/api/api/information/save', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'news', title, contentHtml },
    }),
  );
}

/** An operator token through the platform's own login (image code, secret key, encrypted password). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const { encryptWithSecret } = await import('#contract/auth/crypto');
  const captcha = await ok<{ key: string }>(await request.get('/api-platform/api/codes/images'));
  const { answer } = await ok<{ answer: string }>(await request.get(`/api-platform/api/dev/captcha/${captcha.key}`));
  const { secret, key } = await ok<{ secret: string; key: string }>(await request.post('/api-platform/api/users/secretKey', { data: {} }));
  const login = await ok<{ token: string }>(
    await request.post('/api-platform/api/users/login', {
      data: {
        loginType: 'password',
        userName: DEMO_ACCOUNTS.operator.mobile,
        password: encryptWithSecret(DEMO_PASSWORD, secret),
        secretKey: key,
        imgCode: answer,
        imgCodeKey: captcha.key,
      },
    }),
  );
  return login.token;
}

/** The hall's rows once the page has loaded (an empty result shows its notice instead). */
async function rowTexts(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('table[aria-label="货源列表"] tbody tr, .hall-empty').first()).toBeVisible();
  const texts = await page.getByRole('table', { name: '货源列表' }).locator('tbody tr').allInnerTexts();
  // '23分钟前' becomes '24分钟前' between two loads a second apart; the rows are the same rows.
  return texts.map((text) => text.replace(/\d+(分钟|小时|天)前|刚刚/g, '(时间)'));
}

test('header: main links, active link by route, customer phone; footer: filings and the seven policies', async ({ page }) => {
  await page.goto('/news/policy');
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const name of ['首页', '货源大厅', '运力资源', '移动端', '新闻资讯', '关于平台']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.locator('.site-phone')).toContainText('400-800-5656');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/login?redirect=%2Fnews%2Fpolicy');

  const footer = page.locator('footer');
  await expect(footer).toContainText('© 2026 唐山运宝网络科技有限公司 版权所有');
  await expect(footer).toContainText('冀ICP备2023012345号-1');
  await expect(footer).toContainText('增值电信业务经营许可证：冀B2-20230123');
  const links = footer.getByRole('navigation', { name: '平台规则' }).getByRole('link');
  await expect(links).toHaveText(POLICIES.map(([label]) => label));

  await footer.getByRole('link', { name: '争议解决规则' }).click();
  await expect(page).toHaveURL(/\/about\/argueSystem$/);
  await expect(page.getByRole('heading', { level: 1, name: '争议解决规则' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '关于平台' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^平台规则 - /);

  await nav.getByRole('link', { name: '货源大厅' }).click();
  await expect(page).toHaveURL(/\/list-goods$/);
  await expect(nav.getByRole('link', { name: '货源大厅' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^货源大厅 - /);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', '货源大厅,找货,货源信息,整车货源');
});

test('a signed-in user sees the workbench link and their name instead of login/register', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.goto('/news');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/workbenck/workbenck');
  await expect(header.getByTestId('header-user')).toHaveText('李建国');
  await expect(header.getByText('企业货主')).toBeVisible();
  await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: '注册' })).toHaveCount(0);
});

test('news: all, by type tab, detail with neighbours; unknown id and type are 404', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  await expect(page.locator('.news-items li')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共');

  await page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '政策法规' }).click();
  await expect(page).toHaveURL(/\/news\/policy$/);
  const items = page.locator('.news-items li');
  await expect(items.first()).toBeVisible();
  // with JS the URL changes before the category's items render: wait until none of another category shows
  await expect(items.locator('.tag').filter({ hasNotText: '政策法规' })).toHaveCount(0);
  const count = await items.count();
  for (let i = 0; i < count; i++) await expect(items.nth(i).locator('.tag')).toHaveText('政策法规');

  const second = items.nth(1).getByRole('link');
  const title = (await second.innerText()).trim();
  await second.click();
  await expect(page).toHaveURL(/\/news\/policy\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('news-content').locator('p').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '上下篇' })).toContainText('上一篇');
  await expect(page).toHaveTitle(/^资讯详情 - /);

  const missing = await page.goto('/news/policy/details/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  expect((await page.goto('/news/gossip'))?.status()).toBe(404);
});

test('a news item with a <script> in its content renders inert', async ({ page, request }) => {
  const marker = `脚本测试${Date.now()}`;
  const saved = await saveNews(
    request,
    marker,
    '<p id="x" onclick="window.pwned=1">安全正文</p><script>window.pwned=1;document.title="pwned"</script>' +
      '<img src="/nothing.png" onerror="window.pwned=1"><a href="javascript:window.pwned=1">链接</a>',
  );
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const response = await page.goto(`/news/news/details/${saved.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
  const content = page.getByTestId('news-content');
  await expect(content).toContainText('安全正文');
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onclick], [onerror]')).toHaveCount(0);
  await expect(content).toContainText('链接');
  await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
  const html = await response!.text();
  expect(html).not.toContain('window.pwned');
  await expect(page).toHaveTitle(/^资讯详情 - /);
  expect(dialogs).toBe(0);
});

test('a news item: its headings follow its title without a second h1 or a skipped level (issue 41)', async ({ page, request }) => {
  const title = `标题层级${Date.now()}`;
  const saved = await saveNews(request, title, '<h1>总述</h1><p>正文</p><h3>细则</h3><p>更多</p>');
  await page.goto(`/news/news/details/${saved.id}`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 2, name: '总述' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: '细则' })).toBeVisible();
  const levels = await article.locator('h1, h2, h3, h4, h5, h6').evaluateAll((all) => all.map((h) => Number(h.tagName[1])));
  expect(levels).toEqual([1, 2, 3]);
});

test('about menu, the seven policies, the agreement and the privacy statement; unknown keys 404', async ({ page }) => {
  await page.goto('/about/platform');
  await expect(page.getByRole('heading', { level: 1, name: '关于平台' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '关于平台' });
  for (const [label, key] of POLICIES) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/about/${key}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/agreement');
  await expect(page.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
  await page.goto('/newPrivacyStatement');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  expect((await page.goto('/about/nothing'))?.status()).toBe(404);
});

test('cargo hall: filters live in the URL, a new context opens the same rows, pages are links', async ({ page, browser }) => {
  await page.goto('/list-goods');
  const all = await rowTexts(page);
  expect(all.length).toBeGreaterThan(5);

  const form = page.getByRole('form', { name: '货源筛选' });
  await form.getByLabel('始发省份').selectOption({ label: '河北省' });
  // With JS a province change submits the form; without JS 查询 does, which fills the city list.
  if (!(await form.getByLabel('始发城市').locator('option', { hasText: '唐山市' }).count())) {
    await form.getByRole('button', { name: '查询' }).click();
  }
  await expect(page).toHaveURL(/originProvince=13/);
  await form.getByLabel('始发城市').selectOption({ label: '唐山市' });
  await form.getByLabel('货物类型').selectOption({ label: '钢材' });
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/originCity=1302/);
  await expect(page).toHaveURL(/goodsType=steel/);
  // the new URL's rows, not the old page's (readUntil)
  const filtered = await readUntil(
    () => rowTexts(page),
    (rows) => {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(all.length);
      for (const row of rows) {
        expect(row).toMatch(/^唐山市/);
        expect(row).toContain('钢材');
      }
    },
  );

  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  expect(await rowTexts(fresh)).toEqual(filtered);
  await expect(fresh.getByRole('form', { name: '货源筛选' }).getByLabel('始发城市')).toHaveValue('1302');
  await other.close();

  await page.goto('/list-goods');
  await form.getByLabel('每页').selectOption('10');
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/pageSize=10/);
  const first = await readUntil(
    () => rowTexts(page),
    (rows) => expect(rows).toHaveLength(10),
  );
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNumber=2/);
  await expect(page).toHaveURL(/pageSize=10/);
  await readUntil(
    () => rowTexts(page),
    (second) => {
      expect(second.length).toBeGreaterThan(0);
      expect(second[0]).not.toEqual(first[0]);
    },
  );
});

test('cargo hall: a bad filter URL answers 400 with a clear message; unknown detail is 404', async ({ page }) => {
  const bad = await page.goto('/list-goods?originProvince=13&originCity=3205');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('始发城市不属于所选省份');
  await expect(page.getByRole('form', { name: '货源筛选' })).toBeVisible();
  expect((await page.goto('/list-goods/detail/999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
});

test('hall detail: public fields only; acting goes through login and comes back', async ({ page }) => {
  await page.goto('/list-goods?businessType=2');
  await page.getByRole('table', { name: '货源列表' }).getByRole('link', { name: '查看详情' }).first().click();
  await expect(page).toHaveURL(/\/list-goods\/detail\/\d+$/);
  const detailPath = new URL(page.url()).pathname;
  await expect(page.getByText('货源编号')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/1[3-9]\d{9}/);

  await page.getByRole('link', { name: '登录后抢单' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(detailPath).replace(/%2F/g, '%2F')}`));
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.carrier.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  await expect(page.getByTestId('header-user')).toHaveText('王海涛');
  await expect(page.getByRole('link', { name: '进入工作台' })).toBeVisible();
});

test('home: what the platform offers, latest cargo, capacity, news and counts; ?redirect= shows login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^首页 - /);
  const stats = page.getByRole('list', { name: '平台数据' });
  await expect(stats).toContainText('认证企业');
  const vehicles = await stats.locator('li', { hasText: '入驻车辆' }).locator('strong').innerText();
  expect(Number(vehicles)).toBeGreaterThan(0);
  await expect(page.locator('#latest-cargo + table tbody tr').first()).toBeVisible();
  await expect(page.locator('.home-capacity tbody tr').first()).toBeVisible();
  const firstNews = page.locator('.news-list a').first();
  await firstNews.click();
  await expect(page).toHaveURL(/\/news\/(news|policy|data)\/details\/\d+$/);

  await page.goto('/?redirect=%2Flist-goods');
  await expect(page.getByLabel('手机号')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
