// The sidebar menu of a signed-in user (spec 6) and the breadcrumb of a screen. Pure functions:
// the layout's loader feeds them the user and the platform's menu tree. Each role's grouping is
// written once, in contract/workspace/role-menus.ts (issue 42).
import type { UserInfo } from '#contract/auth/user';
import type { MenuEntry } from '#contract/workspace/schemas';
import { SHIPPER_IDENTITY_CONTROL } from '#contract/company/dictionaries';
import { itemFor, ROLE_MENUS } from '#contract/workspace/role-menus';
import { MENU_ICONS } from '#contract/permissions/menu-messages';
import { findScreen, screenTitle, type MenuGroup, type Role, type Screen } from '#app/screens.server';
import { SCREEN_REFUSAL } from '#app/utils/auth.server';

/** icon: the glyph of the icon operations gave the entry (/permission-manage/menu), drawn before its title */
export type SideItem = { path: string; title: string; icon?: string };
export type SideGroup = { key: string; title: string; items: SideItem[]; icon?: string };

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

const AGENTS: Role[] = ['individual_agent', 'agent'];

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

/** The enterprise shipper's always-visible items (spec 6), above the rest of the menu. */
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

/** Entries the platform grants beyond the role's table (a user's own menus), under the platform's group titles. */
function extraEntries(tree: MenuEntry[], inTable: Set<string>): SideGroup[] {
  return tree
    .filter((group) => !group.hidden)
    .map((group) => ({
      key: `more-${group.permAlias || group.path}`,
      title: group.title || group.meta?.title || 'no-name',
      ...glyphOf(group.meta?.icon),
      items: group.children
        .filter((c) => !c.hidden && !inTable.has(c.path))
        .map((c) => ({ path: c.path, title: c.title || c.meta?.title || 'no-name', ...glyphOf(c.meta?.icon) })),
    }));
}

/** The glyph of an icon key (the sidebar needs no icon table in the browser). */
function glyphOf(key: string | undefined): { icon?: string } {
  const icon = key ? (MENU_ICONS as Record<string, { glyph: string }>)[key] : undefined;
  return icon ? { icon: icon.glyph } : {};
}

/**
 * What operations changed on /permission-manage/menu (decision 035), laid over the role tables: a
 * renamed entry or group (a table group takes its directory's edits by key) shows its new title, a
 * reordered one its new place (the rest keep the table's order, 10, 20, 30 …), a hidden one is left
 * out, an icon is drawn before the title.
 */
function overlayEdits(groups: SideGroup[], serverTree: MenuEntry[]): SideGroup[] {
  const entries = new Map(serverTree.flatMap((group) => group.children.map((c) => [c.path, c] as const)));
  const directories = new Map(serverTree.map((group) => [group.permAlias, group] as const));
  const placed = <T>(list: T[], orderOf: (item: T, index: number) => number) =>
    list
      .map((item, index) => ({ item, at: orderOf(item, index) }))
      .sort((a, b) => a.at - b.at)
      .map(({ item }) => item);
  const edited = groups
    .filter((group) => !directories.get(group.key)?.hidden)
    .map((group) => {
      const dir = directories.get(group.key);
      const items = group.items
        .filter((item) => !entries.get(item.path)?.hidden)
        .map((item) => {
          const server = entries.get(item.path);
          if (!server) return item;
          return { ...item, title: server.renamed ? server.title : item.title, ...glyphOf(server.meta?.icon) };
        });
      return {
        ...group,
        title: dir?.renamed ? dir.title : group.title,
        ...glyphOf(dir?.meta?.icon),
        items: placed(items, (item, index) => entries.get(item.path)?.order ?? (index + 1) * 10),
      };
    });
  return placed(edited, (group, index) => directories.get(group.key)?.order ?? (index + 1) * 10);
}

/**
 * The sidebar of spec 6, grouped by the role's day (contract/workspace/role-menus.ts, the one table
 * per role): agents use the table as it is (their local static menu); everyone else sees the
 * table's entries the platform's menu tree grants them — all of a group marked `always` (the
 * shippers' finance, the personal centre) — and then any entry the platform grants beyond the table.
 * The enterprise shipper's static items show once, on top; 'replace1' only with shipper identity 4.
 * Items the role may not open (per the screen registry) never show, nor do screens this build does
 * not serve yet.
 */
export function buildSidebar(user: MenuUser, serverTree: MenuEntry[], served: (path: string) => boolean = () => true, narrowed = false): SideGroup[] {
  const role = user.role;
  const table = ROLE_MENUS[role];
  const local = AGENTS.includes(role) && !narrowed;
  const granted = grantedPaths(serverTree);
  // A user acting through an administrator's role sees only what it grants, `always` groups too.
  const always = (group: { always?: boolean }) => Boolean(group.always) && !narrowed;
  let groups: SideGroup[] = table.map((group) => ({
    key: group.key,
    title: group.title,
    items: group.items.filter((item) => itemFor(item, role) && (local || always(group) || granted.has(item[0]))).map(([path, title]) => ({ path, title })),
  }));
  if (!local) groups.push(...extraEntries(serverTree, new Set(table.flatMap((group) => group.items.map(([path]) => path)))));
  groups = overlayEdits(groups, serverTree);
  if (role === 'enterprise_shipper') {
    const pinned = new Set(ENTERPRISE_STATIC.items.map((item) => item.path));
    const statics = overlayEdits(
      [narrowed ? { ...ENTERPRISE_STATIC, items: ENTERPRISE_STATIC.items.filter((item) => granted.has(item.path)) } : ENTERPRISE_STATIC],
      serverTree,
    );
    groups = [...statics, ...groups.map((g) => ({ ...g, items: g.items.filter((item) => !pinned.has(item.path)) }))];
  }
  const control = hasControlIdentity(user);
  return groups
    .map((g) => ({
      ...g,
      items: g.items.filter((item) => (item.path !== '/replace1' || control) && canOpen(findScreen(item.path), role) && served(item.path)),
    }))
    .filter((g) => g.items.length > 0);
}

/** The entries the platform grants, hidden ones too: hiding a menu takes it out of the sidebar, not away from its holders. */
function grantedPaths(serverTree: MenuEntry[]): Set<string> {
  return new Set(serverTree.flatMap((group) => group.children.map((c) => c.path)));
}

/**
 * Why a user acting through an administrator's role (`narrowed`) may not open `pathname`: it is a
 * menu entry of their identity (the built-in role's table) their roles do not grant. Screens outside
 * the menus (details, dialogs) keep the registry's rule, and their platform calls the grants'.
 */
export function menuRefusal(user: MenuUser, serverTree: MenuEntry[], narrowed: boolean, pathname: string): string | null {
  if (!narrowed) return null;
  const entries = new Set([
    ...ROLE_MENUS[user.role].flatMap((group) => group.items.map(([path]) => path)),
    ...ENTERPRISE_STATIC.items.map((item) => item.path),
  ]);
  return entries.has(pathname) && !grantedPaths(serverTree).has(pathname) ? SCREEN_REFUSAL : null;
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
