import { DEMO_ACCOUNTS, expect, test, shownMessage, signedIn } from './fixtures';

// The order and waybill lists on the seed's data (read only, so both projects share it): filters
// live in the URL, page links keep them, each party sees its own side, operations see exceptions.

const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const DRIVER = DEMO_ACCOUNTS.driver.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

test('a page past the end of a list says so and links to the last page, keeping the filters', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/order-manage/dispatchOrder?pageSize=2&pageNumber=999');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByRole('status')).toContainText('第 999 页超出范围');
  await expect(pager.getByRole('link', { name: '2', exact: true })).toHaveCount(0);
  await pager.getByRole('link', { name: /到最后一页/ }).click();
  await expect(page).toHaveURL(/pageSize=2/);
  await expect(page.getByRole('table', { name: '派车单列表' }).getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('status')).toHaveCount(0);
});

test('the carrier’s order and waybill lists filter by URL and page by links', async ({ page }) => {
  await signedIn(page, CARRIER);
  await page.goto('/order-manage/logisticsOrderList?status=TRANSPORT');
  await expect(page.getByLabel('订单状态')).toHaveValue('TRANSPORT');
  const rows = page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: '运输中' });
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: '已完成' })).toHaveCount(0);

  await page.goto('/order-manage/dispatchOrder?pageSize=2');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText('共');
  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=2/);
  await expect(page).toHaveURL(/pageNumber=2/);
  await expect(page.getByRole('table', { name: '派车单列表' }).getByRole('checkbox')).toHaveCount(2);

  // /user opens 我的派车单; /user/driverDetail is the dispatch screen under the spec's other path.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/dispatchOrderList$/);
  await page.goto('/order-manage/logisticsOrderList?status=ACCEPT');
  const accepted = await page
    .getByRole('link', { name: /^(详情|查看并接单) DD/ })
    .first()
    .getAttribute('href');
  await page.goto(`/user/driverDetail?orderId=${accepted!.match(/\d+$/)![0]}`);
  await expect(page.getByRole('form', { name: '派车' })).toBeVisible();

  await page.goto('/order-manage/dispatchOrder?status=LOAD&plateNo=%E6%B4%A5C');
  const loaded = page.getByRole('table', { name: '派车单列表' }).getByRole('row').filter({ hasText: '已装货' });
  expect(await loaded.count()).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: '派车单列表' }).getByRole('row').filter({ hasText: '已签收' })).toHaveCount(0);
});

test('the shipper sees its carrier orders and the exceptions of its waybills', async ({ page }) => {
  await signedIn(page, SHIPPER);
  await page.goto('/logistics/orderList?status=COMPLETE');
  expect(await page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: '已完成' }).count()).toBeGreaterThan(0);
  await page.goto('/user/abnormalOrder?status=1');
  await expect(page.getByRole('row').filter({ hasText: '锈蚀' })).toContainText('已处理');
  await page.goto('/user/expiredOrderList');
  await expect(page.getByRole('heading', { name: '过期订单' })).toBeVisible();
});

test('a driver sees only the waybills he drives', async ({ page }) => {
  await signedIn(page, DRIVER);
  await page.goto('/user/dispatchOrderList');
  const rows = page.getByRole('table', { name: '派车单列表' }).locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const text of await rows.allTextContents()) expect(text).toContain('孙国庆');
});

test('operations see pending exceptions and may handle them', async ({ page }) => {
  await signedIn(page, OPERATOR);
  await page.goto('/order-manage/abnormaList?status=0&abnormalType=6');
  const row = page.getByRole('row').filter({ hasText: '排队' });
  await expect(row).toContainText('待处理');
  await expect(row.getByRole('link', { name: /^处理 / })).toBeVisible();
});

test('the shipper supplements a missing weight of a waybill, logged in its history', async ({ page }, testInfo) => {
  await signedIn(page, SHIPPER);
  await page.goto('/shipper/additional');
  // The seed's refused waybill never recorded an unloading weight.
  const links = page.getByRole('link', { name: /^补录 PC/ });
  if (testInfo.project.name === 'js') {
    // The entry is a change of shared demo data: the no-js project makes it; here the form's own
    // check runs in the browser (on any of the shipper's waybills) and nothing is sent.
    await page.goto('/user/dispatchOrderList?status=SIGN');
    const href = await page
      .getByRole('link', { name: /^详情 PC/ })
      .first()
      .getAttribute('href');
    await page.goto(`/shipper/additional?id=${href!.match(/id=(\d+)/)![1]}`);
    await page.getByRole('form', { name: '运单补录' }).getByRole('button', { name: '提交补录' }).click();
    await expect(shownMessage(page.getByRole('form', { name: '运单补录' }), '请填写补录说明')).toBeVisible();
    return;
  }
  await links.first().click();
  const form = page.getByRole('form', { name: '运单补录' });
  await form.getByRole('button', { name: '提交补录' }).click();
  await expect(shownMessage(page.getByRole('form', { name: '运单补录' }), '请填写补录说明')).toBeVisible();
  await page.getByRole('form', { name: '运单补录' }).getByLabel('卸货重量（吨）').fill('31.86');
  await page.getByRole('form', { name: '运单补录' }).getByLabel('补录说明').fill('按收货方地磅单补录');
  await page.getByRole('form', { name: '运单补录' }).getByRole('button', { name: '提交补录' }).click();
  await expect(page.getByRole('status').filter({ hasText: '补录成功' })).toBeVisible();
  await expect(page.getByRole('list', { name: '状态记录' })).toContainText('补录卸货重量31.86吨：按收货方地磅单补录');
});

test('新增派车单 without an order asks which order and links to the carrier orders (issue 41)', async ({ page }) => {
  await signedIn(page, CARRIER);
  const answer = await page.goto('/user/addDispatch');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '新增派车单' })).toBeVisible();
  await expect(page.getByText('请先选择要派车的订单')).toBeVisible();
  await page.getByRole('link', { name: '待调度的承运订单' }).click();
  await expect(page).toHaveURL(/\/order-manage\/logisticsOrderList\?status=WAITSCHEDULE/);
  await expect(page.getByLabel('订单状态')).toHaveValue('WAITSCHEDULE');
  expect((await page.goto('/user/addDispatch?orderId=abc'))?.status()).toBe(404);
});
