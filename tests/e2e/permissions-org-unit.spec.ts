// The data scope "own org unit and below" (issue 44, decision 036), without and with JavaScript: a
// company's administrator puts a new employee in an org unit on 用户管理; that employee, whose role
// has the org-unit scope, sees on 我的订单 the orders of their unit's people and not those of the
// sibling unit, nor the company's other orders.
import type { APIRequestContext } from '@playwright/test';
import { cargoPoint, chinaDay, grabCargoBody, tianjinUnloading } from './cargo-helpers';
import { DEMO_ACCOUNTS, expect, freshPhone, loginAs, platformData, platformToken, signedIn, test, tokenHeaders } from './fixtures';

const API = '/api-platform/api';

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  return platformData<T>(await request.post(`${API}${path}`, { headers: tokenHeaders(token), data }));
}

/** An order published by the employee `token` (a grab cargo that confirms itself) and grabbed by the demo carrier; its number. */
async function orderPublishedBy(request: APIRequestContext, token: string, carrier: string, goodsName: string): Promise<string> {
  const loading = chinaDay(30);
  const cargo = await post<{ id: number }>(
    request,
    token,
    '/goodsSource/save',
    grabCargoBody(goodsName, 10, cargoPoint('丰南区钢厂路1号', `${loading}T08:00`, `${loading}T18:00`), tianjinUnloading(chinaDay(32))),
  );
  return (await post<{ orderNo: string }>(request, carrier, '/goodsSource/grab', { cargoId: cargo.id, vehicleCount: 1 })).orderNo;
}

test('an employee whose role sees their org unit and below sees only their unit’s orders', async ({ page, browser, baseURL, request }, info) => {
  const tag = `${info.project.name}${Date.now() % 1_000_000}`;
  const admin = await platformToken(request, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const carrier = await platformToken(request, DEMO_ACCOUNTS.carrier.mobile);

  // The tree: 区域 with two departments under it.
  const unit = (name: string, parentId?: number) => post<{ id: number }>(request, admin, '/orgUnit/save', { name, kind: 'department', parentId });
  const region = await unit(`区域${tag}`);
  const north = await unit(`北部${tag}`, region.id);
  const south = await unit(`南部${tag}`, region.id);
  // A role of the org-unit scope with what the administrator may grant, short of administering.
  const nodes = await platformData<{ id: number; permission: string }[]>(await request.get(`${API}/system/role/nodes`, { headers: tokenHeaders(admin) }));
  const role = await post<{ key: string; name: string }>(request, admin, '/system/role/save', {
    name: `本部门${tag}`,
    identity: 'enterprise_shipper',
    dataScope: 'org_unit',
    status: 'active',
    nodeIds: nodes.filter((n) => !n.permission.startsWith('permission:')).map((n) => n.id),
  });

  // On 用户管理 the administrator creates the northern employee, in the northern unit.
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const mobile = freshPhone();
  await page.goto('/permission-manage/user?create=1');
  const form = page.getByRole('form', { name: '新增用户' });
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('姓名').fill('北部员工');
  await form.getByRole('checkbox', { name: new RegExp(`^${role.name}`) }).check();
  await form.getByLabel('所属机构').selectOption({ label: `区域${tag} / 北部${tag}` });
  await form.getByRole('button', { name: '保存' }).click();
  const created = page.getByText(/用户已创建，初始密码：[A-Za-z0-9]+/);
  await expect(created).toBeVisible();
  const password = (await created.textContent())!.match(/初始密码：([A-Za-z0-9]+)/)![1];
  await page.goto(`/permission-manage/user?keyword=${mobile}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: mobile, exact: true }) });
  await expect(row.getByRole('cell', { name: `区域${tag} / 北部${tag}`, exact: true })).toBeVisible();

  // The southern employee (through the API), and one order published by each.
  const southMobile = freshPhone();
  const southern = await post<{ password: string }>(request, admin, '/system/user/save', {
    mobile: southMobile,
    realName: '南部员工',
    roleKeys: [role.key],
    orgUnitId: south.id,
  });
  const northOrder = await orderPublishedBy(request, await platformToken(request, mobile, password), carrier, `北部货${tag}`);
  const southOrder = await orderPublishedBy(request, await platformToken(request, southMobile, southern.password), carrier, `南部货${tag}`);
  expect(north.id).not.toBe(south.id);

  // The northern employee, in a browser of their own: 我的订单 lists their unit's order alone.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: info.project.use.javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `10.203.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  try {
    const employee = await context.newPage();
    await loginAs(employee, mobile, password);
    await employee.goto('/user/myOrder');
    const table = employee.getByRole('table', { name: '订单列表' });
    await expect(table.locator('tbody tr').filter({ hasText: northOrder })).toHaveCount(1);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // the sibling unit's order is not found by its number either
    await employee.goto(`/user/myOrder?orderNo=${southOrder}`);
    await expect(employee.getByText('暂无订单')).toBeVisible();
  } finally {
    await context.close();
  }
  // while the administrator (a built-in role: the company's data) sees both
  await page.goto(`/user/myOrder?orderNo=${southOrder}`);
  await expect(page.getByRole('table', { name: '订单列表' }).locator('tbody tr').filter({ hasText: southOrder })).toHaveCount(1);
});
