// The menu editor (issue 44, /permission-manage/menu; decision 035): operations rename, reorder,
// hide and give icons to the sidebar's menus; a restart (the seed run again) keeps every edit, the
// sidebar's tree follows them, and hiding a menu changes no grant: the endpoints still answer its
// holders and still refuse everyone else.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES as M } from '../../contract/permissions/menu-messages';
import { menuOverrides, menus, permissionHistory, roleMenus } from '../../db/schema';
import { createLogger } from '../../log';
import { DEMO_ACCOUNTS, seedDatabase } from '../../seed';
import { t, withTestPlatform } from '../auth/testing';

withTestPlatform();

type Entry = { path: string; title: string; hidden: boolean; renamed?: boolean; order?: number; meta: { icon?: string }; children: Entry[] };

const nodeId = async (code: string) => (await t.db.select({ id: menus.id }).from(menus).where(eq(menus.code, code)))[0].id;
const as = (mobile: string) => t.sessionFor(mobile);
const restart = () => seedDatabase(t.db, { log: createLogger('silent') });
const shellTree = async (token: string) => (await t.call('/workspace/shell', { token, json: { route: '/workbenck/workbenck' } })).body.data.menuTree as Entry[];
const entryOf = (tree: Entry[], path: string) => tree.flatMap((g) => g.children).find((c) => c.path === path);
const save = async (token: string, json: Record<string, unknown>) => (await t.call('/system/menu/save', { token, json })).body;

describe('the menu editor', () => {
  it('keeps a rename, a new order and an icon across a restart, and the sidebar’s tree shows them', async () => {
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    const id = await nodeId('/logistics/vehicle');
    const before = (await t.call(`/system/menu/getById/${id}`, { token: operator })).body.data;
    expect(before).toMatchObject({ kind: 'menu', title: '车辆管理', permAlias: 'logistics:vehicle', hidden: false, icon: null, edited: [] });

    const saved = await save(operator, { id, title: '车辆档案', sort: 1, hidden: false, icon: 'truck' });
    expect(saved).toMatchObject({ code: 200, message: M.saved, data: { title: '车辆档案', sort: 1, icon: 'truck', seedTitle: '车辆管理' } });
    expect(saved.data.edited.sort()).toEqual(['icon', 'sort', 'title']);

    await restart();
    // the seed wrote its own title back into `menus`; the edit stands beside it
    expect((await t.db.select({ title: menus.title }).from(menus).where(eq(menus.id, id)))[0].title).toBe('车辆管理');
    const after = (await t.call(`/system/menu/getById/${id}`, { token: operator })).body.data;
    expect(after).toMatchObject({ title: '车辆档案', sort: 1, icon: 'truck', hidden: false });
    const tree = (await t.call('/system/menu/list', { token: operator })).body.data as { id: number; title: string }[];
    expect(tree.find((n) => n.id === id)?.title).toBe('车辆档案');

    const carrierEntry = entryOf(await shellTree(await as(DEMO_ACCOUNTS.carrier.mobile)), '/logistics/vehicle');
    expect(carrierEntry).toMatchObject({ title: '车辆档案', renamed: true, order: 1, meta: { icon: 'truck' }, hidden: false });

    // the history row names what changed
    const [history] = await t.db.select().from(permissionHistory).where(eq(permissionHistory.subject, 'menu'));
    expect(history).toMatchObject({ subjectId: id, action: 'update', detail: { before: { title: '车辆管理' }, after: { title: '车辆档案', icon: 'truck' } } });

    // set back to the seed's values, the node follows the seed again
    const reset = await save(operator, { id, title: '车辆管理', sort: before.seedSort, hidden: false, icon: '' });
    expect(reset.data).toMatchObject({ title: '车辆管理', edited: [], icon: null });
    expect(await t.db.select().from(menuOverrides).where(eq(menuOverrides.menuId, id))).toEqual([]);
  });

  it('hides a menu from the sidebar after a restart, while its grants and the endpoints’ checks stay as they were', async () => {
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    const carrier = await as(DEMO_ACCOUNTS.carrier.mobile);
    const id = await nodeId('/logistics/vehicle');
    const grantsBefore = await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, id));
    expect((await save(operator, { id, title: '车辆管理', sort: 10, hidden: true })).code).toBe(200);
    await restart();

    const entry = entryOf(await shellTree(carrier), '/logistics/vehicle');
    expect(entry).toMatchObject({ hidden: true });
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, id))).toEqual(grantsBefore);

    // the carrier still lists its vehicles; a user whose roles lack the endpoint is still refused
    expect((await t.call('/vehicle/pagination', { token: carrier, json: { pageNumber: 1, pageSize: 10 } })).body.code).toBe(200);
    const role = await t.call('/system/role/save', {
      token: operator,
      json: { name: '菜单测试角色', identity: 'operator', dataScope: 'all', status: 'active', nodeIds: [await nodeId('/user/waybillPush')] },
    });
    const created = await t.call('/system/user/save', { token: operator, json: { mobile: '13700004520', realName: '菜单员', roleKeys: [role.body.data.key] } });
    const narrow = await t.login('13700004520', created.body.data.password);
    const refused = await t.call('/vehicle/pagination', { token: narrow, json: { pageNumber: 1, pageSize: 10 } });
    expect(refused.body).toMatchObject({ code: 403, data: { permission: 'capacity:vehicle:vehiclePage' } });

    // a hidden directory takes its entries out with it
    const capacity = await nodeId('capacity');
    expect((await save(operator, { id: capacity, title: '运力资源', sort: 20, hidden: true })).code).toBe(200);
    const group = (await shellTree(carrier)).find((g) => g.path === 'capacity');
    expect(group?.hidden).toBe(true);
    expect(group?.children.every((c) => c.hidden)).toBe(true);
    expect((await save(operator, { id: capacity, title: '运力资源', sort: 20, hidden: false })).code).toBe(200);
  });

  it('validates each field with its message, finds only the sidebar’s nodes, and is operations’ alone', async () => {
    const operator = await as(DEMO_ACCOUNTS.operator.mobile);
    const id = await nodeId('/logistics/driver');
    expect(await save(operator, { id, title: ' ', sort: 10, hidden: false })).toMatchObject({ code: 400, message: M.titleRequired });
    expect(await save(operator, { id, title: '一二三四五六七八九十一二三四五六七八九十一', sort: 10, hidden: false })).toMatchObject({
      code: 400,
      message: M.titleTooLong,
    });
    expect(await save(operator, { id, title: '司机', sort: -1, hidden: false })).toMatchObject({ code: 400, message: M.sortInvalid });
    expect(await save(operator, { id, title: '司机', sort: '3', hidden: false })).toMatchObject({ code: 400, message: M.sortInvalid });
    expect(await save(operator, { id, title: '司机', sort: 10, hidden: false, icon: 'rocket' })).toMatchObject({ code: 400, message: M.iconInvalid });
    // an endpoint's button is not a menu of the sidebar
    const button = await nodeId('capacity:vehicle:vehiclePage');
    expect(await save(operator, { id: button, title: '按钮', sort: 10, hidden: false })).toMatchObject({ code: 404, message: M.menuNotFound });
    expect((await t.call(`/system/menu/getById/${button}`, { token: operator })).body).toMatchObject({ code: 404 });
    expect((await t.call('/system/menu/getById/999999', { token: operator })).body).toMatchObject({ code: 404 });
    // a company's administrator manages users and roles, not the platform's menus
    const admin = await as(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect((await save(admin, { id, title: '改名', sort: 10, hidden: false })).code).toBe(403);
    expect((await t.call('/system/menu/list', { token: admin })).body.code).toBe(403);
    expect(await t.db.select().from(menuOverrides).where(eq(menuOverrides.menuId, id))).toEqual([]);
  });
});
