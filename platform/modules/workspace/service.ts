// The workspace's rules: a user's menu tree (role menus ∪ user menus, filtered by spec 6), in-app
// messages (only ever the caller's own), the ship-order notice, the workbench summary and rules.
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { SHIPPER_IDENTITY_CONTROL } from '../../contract/company/dictionaries';
import type { Role, UserInfo } from '../../contract/auth/user';
import { CODES } from '../../contract/codes';
import {
  DEFAULT_WORKBENCH_SETTINGS,
  MESSAGE_STATUS,
  workbenchSettingsSchema,
  type MenuEntry,
  type MessageQuery,
  type MessageType,
  type MessageView,
  type Page,
  type StatusCount,
  type WarnPrompt,
  type WorkbenchSettings,
  type WorkbenchSummary,
} from '../../contract/workspace/schemas';
import type { Db, Tx } from '../../db/client';
import { containedInAny, readPage } from '../../db/paging';
import {
  certifications,
  companies,
  drivers,
  menuOverrides,
  menus,
  messages,
  orders,
  roleMenus,
  roles,
  shipOrderControls,
  userMenus,
  userRoles,
  users,
  waybills,
  workbenchSettings,
} from '../../db/schema';
import type { Auth } from '../../http/auth';
import { ttlCache } from '../../http/ttl-cache';
import { refuse } from '../../http/refusal';
import { sortRoles, userInfoOf } from '../auth/users';
import { saveInterfaceLog } from '../log/service';
import { overduePayableFen } from '../money/aging';
import { ADMINISTRATOR_PERMISSION } from '../permissions/access';

type Executor = Db | Tx;

const SHIPPER_ROLES: readonly Role[] = ['individual_shipper', 'enterprise_shipper'];

// ---- Menus -----------------------------------------------------------------------------------

/** A menu row as the sidebar reads it: the seed's fields with what operations changed laid over them (decision 035). */
type MenuRow = typeof menus.$inferSelect & { icon: string | null; renamed: boolean; order: number | null };

function effectiveMenuRows(db: Executor, where: SQL | undefined): Promise<MenuRow[]> {
  return db
    .select({ menu: menus, override: menuOverrides })
    .from(menus)
    .leftJoin(menuOverrides, eq(menuOverrides.menuId, menus.id))
    .where(where)
    .then((rows) =>
      rows.map(({ menu, override: o }) => ({
        ...menu,
        title: o?.title ?? menu.title,
        sort: o?.sort ?? menu.sort,
        hidden: o?.hidden ?? menu.hidden,
        icon: o?.icon ?? null,
        renamed: o?.title != null,
        order: o?.sort ?? null,
      })),
    );
}

// A role's menu rows change with the seed or an administrator (/permission-manage/role, /menu), and
// every layout render asks: they are kept per database and role for 3 s, the bound of decision 022.
const roleMenuCache = new WeakMap<object, Map<string, () => Promise<MenuRow[]>>>();
function roleMenuRows(db: Db, role: string): Promise<MenuRow[]> {
  let perDb = roleMenuCache.get(db);
  if (!perDb) roleMenuCache.set(db, (perDb = new Map()));
  let load = perDb.get(role);
  if (!load) {
    load = ttlCache(3_000, () =>
      effectiveMenuRows(
        db,
        and(ne(menus.kind, 'button'), inArray(menus.id, db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.role, role)))),
      ),
    );
    perDb.set(role, load);
  }
  return load();
}

/** Drops this process's menu rows (after an edit made here, so the editor's own sidebar shows it at once). */
export function forgetMenuRows(db: Db): void {
  roleMenuCache.delete(db);
  forgetShells(db);
}

const PERMISSION_SCREENS = '/permission-manage/';

/** Whether the user holds the node `permission` now, through an active role or on their own. */
async function holdsPermission(db: Db, auth: Auth, permission: string): Promise<boolean> {
  const node = db.select({ id: menus.id }).from(menus).where(eq(menus.permAlias, permission));
  const [viaRole] = await db
    .select({ id: roleMenus.menuId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.key, userRoles.role), eq(roles.status, 'active')))
    .innerJoin(roleMenus, eq(roleMenus.role, roles.key))
    .where(and(eq(userRoles.userId, auth.user.id), inArray(roleMenus.menuId, node)))
    .limit(1);
  if (viaRole) return true;
  const [alone] = await db
    .select({ id: userMenus.menuId })
    .from(userMenus)
    .where(and(eq(userMenus.userId, auth.user.id), inArray(userMenus.menuId, node)))
    .limit(1);
  return Boolean(alone);
}

/** The active roles the user holds that act in the session's identity (a built-in role's key is its identity). */
async function rolesActingAs(db: Db, auth: Auth): Promise<string[]> {
  const rows = await db
    .select({ key: userRoles.role })
    .from(userRoles)
    .innerJoin(roles, eq(roles.key, userRoles.role))
    .where(and(eq(userRoles.userId, auth.user.id), eq(roles.status, 'active'), eq(roles.identity, auth.role)));
  return rows.map((r) => r.key);
}

async function hasShipperOrders(db: Executor, auth: Auth): Promise<boolean> {
  const owner = auth.user.companyId ? eq(orders.shipperCompanyId, auth.user.companyId) : eq(orders.shipperUserId, auth.user.id);
  const [row] = await db.select({ id: orders.id }).from(orders).where(owner).limit(1);
  return Boolean(row);
}

/**
 * The caller's menu tree: entries granted to the acting role or to the user, without the items
 * spec 6 withholds — 'replace1' unless shipperIdentity holds code 4; of the data-dashboard's
 * 'control' and 'online' cockpits a shipper sees 'control' once signed (signStatus 1) with
 * orders of their own, 'online' otherwise.
 */
export async function menuTreeFor(db: Db, auth: Auth, acting: Promise<string[]> = rolesActingAs(db, auth)): Promise<MenuEntry[]> {
  const [roleRows, userRows] = await Promise.all([
    acting.then(async (keys) => (await Promise.all(keys.map((key) => roleMenuRows(db, key)))).flat()),
    effectiveMenuRows(
      db,
      and(ne(menus.kind, 'button'), inArray(menus.id, db.select({ id: userMenus.menuId }).from(userMenus).where(eq(userMenus.userId, auth.user.id)))),
    ),
  ]);
  const byId = new Map([...roleRows, ...userRows].map((row) => [row.id, row]));
  // An entry granted alone brings its group along.
  const missing = [...byId.values()].map((row) => row.parentId).filter((id): id is number => id !== null && !byId.has(id));
  if (missing.length > 0) for (const row of await effectiveMenuRows(db, inArray(menus.id, missing))) byId.set(row.id, row);
  const rows = [...byId.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);

  const identities = auth.user.shipperIdentity.split(',').map((s) => s.trim());
  const withheld = new Set<string>();
  if (!identities.includes(SHIPPER_IDENTITY_CONTROL)) withheld.add('/replace1');
  if (SHIPPER_ROLES.includes(auth.role)) {
    const control = auth.user.signStatus === '1' && (await hasShipperOrders(db, auth));
    withheld.add(control ? '/cockpit/online' : '/cockpit/control');
    // A shipper company's permission screens are its administrators' (decision 022): an employee
    // whose role was given the menu rows but not the administrator's grant would only meet the 403.
    const adminPaths = rows.map((row) => row.path).filter((path) => path.startsWith(PERMISSION_SCREENS));
    if (adminPaths.length > 0 && !(await holdsPermission(db, auth, ADMINISTRATOR_PERMISSION))) for (const path of adminPaths) withheld.add(path);
  }

  // A directory operations hid takes its entries out of the sidebar with it (their grants stay).
  const entry = (row: MenuRow, children: MenuEntry[], hiddenAbove: boolean): MenuEntry => ({
    path: row.path,
    jump: row.parentId === null ? (children.find((c) => !c.hidden)?.path ?? null) : row.jump,
    title: row.title,
    meta: row.icon ? { title: row.title, icon: row.icon } : { title: row.title },
    permAlias: row.permAlias,
    hidden: row.hidden || hiddenAbove,
    ...(row.renamed ? { renamed: true } : {}),
    ...(row.order !== null ? { order: row.order } : {}),
    children,
  });
  const kept = rows.filter((row) => !withheld.has(row.path));
  const childrenOf = (id: number | null, hiddenAbove = false): MenuEntry[] =>
    kept.filter((row) => row.parentId === id).map((row) => entry(row, childrenOf(row.id, hiddenAbove || row.hidden), hiddenAbove));
  // A group left without entries is dropped; one whose entries operations hid stays, marked, so the
  // app hides what it shows of the group by itself (the shippers' finance) and still opens the screens.
  return childrenOf(null).filter((group) => group.children.length > 0);
}

// ---- Messages --------------------------------------------------------------------------------

// Messages are written by notify.ts (its own module: the money area writes them too, and this
// module reads the money area's aging, so importing it from there would close a cycle).
export { notify, type Notice } from './notify';

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.status, MESSAGE_STATUS.unread)));
  return row?.n ?? 0;
}

function messageView(row: typeof messages.$inferSelect): MessageView {
  return {
    id: row.id,
    type: row.type as MessageType,
    title: row.title,
    content: row.content,
    link: row.link,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function pageMessages(db: Db, userId: number, query: MessageQuery): Promise<Page<MessageView>> {
  const condition = and(
    eq(messages.userId, userId),
    query.status ? eq(messages.status, query.status) : undefined,
    containedInAny(query.keyword, messages.title, messages.content),
  );
  const { rows, total } = await readPage(
    query,
    db.select().from(messages).where(condition).orderBy(desc(messages.createdAt), desc(messages.id)),
    db.select({ total: count() }).from(messages).where(condition),
  );
  return { list: rows.map(messageView), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** Marks one of the caller's messages read; another user's message is "not found". */
export async function markRead(db: Db, userId: number, id: number): Promise<MessageView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.userId, userId)))
      .for('update');
    if (!row) refuse('消息不存在');
    if (row.status === MESSAGE_STATUS.read) return messageView(row);
    const [updated] = await tx
      .update(messages)
      .set({ status: MESSAGE_STATUS.read, readAt: sql`now()` })
      .where(eq(messages.id, id))
      .returning();
    return messageView(updated);
  });
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: MESSAGE_STATUS.read, readAt: sql`now()` })
    .where(and(eq(messages.userId, userId), eq(messages.status, MESSAGE_STATUS.unread)))
    .returning({ id: messages.id });
  return rows.length;
}

/** The caller's choice of SMS copies of hand-over messages. */
export async function smsNoticesOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: users.smsNotices }).from(users).where(eq(users.id, userId));
  return row?.enabled ?? false;
}

/** Turns the SMS copies on or off; a platform that cannot send them refuses turning them on. */
export async function saveSmsNotices(db: Db, userId: number, enabled: boolean, available: boolean): Promise<boolean> {
  if (enabled && !available) refuse('平台暂未开通短信提醒', CODES.BAD_REQUEST, { field: 'enabled' });
  const [row] = await db.update(users).set({ smsNotices: enabled }).where(eq(users.id, userId)).returning({ enabled: users.smsNotices });
  return row.enabled;
}

// ---- Ship-order notice -----------------------------------------------------------------------

/**
 * warnPaymentAmount: what the caller's company (or the caller, without one) owes on overdue
 * settlement bills, as money/aging.ts defines overdue; shipOrderStatus: whether it may issue orders.
 */
export async function warnPrompt(db: Db, auth: Auth): Promise<WarnPrompt> {
  const [[row], overdueFen] = await Promise.all([
    db.select({ shipOrderStatus: shipOrderControls.shipOrderStatus }).from(shipOrderControls).where(eq(shipOrderControls.userId, auth.user.id)).limit(1),
    overduePayableFen(db, auth),
  ]);
  return { warnPaymentAmount: overdueFen, shipOrderStatus: row?.shipOrderStatus ?? '1' };
}

// ---- Workbench -------------------------------------------------------------------------------

function byStatus(rows: { status: string; n: number }[]): StatusCount[] {
  return rows.map((r) => ({ status: r.status, count: Number(r.n) })).sort((a, b) => a.status.localeCompare(b.status));
}

/** Orders and waybills of the caller's side, counted by status; certification; unread messages. */
export async function workbenchSummary(db: Db, auth: Auth): Promise<WorkbenchSummary> {
  const { user } = auth;
  const shipper = SHIPPER_ROLES.includes(auth.role);
  let orderWhere: SQL | undefined;
  let waybillWhere: SQL | undefined;
  if (auth.role === 'driver') {
    const mine = db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, user.id));
    waybillWhere = inArray(waybills.driverId, mine);
  } else if (auth.role !== 'operator') {
    if (user.companyId) {
      orderWhere = shipper ? eq(orders.shipperCompanyId, user.companyId) : eq(orders.carrierCompanyId, user.companyId);
      waybillWhere = shipper ? eq(waybills.shipperCompanyId, user.companyId) : eq(waybills.carrierCompanyId, user.companyId);
    } else {
      orderWhere = shipper ? eq(orders.shipperUserId, user.id) : eq(orders.carrierUserId, user.id);
      const own = db.select({ id: orders.id }).from(orders).where(orderWhere);
      waybillWhere = inArray(waybills.orderId, own);
    }
  }
  const [orderRows, waybillRows, unread, cert] = await Promise.all([
    orderWhere ? db.select({ status: orders.status, n: count() }).from(orders).where(orderWhere).groupBy(orders.status) : Promise.resolve([]),
    waybillWhere ? db.select({ status: waybills.status, n: count() }).from(waybills).where(waybillWhere).groupBy(waybills.status) : Promise.resolve([]),
    unreadCount(db, user.id),
    db
      .select({ kind: certifications.kind, status: certifications.status, reviewRemark: certifications.reviewRemark })
      .from(certifications)
      .where(eq(certifications.userId, user.id))
      .orderBy(desc(certifications.createdAt), desc(certifications.id))
      .limit(1),
  ]);
  return { unreadMessages: unread, orders: byStatus(orderRows), waybills: byStatus(waybillRows), certification: cert[0] ?? null };
}

export async function readWorkbenchSettings(db: Db, userId: number): Promise<WorkbenchSettings> {
  const [row] = await db.select().from(workbenchSettings).where(eq(workbenchSettings.userId, userId)).limit(1);
  if (!row) return DEFAULT_WORKBENCH_SETTINGS;
  const parsed = workbenchSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_WORKBENCH_SETTINGS;
}

export async function saveWorkbenchSettings(db: Db, userId: number, settings: WorkbenchSettings): Promise<WorkbenchSettings> {
  await db
    .insert(workbenchSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: workbenchSettings.userId, set: { settings, updatedAt: sql`now()` } });
  return settings;
}

// ---- The workspace shell ---------------------------------------------------------------------

const AGENT_ROLES: readonly Role[] = ['agent', 'individual_agent'];

/** `narrowed`: the user acts through roles an administrator made, not the built-in one: the menu entries they were not granted are closed to them. */
export type WorkspaceShell = { user: UserInfo; menuTree: MenuEntry[]; unread: number; warnPrompt: WarnPrompt | null; narrowed: boolean };

// What the shell reads of a session besides the unread count (held roles, company name, the acting
// roles and the menu tree: about five statements and the tree's building), kept per session token
// for at most PERMISSION_CACHE_MS (3 s, decision 022's bound on grants and menu rows) so a user
// clicking through screens does not read them again on every page (issue 50). Keyed by the token's
// hash, never shared between sessions; the user's own fields the menu depends on are part of the
// key, so a change to them is read at once. The unread count, the shipper's notice and the route
// log stay live on every call.
type SessionShell = { heldRoles: Role[]; companyName: string | null; acting: string[]; menuTree: MenuEntry[] };
type KeptShell = { at: number; stamp: string; reads: Promise<SessionShell> };
const keptShells = new WeakMap<Db, Map<string, KeptShell>>();
const KEPT_SHELLS_MAX = 10_000;

function userStamp(auth: Auth): string {
  const u = auth.user;
  return `${auth.role}|${u.companyId ?? ''}|${u.shipperIdentity}|${u.signStatus}`;
}

/** Drops what this process keeps of the sessions' shells (after a grant or menu change made here, so it shows at once). */
export function forgetShells(db: Db): void {
  keptShells.delete(db);
}

/**
 * What the workspace layout shows around every screen, in one call per page instead of four (user,
 * menu, unread count, notice, each authenticated and answered on its own), and the page view's
 * route-change log entry. Agents use the app's static menu (spec 6) and only shippers see the
 * ship-order notice, so neither is read for the others. `keepForMs`: how long the session's roles,
 * company name and menu tree may be kept (0: read on every call).
 */
export async function workspaceShell(db: Db, auth: Auth, page: { route: string; ip: string | null }, keepForMs = 0): Promise<WorkspaceShell> {
  saveInterfaceLog(db, { name: page.route, method: 'GET', type: 'route', mode: 'pc', userId: auth.user.id, ip: page.ip });
  let perDb = keptShells.get(db);
  if (!perDb) keptShells.set(db, (perDb = new Map()));
  const stamp = userStamp(auth);
  const kept = perDb.get(auth.tokenHash);
  let reads: Promise<SessionShell>;
  let unread: Promise<number>;
  if (kept && kept.stamp === stamp && Date.now() - kept.at < keepForMs) {
    reads = kept.reads;
    unread = unreadCount(db, auth.user.id);
  } else {
    const fresh = readSessionShell(db, auth);
    reads = fresh.then((r) => r.reads);
    unread = fresh.then((r) => r.unread);
    if (keepForMs > 0) {
      if (perDb.size >= KEPT_SHELLS_MAX) perDb.clear();
      const map = perDb;
      perDb.set(auth.tokenHash, { at: Date.now(), stamp, reads });
      // a failed read is not kept: the next page asks again
      reads.catch(() => map.delete(auth.tokenHash));
    }
  }
  const { heldRoles, companyName, acting, menuTree } = await reads;
  const user = userInfoOf(auth.user, heldRoles, companyName, auth.role);
  const prompt = SHIPPER_ROLES.includes(user.role) ? await warnPrompt(db, auth) : null;
  return { user, menuTree, unread: await unread, warnPrompt: prompt, narrowed: !acting.includes(auth.role) };
}

async function readSessionShell(db: Db, auth: Auth): Promise<{ reads: SessionShell; unread: number }> {
  // The user's roles, company name and unread count in one statement: three on every page
  // otherwise, each a round trip to the embedded database's thread (issue 15).
  const result = await db.execute(sql`select
    (select string_agg(coalesce(${roles.identity}, ${userRoles.role}), ',') from ${userRoles} left join ${roles} on ${roles.key} = ${userRoles.role}
      where ${userRoles.userId} = ${auth.user.id} and (${roles.status} is null or ${roles.status} <> 'disabled')) as roles,
    (select ${companies.name} from ${companies} where ${companies.id} = ${auth.user.companyId}) as company_name,
    (select count(*)::int from ${messages} where ${messages.userId} = ${auth.user.id} and ${messages.status} = ${MESSAGE_STATUS.unread}) as unread`);
  const [head] = (result as unknown as { rows: Array<{ roles: string | null; company_name: string | null; unread: number | string }> }).rows;
  const heldRoles = sortRoles((head.roles ?? '').split(',').filter(Boolean) as Role[]);
  const user = userInfoOf(auth.user, heldRoles, head.company_name, auth.role);
  const acting = rolesActingAs(db, auth);
  const [menuTree, keys] = await Promise.all([AGENT_ROLES.includes(user.role) ? [] : menuTreeFor(db, auth, acting), acting]);
  return { reads: { heldRoles, companyName: head.company_name, acting: keys, menuTree }, unread: Number(head.unread) };
}
