import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, captchaAnswer, DEMO_PASSWORD, expect, test } from './fixtures';

// The goods-source hall's other lists (issue #5): open biddings (/list-bid) with their countdown,
// freight prices (/list-feight) and a route's weekly trend (/GPDetail), the driver app page and
// /redirect/:path. Both projects (no-js and js); nothing here mutates shared data.

async function bidRows(page: Page) {
  await expect(page.locator('table[aria-label="竞价货源列表"] tbody tr, .hall-empty').first()).toBeVisible();
  // route and goods cells only: quote counts may move while other specs quote
  return page
    .getByRole('table', { name: '竞价货源列表' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.querySelectorAll('td')]
          .slice(0, 2)
          .map((td) => td.textContent)
          .join('|'),
      ),
    );
}

test('bid hall: open biddings with the time left, URL filters, same rows in a new context', async ({ page, browser }) => {
  await page.goto('/list-bid');
  await expect(page).toHaveTitle(/^竞价大厅 - /);
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '货源大厅' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '货源大厅' }).getByRole('link', { name: '竞价大厅' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: '竞价货源列表' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByTestId('countdown').first()).toHaveText(/^剩余 \d+(天\d+小时|小时\d+分|分\d{2}秒)$/);
  await expect(table).toContainText('家报价');
  // the bid hall has no business-type filter: every row is bid cargo
  await expect(page.getByRole('form', { name: '竞价货源筛选' }).getByLabel('业务类型')).toHaveCount(0);

  const filtered = '/list-bid?originProvince=13&originCity=1302';
  await page.goto(filtered);
  await expect(page.getByLabel('始发城市')).toHaveValue('1302');
  const rows = await bidRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain('唐山');

  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto(filtered);
  expect(await bidRows(fresh)).toEqual(rows);
  await other.close();

  await page.goto('/list-bid?vehicleType=rocket');
  await expect(page.getByRole('alert')).toHaveText('车辆类型不正确');
});

test('bid hall: the countdown runs live with JS', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JS the server-rendered text is what the visitor sees');
  await page.clock.install({ time: new Date() });
  await page.goto('/list-bid');
  const first = page.getByTestId('countdown').first();
  await expect(first).toHaveText(/^剩余/);
  const deadline = Date.parse((await first.getAttribute('datetime'))!);
  const before = await first.innerText();
  // jump to one minute 5 s before the deadline
  await page.clock.fastForward(deadline - Date.now() - 65_000);
  await expect(first).toHaveText(/^剩余 1分0[0-5]秒$/);
  expect(await first.innerText()).not.toBe(before);
  await page.clock.fastForward(70_000);
  await expect(first).toHaveText('已截止');
});

test('bid hall: quoting asks to log in and comes back to the same filtered page', async ({ page }) => {
  const filtered = '/list-bid?originProvince=13';
  await page.goto(filtered);
  await page.getByRole('link', { name: '登录后报价' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flist-bid%3ForiginProvince%3D13$/);
  await page.getByLabel('手机号').fill(DEMO_ACCOUNTS.carrier.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('图形验证码').fill(await captchaAnswer(page, page.request));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/list-bid\?originProvince=13$/);
  await expect(page.getByRole('link', { name: '登录后报价' })).toHaveCount(0);
  const quote = page.getByRole('link', { name: '去报价' }).first();
  await expect(quote).toHaveAttribute('href', /^\/sourceManage\/supplyDetail\?id=\d+$/);
});

test('freight information: route prices with filters, a route trend as a chart and a table', async ({ page }) => {
  await page.goto('/list-feight');
  await expect(page).toHaveTitle(/^运价信息 - /);
  const table = page.getByRole('table', { name: '线路运价' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('元/吨');

  const form = page.getByRole('form', { name: '运价筛选' });
  await form.getByLabel('车辆类型').selectOption({ label: '重型半挂牵引车' });
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/vehicleType=Q11/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // with JS the URL changes before the filtered rows render: wait until no row shows another type
  await expect(table.locator('tbody tr td:nth-child(2)').filter({ hasNotText: '重型半挂牵引车' })).toHaveCount(0);
  for (const text of await table.locator('tbody tr td:nth-child(2)').allInnerTexts()) expect(text).toBe('重型半挂牵引车');

  const route = (await table.locator('tbody tr').first().locator('td').first().innerText()).trim();
  await table.getByRole('link', { name: '运价走势' }).first().click();
  await expect(page).toHaveURL(/\/GPDetail\?originCity=\d{4}&destCity=\d{4}&vehicleType=Q11$/);
  await expect(page).toHaveTitle(/^挂牌运价详情 - /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(route);
  // the chart kit's server-drawn SVG: the two series' lines, and the figures as a table for readers
  await expect(page.locator('figure.price-chart svg[role="img"] path').first()).toBeAttached();
  await expect(page.locator('figure.price-chart table tbody tr')).toHaveCount(12);
  await expect(page.getByRole('table', { name: '每周运价' }).locator('tbody tr')).toHaveCount(12);

  await page.goto('/list-feight?originProvince=13&originCity=3101');
  await expect(page.getByRole('alert')).toHaveText('始发城市不属于所选省份');
  // Without a whole route (a bookmark, half a route) /GPDetail is the route picker, not an error.
  const half = await page.goto('/GPDetail?destCity=3101');
  expect(half?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('运价详情：请选择线路');
  await page.goto('/GPDetail');
  const picker = page.getByRole('form', { name: '选择线路' });
  await expect(picker.getByLabel('车辆类型')).toBeVisible();
  const routes = page.getByRole('table', { name: '有近期运价的线路' });
  const first = (await routes.locator('tbody tr').first().locator('td').first().innerText()).trim();
  await routes.getByRole('link', { name: '运价走势' }).first().click();
  await expect(page).toHaveURL(/\/GPDetail\?originCity=\d{4}&destCity=\d{4}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first);
});

test('driver app page: no login, QR codes drawn on the server', async ({ page }) => {
  await page.goto('/my-center/driverDownLoad');
  await expect(page).toHaveURL(/\/my-center\/driverDownLoad$/);
  await expect(page).toHaveTitle(/^司机端下载 - /);
  await expect(page.locator('.qr svg')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /^司机登录二维码：http/ })).toBeVisible();
});

test('/redirect/:path reloads a same-site page and never leaves the site', async ({ page, baseURL }) => {
  await page.goto('/redirect/list-goods?originProvince=13');
  await expect(page).toHaveURL(`${baseURL}/list-goods?originProvince=13`);
  await expect(page.getByLabel('始发省份')).toHaveValue('13');
  await page.goto('/redirect//example.com/x');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/redirect/%2F%2Fexample.com');
  expect(new URL(page.url()).origin).toBe(baseURL);
});
