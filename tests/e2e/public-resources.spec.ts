import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, captchaAnswer, DEMO_PASSWORD, expect, readUntil, test, shownMessage } from './fixtures';

// Capacity and company pages of the public site, in both projects (no-js and js).

async function rows(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('table[aria-label="专线列表"] tbody tr, .line-empty').first()).toBeVisible();
  return page.getByRole('table', { name: '专线列表' }).locator('tbody tr').allInnerTexts();
}

test('line resources: filter by origin in the URL; the header marks 运力资源 on both capacity pages', async ({ page, browser }) => {
  await page.goto('/lineResource');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '运力资源' })).toHaveAttribute('aria-current', 'page');
  const all = await rows(page);
  expect(all.length).toBeGreaterThan(0);

  const form = page.getByRole('form', { name: '线路筛选' });
  await form.getByLabel('始发省份').selectOption({ label: '河北省' });
  if (!(await form.getByLabel('始发城市').locator('option', { hasText: '唐山市' }).count())) {
    await form.getByRole('button', { name: '查询' }).click();
  }
  await expect(page).toHaveURL(/originProvince=13/);
  await form.getByLabel('始发城市').selectOption({ label: '唐山市' });
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/originCity=1302/);
  // read again until the province's rows give way to the city's (readUntil)
  const filtered = await readUntil(
    () => rows(page),
    (shown) => {
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) expect(row).toMatch(/^唐山市 →/);
    },
  );

  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  expect(await rows(fresh)).toEqual(filtered);
  await other.close();

  await page.getByRole('navigation', { name: '运力资源' }).getByRole('link', { name: '城市资源' }).click();
  await expect(page).toHaveURL(/\/cityResource$/);
  await expect(nav.getByRole('link', { name: '运力资源' })).toHaveAttribute('aria-current', 'page');
});

test('city resources: lines that start or end in a city; a bad city is a 400 with a message', async ({ page }) => {
  await page.goto('/cityResource?province=13&city=1302');
  await expect(page.getByText('唐山市始发或到达的专线')).toBeVisible();
  const list = await rows(page);
  expect(list.length).toBeGreaterThan(0);
  for (const row of list) expect(row).toContain('唐山市');
  const bad = await page.goto('/cityResource?city=99');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('城市不正确');
});

test('company search and profile with certification, counts and lines; unknown company is 404', async ({ page }) => {
  await page.goto('/companyInfo');
  await page.getByLabel('企业名称或统一社会信用代码').fill('顺达');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=%E9%A1%BA%E8%BE%BE/);
  const hit = page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: '天津顺达物流有限公司' });
  await hit.click();
  await expect(page).toHaveURL(/\/companyInfo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '天津顺达物流有限公司' })).toBeVisible();
  await expect(page.getByTestId('auth-status')).toHaveText('已认证');
  const counts = page.getByRole('list', { name: '企业运力' });
  expect(Number(await counts.locator('li', { hasText: '车辆' }).locator('strong').innerText())).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: '专线列表' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/1[3-9]\d{9}/);

  await page.goto('/companyInfo?keyword=不存在的企业名称xyz');
  await expect(page.getByText('没有找到与“不存在的企业名称xyz”匹配的企业')).toBeVisible();
  expect((await page.goto('/companyInfo/999999'))?.status()).toBe(404);
});

test('waybill query without login: field messages, and a wrong pair shows one message and no data', async ({ page }) => {
  await page.goto('/viewOrderSimple');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(shownMessage(page, '请输入派车单号')).toBeVisible();
  await expect(shownMessage(page, '请输入收货人手机号后四位').first()).toBeVisible();

  await page.getByLabel('派车单号').fill('PC2026010100001');
  await page.getByLabel('收货人手机号后四位').fill('12a4');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(shownMessage(page, '请输入收货人手机号后四位（4位数字）')).toBeVisible();

  await page.getByLabel('收货人手机号后四位').fill('0000');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toContainText('派车单号或手机号后四位不正确，请核对后重试');
  await expect(page.getByRole('region', { name: '派车单进度' })).toHaveCount(0);
});

test('mobile page: QR codes drawn on the server for the mobile entry points', async ({ page }) => {
  const response = await page.goto('/mobile');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '移动端' })).toBeVisible();
  await expect(page.locator('.qr svg')).toHaveCount(3);
  const html = await response!.text();
  expect(html).toMatch(/<svg[^>]*viewBox/);
  await expect(page.getByRole('img', { name: /找货：货源大厅二维码：http:\/\/127\.0\.0\.1:\d+\/list-goods/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '移动端' })).toHaveAttribute('aria-current', 'page');
});

/**
 * The seed's first waybill (order o1: cargo c1 to Baoshan, consignee phone ending 6542) is numbered
 * PC<China date of its creation>00001, about twelve days before the seed ran. Find its date.
 */
async function firstSeedWaybill(request: APIRequestContext): Promise<string> {
  for (let daysAgo = 8; daysAgo <= 20; daysAgo++) {
    const d = new Date(Date.now() + 8 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const res = await request.post('/api-platform/api/dispatchOrder/publicTrack', {
      headers: { 'x-forwarded-for': `10.250.${daysAgo}.${1 + Math.floor(Math.random() * 250)}` },
      data: { waybillNo: `PC${d}00001`, phoneTail: '6542' },
    });
    if ((await res.json()).code === 200) return `PC${d}00001`;
  }
  throw new Error('seed waybill PC…00001 not found');
}

test('waybill query: the right number and phone tail show progress, never the consignee', async ({ page, request }) => {
  const waybillNo = await firstSeedWaybill(request);
  await page.goto('/viewOrderSimple');
  await page.getByLabel('派车单号').fill(waybillNo);
  await page.getByLabel('收货人手机号后四位').fill('6542');
  await page.getByRole('button', { name: '查询' }).click();
  const result = page.getByRole('region', { name: '派车单进度' });
  await expect(result.getByRole('heading', { name: `派车单 ${waybillNo}` })).toBeVisible();
  await expect(result).toContainText('唐山市 → 上海市');
  await expect(result.getByTestId('waybill-status')).not.toBeEmpty();
  await expect(result.locator('.track-steps li').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('13901786542');
  await expect(page.locator('body')).not.toContainText('陆建华');
  expect(page.url()).not.toContain('6542');
});

test('capacity directory: verified carriers and agents with counts, filtered in the URL', async ({ page }) => {
  await page.goto('/yunli');
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '运力资源' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: '运力企业' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('form', { name: '运力筛选' }).getByLabel('企业类型').selectOption({ label: '承运商' });
  await page.getByRole('form', { name: '运力筛选' }).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/kind=carrier/);
  // With JS the URL changes before the filtered rows are on the page: wait until no row is of another kind.
  const kinds = table.locator('tbody tr td:nth-child(2)');
  await expect(kinds.filter({ hasNotText: /^承运商$/ })).toHaveCount(0);
  expect(await kinds.count()).toBeGreaterThan(0);
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/companyInfo\/\d+$/);
  await expect(page.getByTestId('auth-status')).toHaveText('已认证');
  expect((await page.goto('/yunli?kind=shipper'))?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('企业类型不正确');
});

test('line hall: filtered lines, ordering goes through login and comes back to the same filters', async ({ page }) => {
  await page.goto('/list-line?originProvince=13&originCity=1302');
  const list = await rows(page);
  expect(list.length).toBeGreaterThan(0);
  for (const row of list) expect(row).toMatch(/^唐山市 →/);
  await page.getByRole('table', { name: '专线列表' }).getByRole('link', { name: '登录后下单' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flist-line%3ForiginProvince%3D13%26originCity%3D1302$/);
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/list-line\?originProvince=13&originCity=1302$/);
  await expect(page.getByTestId('header-user')).toHaveText('李建国');
  await expect(page.getByRole('table', { name: '专线列表' }).getByRole('link', { name: '查看承运商' }).first()).toBeVisible();
});
