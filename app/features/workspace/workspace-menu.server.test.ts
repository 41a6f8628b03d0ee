import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '#contract/workspace/schemas';
import { LINKED_SCREENS, ROLE_MENUS, SPEC_ALIASES } from '#contract/workspace/role-menus';
import { SCREENS } from '#app/screens.server';
import { breadcrumbOf, buildSidebar, menuRefusal } from './workspace-menu.server';
import { closeAll, closeOthers, closeTab, landingAfterClose, MAX_TABS, parseTabs, serializeTabs, tabViews, visit } from './workspace-tabs.server';

const entry = (path: string, title: string, children: MenuEntry[] = []): MenuEntry => ({
  path,
  jump: null,
  title,
  meta: { title },
  permAlias: path,
  hidden: false,
  children,
});
const server: MenuEntry[] = [
  entry('capacity', '运力资源', [entry('/logistics/vehicle', '车辆管理'), entry('/logistics/bindingOwner', '绑定货主')]),
  entry('dashboard', '数据看板', [entry('/cockpit/online', '数据驾驶舱-在线监控'), entry('/replace1', '流量管控')]),
];
const items = (groups: ReturnType<typeof buildSidebar>) => groups.flatMap((g) => g.items.map((i) => i.path));

describe('buildSidebar (spec 6)', () => {
  it('puts the enterprise shipper’s static items first and always adds finance and the personal centre', () => {
    const groups = buildSidebar({ role: 'enterprise_shipper', shipperIdentity: '1,4' }, server);
    expect(groups[0].title).toBe('常用功能');
    expect(groups.map((g) => g.title)).toEqual(expect.arrayContaining(['结算与付款', '个人中心']));
    expect(items(groups)).toContain('/replace1');
    const all = items(
      buildSidebar({ role: 'enterprise_shipper', shipperIdentity: '1' }, [entry('workbench', '工作台', [entry('/workbenck/workbenck', '我的工作台')])]),
    );
    expect(all.filter((p) => p === '/workbenck/workbenck')).toHaveLength(1);
    // a server item the role may not open (bindingOwner is for the capacity side) never shows
    expect(items(groups)).not.toContain('/logistics/bindingOwner');
  });

  it('shows replace1 only with shipper identity 4', () => {
    expect(items(buildSidebar({ role: 'enterprise_shipper', shipperIdentity: '1,3' }, server))).not.toContain('/replace1');
    expect(items(buildSidebar({ role: 'individual_shipper', shipperIdentity: '' }, server))).not.toContain('/replace1');
  });

  it('gives agents their table whatever the server says', () => {
    const agent = buildSidebar({ role: 'agent', shipperIdentity: '' }, []);
    expect(items(agent)).toEqual(expect.arrayContaining(['/logistics/bindingOwner', '/sourceManage/agentBiddingSource']));
    expect(items(agent)).not.toContain('/logistics/orderList');
    expect(items(agent).filter((p) => p.startsWith('/my-center') && p !== '/my-center/electronicPurse')).toEqual([]);
    const individual = buildSidebar({ role: 'individual_agent', shipperIdentity: '' }, server);
    expect(individual.map((g) => g.title)).toContain('个人中心');
    // a payee's bills (账单管理, 应收账款), not the payer's (结算管理, 应付账款)
    expect(items(individual)).toEqual(expect.arrayContaining(['/shipper/payFee', '/shipper/receivableBillManage']));
    expect(items(individual)).not.toContain('/shipper/payBillManage');
    expect(items(individual)).not.toContain('/shipper/receiveFee');
  });

  it('gives carriers the entries of their table the server grants, in the table’s groups, and what else it grants after them', () => {
    const carrier = buildSidebar({ role: 'carrier', shipperIdentity: '' }, server);
    expect(carrier.map((g) => g.title)).toEqual(['车辆与司机']);
    expect(items(carrier)).toEqual(['/logistics/vehicle', '/logistics/bindingOwner']);
    const extra = buildSidebar({ role: 'carrier', shipperIdentity: '' }, [
      ...server,
      entry('transport', '运输管理', [entry('/order-manage/abnormaList', '异常管理')]),
    ]);
    expect(extra.at(-1)).toEqual({ key: 'more-transport', title: '运输管理', items: [{ path: '/order-manage/abnormaList', title: '异常管理' }] });
  });
});

// Issue 42, "menus that fit the role": each role's menu as its table gives it, when the platform
// grants the whole table (as the seed does).
describe('menus that fit the role (issue 42)', () => {
  const grantAll = (role: keyof typeof ROLE_MENUS): MenuEntry[] =>
    ROLE_MENUS[role].map((g) =>
      entry(
        g.key,
        g.title,
        g.items.map(([path, title]) => entry(path, title)),
      ),
    );
  const menuOf = (role: keyof typeof ROLE_MENUS, shipperIdentity = '1,4') => buildSidebar({ role, shipperIdentity }, grantAll(role));
  const titles = (groups: ReturnType<typeof buildSidebar>) => groups.flatMap((g) => g.items.map((i) => i.title));

  it('offers each list once: no 我的订单 beside 承运订单, no 我的派车单 beside 运单管理', () => {
    for (const role of Object.keys(ROLE_MENUS) as (keyof typeof ROLE_MENUS)[]) {
      const paths = items(menuOf(role));
      expect(new Set(paths).size, role).toBe(paths.length);
      for (const [alias, twin] of Object.entries(SPEC_ALIASES)) expect(paths.includes(alias) && paths.includes(twin), `${role}: ${alias}`).toBe(false);
      expect(paths.includes('/user/myOrder') && paths.includes('/order-manage/logisticsOrderList'), role).toBe(false);
      expect(paths.includes('/user/dispatchOrderList') && paths.includes('/order-manage/dispatchOrder'), role).toBe(false);
    }
  });

  it('keeps the shipper’s transport work to far fewer entries than the 22 of one 运输管理 group', () => {
    const shipper = menuOf('enterprise_shipper');
    for (const group of shipper) expect(group.items.length, group.title).toBeLessThanOrEqual(14);
    expect(shipper.find((g) => g.key === 'orders')!.items.length + shipper.find((g) => g.key === 'transport')!.items.length).toBeLessThan(22);
  });

  it('gives a shipper 应付账款 and no 应收账款; a carrier 应收账款 and no 应付账款', () => {
    expect(titles(menuOf('enterprise_shipper'))).toContain('应付账款');
    expect(titles(menuOf('enterprise_shipper'))).not.toContain('应收账款');
    expect(titles(menuOf('individual_shipper', ''))).not.toContain('应收账款');
    expect(titles(menuOf('carrier'))).toContain('应收账款');
    expect(titles(menuOf('carrier'))).not.toContain('应付账款');
  });

  it('gives the driver his trips and money, not 系统规则设置 or 下载中心', () => {
    const driver = titles(menuOf('driver'));
    expect(driver).toEqual(expect.arrayContaining(['我的派车单', '异常订单', '电子钱包']));
    expect(driver).not.toContain('系统规则设置');
    expect(driver).not.toContain('下载中心');
  });

  it('gives operations the wallet screen (freeze, unfreeze)', () => {
    expect(items(menuOf('operator'))).toContain('/payment/walletManage');
  });

  it('keeps every registered screen reachable: in a menu of a role that may open it, the twin of one, or linked from one', () => {
    const inMenu = new Set((Object.keys(ROLE_MENUS) as (keyof typeof ROLE_MENUS)[]).flatMap((role) => items(menuOf(role)).map((path) => path)));
    const unreachable = SCREENS.filter((s) => !s.hidden && s.access !== 'public' && s.group !== 'account' && !s.path.includes(':'))
      .map((s) => s.path)
      .filter(
        (path) =>
          !inMenu.has(path) && !(SPEC_ALIASES[path] && inMenu.has(SPEC_ALIASES[path])) && !(LINKED_SCREENS[path] && inMenu.has(LINKED_SCREENS[path].from)),
      );
    expect(unreachable).toEqual([]);
  });
});

describe('breadcrumb', () => {
  it('names the area, the menu entry of a hidden screen, and the screen', () => {
    expect(breadcrumbOf('/logistics/vehicle').map((c) => c.title)).toEqual(['运力资源', '车辆管理']);
    expect(breadcrumbOf('/logistics/vehicleEdit')).toEqual([{ title: '运力资源' }, { title: '车辆管理', path: '/logistics/vehicle' }, { title: '编辑车辆' }]);
    expect(breadcrumbOf('/nope')).toEqual([]);
  });
});

describe('tabs (spec 4)', () => {
  const shipper = { role: 'individual_shipper' as const };
  it('adds a view only when its path is new, updating the query otherwise', () => {
    let tabs = visit([], '/user/messages');
    tabs = visit(tabs, '/user/safeset');
    tabs = visit(tabs, '/user/messages?status=0');
    expect(tabs).toEqual([
      { path: '/user/messages', full: '/user/messages?status=0' },
      { path: '/user/safeset', full: '/user/safeset' },
    ]);
    // the affixed workbench, public pages and unknown paths are not stored
    expect(visit(tabs, '/workbenck/workbenck')).toBe(tabs);
    expect(visit(tabs, '/login')).toBe(tabs);
    expect(visit(tabs, '/nope')).toBe(tabs);
  });

  it('keeps at most MAX_TABS views, dropping the oldest', () => {
    const paths = [
      '/user/messages',
      '/user/safeset',
      '/user/userdetails',
      '/nameAuthe',
      '/download-center/index',
      '/logs/additionalLists',
      '/my-center/detail',
      '/my-center/messages',
      '/my-center/oftenGoods',
      '/my-center/oftenAddress',
      '/my-center/oftenContacts',
    ];
    const tabs = paths.reduce((t, p) => visit(t, p), [] as ReturnType<typeof visit>);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0].path).toBe('/user/safeset');
  });

  it('closes one, others and all; the affixed workbench stays', () => {
    const tabs = ['/user/messages', '/user/safeset', '/user/userdetails'].reduce((t, p) => visit(t, p), [] as ReturnType<typeof visit>);
    expect(closeTab(tabs, '/user/safeset').map((t) => t.path)).toEqual(['/user/messages', '/user/userdetails']);
    expect(closeOthers(tabs, '/user/safeset').map((t) => t.path)).toEqual(['/user/safeset']);
    expect(tabViews(shipper, closeAll()).map((v) => [v.path, v.affix])).toEqual([['/workbenck/workbenck', true]]);
    expect(landingAfterClose(shipper, closeTab(tabs, '/user/userdetails'), '/user/userdetails')).toBe('/user/safeset');
    expect(landingAfterClose(shipper, [], '/user/safeset')).toBe('/workbenck/workbenck');
  });

  it('stores only URLs and drops tampered cookie entries', () => {
    const tabs = visit(visit([], '/user/safeset'), '/user/messages?status=0');
    expect(serializeTabs(tabs)).toEqual(['/user/safeset', '/user/messages?status=0']);
    expect(parseTabs(serializeTabs(tabs))).toEqual(tabs);
    expect(parseTabs(['//evil.example', '/user/safeset', 42, '/\\evil'])).toEqual([{ path: '/user/safeset', full: '/user/safeset' }]);
    expect(parseTabs('nope')).toEqual([]);
    // ten of the longest kept URLs still fit a cookie
    const long = `/user/messages?keyword=${'x'.repeat(200 - 23)}`;
    expect(visit([], long)).toHaveLength(1);
    expect(visit([], `${long}x`)).toHaveLength(0);
  });
});

// Issue 44, /permission-manage/menu (decision 035): what operations changed of a menu shows in the
// sidebar over the role's table; a hidden entry leaves the sidebar but not the screens its holder opens.
describe('menu edits in the sidebar', () => {
  const edited = (entry: MenuEntry, change: Partial<MenuEntry>): MenuEntry => ({ ...entry, ...change });
  const capacity = (children: MenuEntry[], change: Partial<MenuEntry> = {}) => edited(entry('capacity', '运力资源', children), change);
  const vehicle = entry('/logistics/vehicle', '车辆管理');
  const bindingOwner = entry('/logistics/bindingOwner', '绑定货主');
  const driver = entry('/logistics/driver', '司机管理');

  it('shows a renamed entry by its new title and icon, in its new place; the others keep the table’s order', () => {
    const groups = buildSidebar({ role: 'carrier', shipperIdentity: '' }, [
      capacity([vehicle, edited(driver, { title: '驾驶员', renamed: true, order: 5, meta: { title: '驾驶员', icon: 'user' } })]),
    ]);
    const items = groups.flatMap((g) => g.items);
    expect(items.slice(0, 2)).toEqual([
      { path: '/logistics/driver', title: '驾驶员', icon: '☺' },
      { path: '/logistics/vehicle', title: '车辆管理' },
    ]);
    // not renamed: the table's own title stays, whatever the platform's row says
    const plain = buildSidebar({ role: 'carrier', shipperIdentity: '' }, [capacity([edited(vehicle, { title: '别的名字' })])]);
    expect(plain.flatMap((g) => g.items).find((i) => i.path === '/logistics/vehicle')?.title).toBe('车辆管理');
  });

  it('renames and reorders a group through its directory', () => {
    const groups = buildSidebar({ role: 'carrier', shipperIdentity: '' }, [
      capacity([vehicle], { title: '车队', renamed: true, meta: { title: '车队', icon: 'truck' } }),
    ]);
    expect(groups.find((g) => g.key === 'capacity')).toMatchObject({ title: '车队', icon: '⛟' });
  });

  it('leaves a hidden entry and the entries of a hidden directory out, always-shown groups too, and still opens them', () => {
    const hidden = buildSidebar({ role: 'carrier', shipperIdentity: '' }, [capacity([edited(vehicle, { hidden: true }), bindingOwner])]);
    expect(items(hidden)).toEqual(['/logistics/bindingOwner']);
    const finance = entry('finance', '财务管理', [edited(entry('/shipper/payBillManage', '结算管理'), { hidden: true })]);
    expect(items(buildSidebar({ role: 'enterprise_shipper', shipperIdentity: '1' }, [finance]))).not.toContain('/shipper/payBillManage');
    const wholeGroup = buildSidebar({ role: 'enterprise_shipper', shipperIdentity: '1' }, [edited(finance, { hidden: true })]);
    expect(items(wholeGroup)).not.toContain('/shipper/bankCard');
    // a narrowed user granted the hidden entry still opens its screen (no 403 page)
    expect(menuRefusal({ role: 'carrier', shipperIdentity: '' }, [capacity([edited(vehicle, { hidden: true })])], true, '/logistics/vehicle')).toBeNull();
    expect(menuRefusal({ role: 'carrier', shipperIdentity: '' }, [capacity([bindingOwner])], true, '/logistics/vehicle')).not.toBeNull();
  });
});
