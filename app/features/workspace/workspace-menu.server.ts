// The sidebar menu of a signed-in user (spec 6) and the breadcrumb of a screen. Pure functions:
// the layout's loader feeds them the user and the platform's menu tree.
import type { UserInfo } from '#contract/auth/user';
import type { MenuEntry } from '#contract/workspace/schemas';
import { SHIPPER_IDENTITY_CONTROL } from '#contract/company/dictionaries';
import { SCREENS, findScreen, screenTitle, type MenuGroup, type Role, type Screen } from '#app/screens.server';

export type SideItem = { path: string; title: string };
export type SideGroup = { key: string; title: string; items: SideItem[] };

export const GROUP_TITLES: Record<MenuGroup, string> = {
  public: '首页',
  workbench: '工作台',
  capacity: '运力资源',
  source: '货源管理',
  transport: '运输管理',
  finance: '财务管理',
  contract: '合同管理',
  personal: '个人中心',
  download: '下载中心',
  logs: '日志管理',
  content: '内容管理',
  permission: '权限管理',
  dashboard: '数据看板',
  report: '统计报表',
  account: '账户设置',
};

const GROUP_ORDER: MenuGroup[] = [
  'workbench',
  'capacity',
  'source',
  'transport',
  'finance',
  'contract',
  'personal',
  'download',
  'logs',
  'content',
  'permission',
  'dashboard',
  'report',
];

const SHIPPERS: Role[] = ['individual_shipper', 'enterprise_shipper'];
const AGENTS: Role[] = ['agent', 'individual_agent'];

type MenuUser = Pick<UserInfo, 'role' | 'shipperIdentity'>;

/** 'replace1' (flow control) only for shippers whose shipperIdentity includes code 4 (spec 6). */
export function hasControlIdentity(user: Pick<UserInfo, 'shipperIdentity'>): boolean {
  return user.shipperIdentity
    .split(',')
    .map((s) => s.trim())
    .includes(SHIPPER_IDENTITY_CONTROL);
}

function canOpen(screen: Screen | undefined, role: Role): boolean {
  return Boolean(screen && (screen.roles === 'all' || screen.roles.includes(role)));
}

/** The menu of one area as the screen registry lists it for a role (the local static menus). */
function registryGroup(group: MenuGroup, role: Role): SideGroup {
  const items = SCREENS.filter((s) => s.group === group && !s.hidden && s.access !== 'public' && canOpen(s, role)).map((s) => ({
    path: s.path,
    title: s.title,
  }));
  return { key: group, title: GROUP_TITLES[group], items };
}

/** Agents' local static menu (spec 6): every area of the registry their role may open. */
function agentMenu(role: Role): SideGroup[] {
  // Spec 6: the personal centre is the shippers' and the individual agent's; an agent company
  // reaches its wallet from 银行卡管理 in finance.
  return GROUP_ORDER.filter((group) => group !== 'personal' || role === 'individual_agent').map((group) => registryGroup(group, role));
}

/** The enterprise shipper's always-visible items (spec 6), above the menus from the server. */
export const ENTERPRISE_STATIC: SideGroup = {
  key: 'static',
  title: '常用功能',
  items: [
    { path: '/workbenck/workbenck', title: '我的工作台' },
    { path: '/sourceManage/release-source', title: '发布货源' },
    { path: '/shipper/orderList', title: '运输订单' },
    { path: '/user/messages', title: '我的消息' },
  ],
};

function fromServer(tree: MenuEntry[]): SideGroup[] {
  return tree.map((group) => ({
    key: group.permAlias || group.path,
    title: group.title || group.meta?.title || 'no-name',
    items: group.children.filter((c) => !c.hidden).map((c) => ({ path: c.path, title: c.title || c.meta?.title || 'no-name' })),
  }));
}

/**
 * The sidebar of spec 6: agents get the local static menu; everyone else the server's menu for
 * their user, with the enterprise shipper's static items on top; the finance menu is always there
 * for shippers and the personal centre for shippers and individual agents; 'replace1' only with
 * shipper identity 4. Items the role may not open (per the screen registry) never show, nor do
 * screens this build does not serve yet.
 */
export function buildSidebar(user: MenuUser, serverTree: MenuEntry[], served: (path: string) => boolean = () => true): SideGroup[] {
  const role = user.role;
  let groups: SideGroup[] = AGENTS.includes(role) ? agentMenu(role) : fromServer(serverTree);
  const has = (key: string) => groups.some((g) => g.key === key);
  if (SHIPPERS.includes(role) && !has('finance')) groups.push(registryGroup('finance', role));
  if ([...SHIPPERS, 'individual_agent'].includes(role) && !has('personal')) groups.push(registryGroup('personal', role));
  if (role === 'enterprise_shipper') {
    // The static items show once, on top; the server's groups keep the rest.
    const pinned = new Set(ENTERPRISE_STATIC.items.map((item) => item.path));
    groups = [ENTERPRISE_STATIC, ...groups.map((g) => ({ ...g, items: g.items.filter((item) => !pinned.has(item.path)) }))];
  }
  const control = hasControlIdentity(user);
  return groups
    .map((g) => ({
      ...g,
      items: g.items.filter((item) => (item.path !== '/replace1' || control) && canOpen(findScreen(item.path), role) && served(item.path)),
    }))
    .filter((g) => g.items.length > 0);
}

export type Crumb = { title: string; path?: string };

/** Breadcrumb of a screen: its area, the menu entry it belongs to (activeMenu), itself. */
export function breadcrumbOf(pathname: string, search?: string): Crumb[] {
  const screen = findScreen(pathname);
  if (!screen) return [];
  const crumbs: Crumb[] = [{ title: GROUP_TITLES[screen.group] }];
  if (screen.activeMenu) {
    const parent = findScreen(screen.activeMenu);
    if (parent) crumbs.push({ title: parent.title, path: parent.path });
  }
  crumbs.push({ title: screenTitle(screen, search) });
  return crumbs;
}

/** The menu path a screen highlights: its activeMenu, or itself. */
export function activeMenuOf(pathname: string): string {
  const screen = findScreen(pathname);
  return screen?.activeMenu ?? screen?.path ?? pathname;
}
