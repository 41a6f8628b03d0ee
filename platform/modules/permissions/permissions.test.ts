// The permission area (issue 44): roles with a subset of the caller's grants, users of the caller's
// scope only (operations: everyone; a shipper company's administrator: its own employees), nobody
// grants what they do not hold, and the last administrator can be neither disabled nor stripped.
import { and, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES } from '../../contract/capacity/org';
import { PERMISSION_MESSAGES as M } from '../../contract/permissions/messages';
import { companies, menus, orders, orgUnits, permissionHistory, projects, settlementBills, userProjects, userRoles, users, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed';
import { t, withTestPlatform } from '../auth/testing';

withTestPlatform();

const nodeId = async (code: string) => (await t.db.select({ id: menus.id }).from(menus).where(eq(menus.code, code)))[0].id;
const as = async (mobile: string) => t.sessionFor(mobile);

describe('roles', () => {
  it('operations make a role of a subset of their own menus and buttons, and no more', async () => {
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    const nodes = (await t.call('/system/role/nodes', { token: operator })).body.data as { id: number; kind: string; permission: string }[];
    expect(nodes.some((n) => n.permission === 'permission:role:save')).toBe(true);
    const waybillPush = await nodeId('/user/waybillPush');
    expect(nodes.map((n) => n.id)).toContain(waybillPush);

    const saved = await t.call('/system/role/save', {
      token: operator,
      json: {
        name: '上报专员',
        identity: 'operator',
        dataScope: 'all',
        status: 'active',
        nodeIds: [waybillPush, await nodeId('transport:waybillReport:page')],
      },
    });
    expect(saved.body).toMatchObject({ code: 200, message: M.saved, data: { name: '上报专员', identity: 'operator', builtIn: false, companyId: null } });
    const detail = (await t.call(`/system/role/getById/${saved.body.data.id}`, { token: operator })).body.data;
    expect(detail.nodeIds.sort()).toEqual([waybillPush, await nodeId('transport:waybillReport:page')].sort());
    const [history] = await t.db.select().from(permissionHistory).where(eq(permissionHistory.subjectId, saved.body.data.id));
    expect(history).toMatchObject({ subject: 'role', action: 'create' });

    // a shipper's menu entry is not the operator's to give
    const shipperOnly = await nodeId('/user/goods-list');
    expect(nodes.map((n) => n.id)).not.toContain(shipperOnly);
    expect(
      (
        await t.call('/system/role/save', {
          token: operator,
          json: { name: '越权角色', identity: 'operator', dataScope: 'all', status: 'active', nodeIds: [shipperOnly] },
        })
      ).body,
    ).toMatchObject({
      code: 400,
      message: M.grantBeyondOwn,
    });
    // built-in roles are not edited
    const builtIn = (await t.call('/system/role/list', { token: operator })).body.data.find((r: { key: string }) => r.key === 'carrier');
    expect(
      (
        await t.call('/system/role/save', {
          token: operator,
          json: { id: builtIn.id, name: '承运商', identity: 'carrier', dataScope: 'company', status: 'active', nodeIds: [] },
        })
      ).body,
    ).toMatchObject({
      code: 400,
      message: M.builtInRole,
    });
  });

  it('a company administrator sees its own roles and the built-in shipper role only, and makes shipper roles', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const list = (await t.call('/system/role/list', { token: admin })).body.data as { key: string; companyId: number | null }[];
    expect(list.map((r) => r.key)).toContain('enterprise_shipper');
    expect(list.map((r) => r.key)).not.toContain('operator');
    expect(
      (
        await t.call('/system/role/save', {
          token: admin,
          json: { name: '运营角色', identity: 'operator', dataScope: 'company', status: 'active', nodeIds: [] },
        })
      ).body,
    ).toMatchObject({
      code: 400,
      message: M.identityRequired,
    });
    const saved = await t.call('/system/role/save', {
      token: admin,
      json: { name: '货源专员', identity: 'enterprise_shipper', dataScope: 'own', status: 'active', nodeIds: [await nodeId('/user/goods-list')] },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { companyId: expect.any(Number) } });
    // a carrier has no grant to call it at all
    expect((await t.call('/system/role/list', { token: await as(DEMO_ACCOUNTS.carrier.mobile) })).body).toMatchObject({
      code: 403,
      data: { permission: 'permission:role:list' },
    });
  });
  it("a role's new grant shows in its holders' sidebar at once, not after the menu rows' cache runs out", async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const json = { name: '菜单即时', identity: 'enterprise_shipper', dataScope: 'company', status: 'active', nodeIds: [await nodeId('/user/goods-list')] };
    const role = await t.call('/system/role/save', { token: admin, json });
    expect(role.body.code, role.body.message).toBe(200);
    const created = await t.call('/system/user/save', { token: admin, json: { mobile: '13700004490', realName: '员工戊', roleKeys: [role.body.data.key] } });
    const token = await t.login('13700004490', created.body.data.password);
    const sidebar = async () =>
      ((await t.call('/workspace/shell', { token, json: { route: '/workbenck/workbenck' } })).body.data.menuTree as { children: { path: string }[] }[]).flatMap(
        (g) => g.children.map((c) => c.path),
      );
    // this read fills the role's cached menu rows (kept PERMISSION_CACHE_MS, 3 s)
    expect(await sidebar()).toEqual(['/user/goods-list']);

    const granted = await t.call('/system/role/save', {
      token: admin,
      json: { ...json, id: role.body.data.id, nodeIds: [await nodeId('/user/goods-list'), await nodeId('/user/dispatchOrderList')] },
    });
    expect(granted.body.code, granted.body.message).toBe(200);
    expect((await sidebar()).sort()).toEqual(['/user/dispatchOrderList', '/user/goods-list']);

    // and a grant taken away leaves at once too
    await t.call('/system/role/save', { token: admin, json: { ...json, id: role.body.data.id, nodeIds: [await nodeId('/user/dispatchOrderList')] } });
    expect(await sidebar()).toEqual(['/user/dispatchOrderList']);
  });
});

describe('users', () => {
  it('a company administrator creates an employee with a company role, who signs in with the temporary password and must change it', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const role = await t.call('/system/role/save', {
      token: admin,
      json: { name: '运单查看员', identity: 'enterprise_shipper', dataScope: 'company', status: 'active', nodeIds: [await nodeId('/user/dispatchOrderList')] },
    });
    const created = await t.call('/system/user/save', { token: admin, json: { mobile: '13700004401', realName: '员工甲', roleKeys: [role.body.data.key] } });
    expect(created.body).toMatchObject({ code: 200, data: { password: expect.stringMatching(/^[A-Za-z]{6}\d{4}$/) } });
    expect(created.body.message).toBe(`${M.created}${created.body.data.password}`);
    const token = await t.login('13700004401', created.body.data.password);
    const info = (await t.call('/users/info', { token })).body.data;
    expect(info).toMatchObject({
      role: 'enterprise_shipper',
      companyId: (await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile)))[0].companyId,
    });
    expect(info.pwdChangeDay).toBeGreaterThanOrEqual(180);
    // their menu is the role's one entry; the shell says they act through a narrower role
    const shell = (await t.call('/workspace/shell', { token, json: { route: '/user/dispatchOrderList' } })).body.data;
    expect(shell.narrowed).toBe(true);
    expect(shell.menuTree.flatMap((g: { children: { path: string }[] }) => g.children.map((c) => c.path))).toEqual(['/user/dispatchOrderList']);
    // and the endpoints the role does not grant are refused
    expect((await t.call('/goodsSource/myPagination', { token, json: {} })).body).toMatchObject({ code: 403 });

    // the list is the company's own; another company's user is not found
    const page = (await t.call('/system/user/pagination', { token: admin, json: { pageNumber: 1, pageSize: 50 } })).body.data;
    expect(page.records.map((r: { mobile: string }) => r.mobile)).toContain('13700004401');
    expect(page.records.map((r: { mobile: string }) => r.mobile)).not.toContain(DEMO_ACCOUNTS.carrier.mobile);
    const carrier = (await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.carrier.mobile)))[0];
    expect((await t.call('/system/user/status', { token: admin, json: { userId: carrier.id, status: 'disabled' } })).body).toMatchObject({
      code: 404,
      message: M.userNotFound,
    });
    expect((await t.call('/system/user/resetPwd', { token: admin, json: { userId: carrier.id } })).body).toMatchObject({ code: 404 });
    // operations see everyone
    const all = (
      await t.call('/system/user/pagination', {
        token: await as(DEMO_ACCOUNTS.operator.mobile),
        json: { keyword: DEMO_ACCOUNTS.carrier.mobile, pageNumber: 1, pageSize: 10 },
      })
    ).body.data;
    expect(all.records.map((r: { mobile: string }) => r.mobile)).toEqual([DEMO_ACCOUNTS.carrier.mobile]);

    // reset: a new temporary password, the old sessions end
    const reset = await t.call('/system/user/resetPwd', { token: admin, json: { userId: created.body.data.userId } });
    expect(reset.body).toMatchObject({ code: 200, data: { password: expect.any(String) } });
    expect((await t.call('/users/info', { token })).body.code).toBe(403);
    await t.login('13700004401', reset.body.data.password);
  });

  it('nobody assigns a role they do not hold or cannot see', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect(
      (await t.call('/system/user/save', { token: admin, json: { mobile: '13700004402', realName: '员工乙', roleKeys: ['operator'] } })).body,
    ).toMatchObject({
      code: 400,
      message: M.roleNotFound,
      data: { field: 'roleKeys' },
    });
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    // operations do not hold the shipper's grants, so cannot hand out the shipper role
    expect(
      (await t.call('/system/user/save', { token: operator, json: { mobile: '13700004403', realName: '员工丙', roleKeys: ['enterprise_shipper'] } })).body,
    ).toMatchObject({
      code: 400,
      message: M.roleBeyondOwn,
    });
    expect(await t.db.select().from(users).where(eq(users.mobile, '13700004403'))).toEqual([]);
  });

  it('keeps the last administrator: not disabled, not stripped of the role that makes them one', async () => {
    const fenhe = DEMO_ACCOUNTS.fenheShipper.mobile;
    const admin = await as(fenhe);
    const [me] = await t.db.select().from(users).where(eq(users.mobile, fenhe));
    expect((await t.call('/system/user/status', { token: admin, json: { userId: me.id, status: 'disabled' } })).body).toMatchObject({
      code: 400,
      message: M.selfDisable,
    });
    // the company's other administrators are disabled first
    const others = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.companyId, me.companyId!));
    for (const other of others.filter((o) => o.id !== me.id)) {
      expect((await t.call('/system/user/status', { token: admin, json: { userId: other.id, status: 'disabled' } })).body.code).toBe(200);
    }
    const role = await t.call('/system/role/save', {
      token: admin,
      json: { name: '只读', identity: 'enterprise_shipper', dataScope: 'own', status: 'active', nodeIds: [await nodeId('/user/goods-list')] },
    });
    expect((await t.call('/system/user/assign', { token: admin, json: { userId: me.id, roleKeys: [role.body.data.key] } })).body).toMatchObject({
      code: 400,
      message: M.lastAdministrator,
    });
    expect((await t.db.select().from(userRoles).where(eq(userRoles.userId, me.id))).map((r) => r.role)).toEqual(['enterprise_shipper']);
    // operations disabling them is refused the same way
    expect(
      (await t.call('/system/user/status', { token: await as(DEMO_ACCOUNTS.operator.mobile), json: { userId: me.id, status: 'disabled' } })).body,
    ).toMatchObject({
      code: 400,
      message: M.lastAdministrator,
    });
    expect((await t.db.select().from(users).where(eq(users.id, me.id)))[0].status).toBe('active');
  });
});

describe("a shipper company's administrators", () => {
  const menuPaths = async (token: string) =>
    ((await t.call('/workspace/shell', { token, json: { route: '/workbenck/workbenck' } })).body.data.menuTree as { children: { path: string }[] }[]).flatMap(
      (g) => g.children.map((c) => c.path),
    );

  it('see 权限管理 (users, roles) in their menu; an individual shipper and an employee without the grant do not', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect(await menuPaths(admin)).toEqual(expect.arrayContaining(['/permission-manage/user', '/permission-manage/role']));
    expect(await menuPaths(admin)).not.toContain('/permission-manage/menu');
    expect(await menuPaths(await as(DEMO_ACCOUNTS.individualShipper.mobile))).not.toContain('/permission-manage/user');

    // an employee whose role holds the menu rows but not permission:user:save is not shown them
    const role = await t.call('/system/role/save', {
      token: admin,
      json: {
        name: '菜单无权',
        identity: 'enterprise_shipper',
        dataScope: 'own',
        status: 'active',
        nodeIds: [await nodeId('/user/goods-list'), await nodeId('/permission-manage/user')],
      },
    });
    expect(role.body.code).toBe(200);
    const created = await t.call('/system/user/save', { token: admin, json: { mobile: '13700004410', realName: '员工丁', roleKeys: [role.body.data.key] } });
    const token = await t.login('13700004410', created.body.data.password);
    expect(await menuPaths(token)).toEqual(['/user/goods-list']);
  });

  it("manage only their own employees: another shipper company's user is neither listed nor reachable by id", async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const [other] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.fenheShipper.mobile));
    const [me] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    expect(other.companyId).not.toBe(me.companyId);

    const listed = (await t.call('/system/user/pagination', { token: admin, json: { pageNumber: 1, pageSize: 50 } })).body.data;
    expect(listed.records.map((r: { mobile: string }) => r.mobile)).toContain(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect(listed.records.map((r: { mobile: string }) => r.mobile)).not.toContain(DEMO_ACCOUNTS.fenheShipper.mobile);
    const searched = (
      await t.call('/system/user/pagination', { token: admin, json: { keyword: DEMO_ACCOUNTS.fenheShipper.mobile, pageNumber: 1, pageSize: 10 } })
    ).body.data;
    expect(searched.records).toEqual([]);

    for (const [path, json] of [
      ['/system/user/status', { userId: other.id, status: 'disabled' }],
      ['/system/user/resetPwd', { userId: other.id }],
      ['/system/user/assign', { userId: other.id, roleKeys: ['enterprise_shipper'] }],
    ] as const) {
      expect((await t.call(path, { token: admin, json })).body, path).toMatchObject({ code: 404, message: M.userNotFound });
    }
    expect((await t.db.select().from(users).where(eq(users.id, other.id)))[0].status).toBe('active');
  });
});

describe('projects', () => {
  it("a company administrator makes, edits, disables and assigns the company's projects; another company's are out of reach", async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const [me] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    const created = await t.call('/system/project/save', { token: admin, json: { name: '华北煤炭', members: ' 顺达物流 \n\n恒通运输\n顺达物流' } });
    expect(created.body).toMatchObject({ code: 200, data: { name: '华北煤炭', members: '顺达物流\n恒通运输', status: 'active', companyId: me.companyId } });
    const id = created.body.data.id as number;
    expect((await t.call('/system/project/save', { token: admin, json: { name: '华北煤炭' } })).body).toMatchObject({
      code: 400,
      message: M.projectNameTaken,
      data: { field: 'name' },
    });
    expect((await t.call('/system/project/save', { token: admin, json: { name: ' ' } })).body).toMatchObject({ code: 400, message: M.projectNameRequired });

    const edited = await t.call('/system/project/save', { token: admin, json: { id, name: '华北煤炭二期', members: '恒通运输' } });
    expect(edited.body.data).toMatchObject({ id, name: '华北煤炭二期', members: '恒通运输' });
    expect((await t.call('/system/project/status', { token: admin, json: { id, status: 'disabled' } })).body).toMatchObject({
      code: 200,
      message: M.projectDisabled,
    });
    expect((await t.db.select().from(projects).where(eq(projects.id, id)))[0].status).toBe('disabled');
    await t.call('/system/project/status', { token: admin, json: { id, status: 'active' } });
    const history = await t.db.select().from(permissionHistory).where(eq(permissionHistory.subjectId, id));
    expect(history.filter((h) => h.subject === 'project').map((h) => h.action)).toEqual(['create', 'update', 'disable', 'enable']);

    // assigned to the administrator's own user
    expect((await t.call('/system/user/assign', { token: admin, json: { userId: me.id, roleKeys: ['enterprise_shipper'], projectIds: [id] } })).body.code).toBe(
      200,
    );
    expect((await t.db.select().from(userProjects).where(eq(userProjects.userId, me.id))).map((r) => r.projectId)).toEqual([id]);
    // (taken off again: a project narrows its holder's lists to its counterparties)
    await t.call('/system/user/assign', { token: admin, json: { userId: me.id, roleKeys: ['enterprise_shipper'], projectIds: [] } });

    // another company's administrator neither lists, edits, disables nor assigns it
    const other = await as(DEMO_ACCOUNTS.fenheShipper.mobile);
    const [fenhe] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.fenheShipper.mobile));
    expect(((await t.call('/system/project/list', { token: other })).body.data as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expect((await t.call('/system/project/save', { token: other, json: { id, name: '抢走' } })).body).toMatchObject({ code: 404, message: M.projectNotFound });
    expect((await t.call('/system/project/status', { token: other, json: { id, status: 'disabled' } })).body).toMatchObject({ code: 404 });
    expect(
      (await t.call('/system/user/assign', { token: other, json: { userId: fenhe.id, roleKeys: ['enterprise_shipper'], projectIds: [id] } })).body,
    ).toMatchObject({ code: 400, message: M.projectUnknown });
    // nor names another company as the owner of a new one
    expect((await t.call('/system/project/save', { token: other, json: { name: '越界', companyId: me.companyId } })).body).toMatchObject({
      code: 400,
      data: { field: 'companyId' },
    });
    expect((await t.db.select().from(projects).where(eq(projects.id, id)))[0].name).toBe('华北煤炭二期');
  });

  it('operations name the company of a new project; a carrier is refused by the permission check', async () => {
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    const [shipper] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.fenheShipper.mobile));
    expect((await t.call('/system/project/save', { token: operator, json: { name: '运营建' } })).body).toMatchObject({
      code: 400,
      message: M.projectCompanyRequired,
      data: { field: 'companyId' },
    });
    const made = await t.call('/system/project/save', { token: operator, json: { name: '运营建', companyId: shipper.companyId } });
    expect(made.body).toMatchObject({ code: 200, data: { companyId: shipper.companyId } });
    expect((await t.call('/system/project/save', { token: await as(DEMO_ACCOUNTS.carrier.mobile), json: { name: '承运商建' } })).body.code).toBe(403);
  });
});

describe('data scope', () => {
  /** The grants of a role that reads orders and waybills: their lists, details and exports. */
  const ORDER_AND_WAYBILL_NODES = [
    '/user/myOrder',
    'transport:order:orderPage',
    'transport:order:orderDetail',
    'transport:order:orderExport',
    'transport:dispatchOrder:waybillPage',
    'transport:dispatchOrder:waybillDetail',
    'transport:dispatchOrder:waybillExport',
  ];

  it("an employee whose role's scope is own sees only their own orders and waybills; one with company scope the company's; projects narrow to their counterparties", async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const nodeIds = [await nodeId('/user/myOrder'), await nodeId('transport:order:orderPage'), await nodeId('transport:dispatchOrder:waybillPage')];
    const employee = async (mobile: string, dataScope: 'own' | 'company') => {
      const role = await t.call('/system/role/save', {
        token: admin,
        json: { name: `范围${dataScope}`, identity: 'enterprise_shipper', dataScope, status: 'active', nodeIds },
      });
      expect(role.body.code).toBe(200);
      const created = await t.call('/system/user/save', { token: admin, json: { mobile, realName: `员工${dataScope}`, roleKeys: [role.body.data.key] } });
      return { token: await t.login(mobile, created.body.data.password), userId: created.body.data.userId as number, roleKey: role.body.data.key as string };
    };
    const ownScope = await employee('13700004420', 'own');
    const companyScope = await employee('13700004421', 'company');
    const orderPage = async (token: string) =>
      (await t.call('/order/pagination', { token, json: { pageNumber: 1, pageSize: 50 } })).body.data as { total: number };
    const waybillTotal = async (token: string) => (await t.call('/dispatchOrder/pagination', { token, json: { pageNumber: 1, pageSize: 10 } })).body.data.total;

    const company = await orderPage(admin);
    expect(company.total).toBeGreaterThan(0);
    expect((await orderPage(companyScope.token)).total).toBe(company.total);
    expect((await orderPage(ownScope.token)).total).toBe(0);
    const companyWaybills = await waybillTotal(admin);
    expect(companyWaybills).toBeGreaterThan(0);
    expect(await waybillTotal(companyScope.token)).toBe(companyWaybills);
    expect(await waybillTotal(ownScope.token)).toBe(0);

    // a project naming one carrier: the company-scope employee sees only that carrier's orders
    const [me] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    const [carrier] = await t.db
      .select({ id: companies.id, name: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.carrierCompanyId))
      .where(eq(orders.shipperCompanyId, me.companyId!))
      .limit(1);
    const [{ n: carriedBy }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shipperCompanyId, me.companyId!), or(eq(orders.carrierCompanyId, carrier.id), eq(orders.agentCompanyId, carrier.id))));
    const project = await t.call('/system/project/save', { token: admin, json: { name: '一家承运商', members: carrier.name } });
    expect(
      (
        await t.call('/system/user/assign', {
          token: admin,
          json: { userId: companyScope.userId, roleKeys: [companyScope.roleKey], projectIds: [project.body.data.id] },
        })
      ).body.code,
    ).toBe(200);
    const narrowed = await orderPage(companyScope.token);
    expect(narrowed.total).toBe(carriedBy);
    expect(carriedBy).toBeGreaterThan(0);
    expect(carriedBy).toBeLessThan(company.total);
    // the administrator (a built-in role, no project) still sees the company's
    expect((await orderPage(admin)).total).toBe(company.total);
  });

  it('holds on detail pages and exports too: an own-scope employee opens no colleague’s order or waybill by id and exports none', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const nodeIds = await Promise.all(ORDER_AND_WAYBILL_NODES.map(nodeId));
    const employee = async (mobile: string, dataScope: 'own' | 'company') => {
      const role = await t.call('/system/role/save', {
        token: admin,
        json: { name: `详情${dataScope}`, identity: 'enterprise_shipper', dataScope, status: 'active', nodeIds },
      });
      expect(role.body.code).toBe(200);
      const created = await t.call('/system/user/save', { token: admin, json: { mobile, realName: `详情员工${dataScope}`, roleKeys: [role.body.data.key] } });
      return t.login(mobile, created.body.data.password);
    };
    const own = await employee('13700004430', 'own');
    const company = await employee('13700004431', 'company');
    const [me] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    const [order] = await t.db.select().from(orders).where(eq(orders.shipperCompanyId, me.companyId!)).limit(1);
    const [waybill] = await t.db.select().from(waybills).where(eq(waybills.shipperCompanyId, me.companyId!)).limit(1);
    for (const path of [`/order/getById/${order.id}`, `/dispatchOrder/getById/${waybill.id}`]) {
      expect((await t.call(path, { token: company })).body.code, path).toBe(200);
      expect((await t.call(path, { token: own })).body.code, path).toBe(404);
    }
    // the ticked record exported: the company-scope employee's sheet has it, the own-scope one's is empty
    const exported = async (token: string, path: string, id: number) => {
      const answer = await t.call(path, { token, json: { ids: [id] } });
      expect(answer.body.code, `${path}: ${answer.body.message}`).toBe(200);
      return answer.body.data as unknown[];
    };
    for (const [path, id] of [
      ['/order/exportList', order.id],
      ['/dispatchOrder/exportList', waybill.id],
    ] as const) {
      expect((await exported(company, path, id)).length, path).toBe(1);
      expect(await exported(own, path, id), path).toEqual([]);
    }
  });

  it('org unit and below: an employee of a child unit sees the child’s orders, waybills and bills, not the sibling’s; one of the parent unit sees both', async () => {
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const [me] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    const unit = async (name: string, parentId?: number) => {
      const saved = await t.call('/orgUnit/save', { token: admin, json: { name, kind: 'department', parentId } });
      expect(saved.body.code, saved.body.message).toBe(200);
      return saved.body.data.id as number;
    };
    const east = await unit('华东区');
    const shanghai = await unit('上海部', east);
    const hangzhou = await unit('杭州部', east);
    const nodeIds = await Promise.all(
      [...ORDER_AND_WAYBILL_NODES, 'finance:bill:billPage', 'finance:bill:billDetail', 'finance:bill:billExport', 'finance:bill:cancelBill'].map(nodeId),
    );
    const role = await t.call('/system/role/save', {
      token: admin,
      json: { name: '本部门及以下', identity: 'enterprise_shipper', dataScope: 'org_unit', status: 'active', nodeIds },
    });
    expect(role.body.code, role.body.message).toBe(200);
    const employee = async (mobile: string, orgUnitId: number) => {
      const created = await t.call('/system/user/save', {
        token: admin,
        json: { mobile, realName: `机构员工${mobile.slice(-2)}`, roleKeys: [role.body.data.key], orgUnitId },
      });
      expect(created.body.code, created.body.message).toBe(200);
      return { token: await t.login(mobile, created.body.data.password), userId: created.body.data.userId as number };
    };
    const inShanghai = await employee('13700004440', shanghai);
    const inHangzhou = await employee('13700004441', hangzhou);
    const inEast = await employee('13700004442', east);
    // the list of users names each one's unit by its path
    const listed = (await t.call('/system/user/pagination', { token: admin, json: { keyword: '13700004440', pageNumber: 1, pageSize: 10 } })).body.data.records;
    expect(listed[0].orgUnitName).toBe('华东区 / 上海部');

    // two of the company's orders (with their waybills) and a bill: published by the Shanghai
    // employee, by the Hangzhou one; the records carry the unit of the user who made them
    const [shanghaiOrder, hangzhouOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shipperCompanyId, me.companyId!), sql`exists (select 1 from ${waybills} w where w.order_id = ${orders.id})`))
      .orderBy(orders.id)
      .limit(2);
    await t.db.update(orders).set({ shipperUserId: inShanghai.userId }).where(eq(orders.id, shanghaiOrder.id));
    await t.db.update(orders).set({ shipperUserId: inHangzhou.userId }).where(eq(orders.id, hangzhouOrder.id));
    const [bill] = await t.db.select({ id: settlementBills.id }).from(settlementBills).where(eq(settlementBills.payerCompanyId, me.companyId!)).limit(1);
    expect(bill, 'the seed has a bill of the company').toBeTruthy();
    await t.db.update(settlementBills).set({ payerUserId: inHangzhou.userId }).where(eq(settlementBills.id, bill.id));

    const orderIds = async (token: string) =>
      ((await t.call('/order/pagination', { token, json: { pageNumber: 1, pageSize: 50 } })).body.data.records as { id: number }[]).map((r) => r.id).sort();
    const waybillOrderIds = async (token: string) => {
      const page = (await t.call('/dispatchOrder/pagination', { token, json: { pageNumber: 1, pageSize: 50 } })).body.data.records as { id: number }[];
      const rows = page.length
        ? await t.db
            .select({ orderId: waybills.orderId })
            .from(waybills)
            .where(sql`${waybills.id} in ${page.map((r) => r.id)}`)
        : [];
      return [...new Set(rows.map((r) => r.orderId))].sort();
    };
    const billIds = async (token: string) =>
      ((await t.call('/settlement/bill/pagination', { token, json: { side: 'pay', pageNumber: 1, pageSize: 50 } })).body.data.records as { id: number }[]).map(
        (r) => r.id,
      );

    expect(await orderIds(inShanghai.token)).toEqual([shanghaiOrder.id]);
    expect(await orderIds(inHangzhou.token)).toEqual([hangzhouOrder.id]);
    expect(await orderIds(inEast.token)).toEqual([shanghaiOrder.id, hangzhouOrder.id].sort());
    expect(await waybillOrderIds(inShanghai.token)).toEqual([shanghaiOrder.id]);
    expect(await waybillOrderIds(inEast.token)).toEqual([shanghaiOrder.id, hangzhouOrder.id].sort());
    expect(await billIds(inShanghai.token)).toEqual([]);
    expect(await billIds(inHangzhou.token)).toEqual([bill.id]);
    expect(await billIds(inEast.token)).toEqual([bill.id]);

    // detail pages, exports and moves hold too: the sibling's record is not there
    expect((await t.call(`/order/getById/${hangzhouOrder.id}`, { token: inShanghai.token })).body.code).toBe(404);
    expect((await t.call(`/order/getById/${hangzhouOrder.id}`, { token: inEast.token })).body.code).toBe(200);
    expect((await t.call(`/settlement/bill/getById/${bill.id}`, { token: inShanghai.token })).body.code).toBe(404);
    expect((await t.call(`/settlement/bill/getById/${bill.id}`, { token: inEast.token })).body.code).toBe(200);
    expect((await t.call('/order/exportList', { token: inShanghai.token, json: { ids: [hangzhouOrder.id] } })).body.data).toEqual([]);
    expect((await t.call('/settlement/bill/export', { token: inShanghai.token, json: { side: 'pay', ids: [bill.id] } })).body.data).toEqual([]);
    const before = (await t.db.select({ status: settlementBills.status }).from(settlementBills).where(eq(settlementBills.id, bill.id)))[0].status;
    expect((await t.call('/settlement/bill/cancel', { token: inShanghai.token, json: { billId: bill.id } })).body.code).toBe(404);
    expect((await t.db.select({ status: settlementBills.status }).from(settlementBills).where(eq(settlementBills.id, bill.id)))[0].status).toBe(before);

    // moved to the Hangzhou unit, the Shanghai employee's records go with them: the Hangzhou
    // employee sees them from the next request, and they see Hangzhou's beside their own
    const moved = await t.call('/system/user/assign', {
      token: admin,
      json: { userId: inShanghai.userId, roleKeys: [role.body.data.key], orgUnitId: hangzhou },
    });
    expect(moved.body.code, moved.body.message).toBe(200);
    expect(await orderIds(inHangzhou.token)).toEqual([shanghaiOrder.id, hangzhouOrder.id].sort());
    expect(await orderIds(inShanghai.token)).toEqual([shanghaiOrder.id, hangzhouOrder.id].sort());
    // a unit of another company is refused at the field; a unit with employees is not deleted
    const [carrier] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.carrier.mobile));
    const [foreign] = await t.db
      .insert(orgUnits)
      .values({ companyId: carrier.companyId!, name: '别家部门', kind: 'department' })
      .returning({ id: orgUnits.id });
    const refused = await t.call('/system/user/assign', {
      token: admin,
      json: { userId: inShanghai.userId, roleKeys: [role.body.data.key], orgUnitId: foreign.id },
    });
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe(M.orgUnitUnknown);
    const deleted = await t.call(`/orgUnit/deleteById/${hangzhou}`, { token: admin, method: 'POST' });
    expect(deleted.body.message).toBe(ORG_MESSAGES.hasEmployees);
  });
});
