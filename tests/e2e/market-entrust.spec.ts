import { DEMO_ACCOUNTS, expect, test, signedIn } from './fixtures';

// Entrusting to the platform: the steel shipper publishes from its frequent template, entrusts
// the cargo; the operations administrator matches a carrier company; the shipper follows the
// progress; then a quick order and an order on a carrier line (one shipper session: logins of
// the demo shipper are rate-limited per minute). Names carry the project, so projects never meet.

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

test('a shipper entrusts a cargo, operations match capacity, the shipper sees the order; quick and line orders', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const name = `热轧卷${testInfo.project.name === 'js' ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 8)}`;
  await signedIn(page, SHIPPER);
  await page.goto('/my-center/oftenTemplate');
  await page.getByRole('link', { name: /^用 丰南钢厂 → 天津港/ }).click();
  await expect(page.getByLabel('卸货地1 详细地址')).toHaveValue(/东疆港区/);
  await page.getByLabel('货物名称').fill(name);
  await page.getByLabel('车辆数').fill('2');
  await page.getByRole('button', { name: '发布货源', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '货源已发布' })).toBeVisible();

  await page.goto('/sourceManage/entrust');
  const form = page.getByRole('form', { name: '委托平台' });
  const option = (await form.getByLabel('货源').locator('option', { hasText: name }).textContent())!;
  await form.getByLabel('货源').selectOption({ label: option });
  await form.getByLabel('委托说明').fill('两天内装车');
  await form.getByRole('button', { name: '委托平台' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已委托平台' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('待平台匹配');

  await signedIn(page, OPERATOR);
  await page.goto('/sourceManage/entrust?status=WAIT');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('combobox').selectOption({ index: 1 });
  await row.getByRole('button', { name: '匹配并下单' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已匹配运力并生成订单' })).toBeVisible();

  await signedIn(page, SHIPPER);
  await page.goto('/user/high-quality-entrust');
  const mine = page.getByRole('row').filter({ hasText: name });
  await expect(mine).toContainText('已匹配承运');
  await expect(mine).toContainText(/DD\d{14}/);
  await mine.getByRole('link', { name: /^委托详情 / }).click();
  await expect(page.getByRole('list', { name: '委托进度' })).toContainText('平台匹配运力');
  await expect(page.getByRole('list', { name: '委托进度' })).toContainText('两天内装车');

  // A quick order from scratch goes to a chosen frequent carrier as an enterprise order (source 7).
  const quickName = `快速单${testInfo.project.name === 'js' ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/my-center/oftenTemplate');
  const href = (await page.getByRole('link', { name: /^用 丰南钢厂 → 天津港/ }).getAttribute('href'))!;
  await page.goto(href.replace('/sourceManage/release-source', '/user/placeAnOrder'));
  await expect(page.getByRole('heading', { name: '快速下单' })).toBeVisible();
  await page.getByLabel('货物名称').fill(quickName);
  await page.getByLabel('车辆数').fill('2');
  await page
    .getByRole('group', { name: /指定承运商/ })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('button', { name: '发布货源', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '货源已发布' })).toBeVisible();
  const order = page.getByRole('table', { name: '货源订单' }).getByRole('row').filter({ hasText: '企业下单' });
  await expect(order).toContainText('待承运商接单');
  await expect(order).toContainText('2 车');

  // An order on a carrier's line starts from the line and reaches that carrier (source 8).
  const lineName = `线路单${testInfo.project.name === 'js' ? 'JS' : 'NJ'}${Math.random().toString(36).slice(2, 8)}`;
  const lines = await (await page.request.post('/api-platform/api/line/publicPagination', { data: {} })).json();
  const line = lines.data.records[0] as { id: number; companyName: string };
  await page.goto(`/user/lineOrder/${line.id}`);
  await expect(page.getByRole('heading', { name: '线路下单' })).toBeVisible();
  await expect(page.getByText(`承运商：${line.companyName}`)).toBeVisible();
  await page.getByLabel('货物名称').fill(lineName);
  await page.getByRole('textbox', { name: '数量', exact: true }).fill('30');
  await page.getByLabel('总重量（吨）').fill('30');
  await page.getByLabel('装货地1 详细地址').fill('厂区北门');
  await page.getByLabel('卸货地1 详细地址').fill('客户仓库2号门');
  await page.getByLabel('车辆数').fill('1');
  await page.getByRole('button', { name: '发布货源', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '货源已发布' })).toBeVisible();
  const lineOrder = page.getByRole('table', { name: '货源订单' }).getByRole('row').filter({ hasText: '企业线路下单' });
  await expect(lineOrder).toContainText('待承运商接单');
  await expect(lineOrder).toContainText(line.companyName);
});
