// The menu editor (issue 44, /permission-manage/menu; decision 035): operations rename, reorder,
// hide and give an icon to the sidebar's directories and menus. The seed owns the tree and
// rewrites `menus` on every start; an edit lands in `menu_overrides`, one column per field, null
// where the field follows the seed, so a restart keeps it. Hiding a menu takes it out of the
// sidebar only: its grants, and the permission strings the endpoints check, stay as they were.
import { and, asc, eq, inArray, notLike, sql, type SQL } from 'drizzle-orm';
import { MENU_MESSAGES as M, type MenuInput, type MenuNode } from '../../contract/permissions/menus';
import type { Db, Tx } from '../../db/client';
import { menuOverrides, menus, permissionHistory } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { forgetMenuRows } from '../workspace/service';

type Executor = Db | Tx;
type Joined = { menus: typeof menus.$inferSelect; menu_overrides: typeof menuOverrides.$inferSelect | null };

/** The sidebar's nodes: directories and menus, not the endpoints' buttons nor their hidden `api:` directories. */
const EDITABLE: SQL = and(inArray(menus.kind, ['directory', 'menu']), notLike(menus.code, 'api:%'))!;

function requireOperations(auth: Auth): void {
  if (auth.role !== 'operator') refuse(M.operatorsOnly, 403);
}

function nodeOf({ menus: m, menu_overrides: o }: Joined): MenuNode {
  const edited: MenuNode['edited'] = [];
  if (o?.title != null) edited.push('title');
  if (o?.sort != null) edited.push('sort');
  if (o?.hidden != null) edited.push('hidden');
  if (o?.icon != null) edited.push('icon');
  const { id, parentId, path, permAlias } = m;
  return {
    id,
    parentId,
    kind: m.kind as MenuNode['kind'],
    path,
    permAlias,
    title: o?.title ?? m.title,
    sort: o?.sort ?? m.sort,
    hidden: o?.hidden ?? m.hidden,
    icon: (o?.icon ?? null) as MenuNode['icon'],
    seedTitle: m.title,
    seedSort: m.sort,
    edited,
    editedAt: o ? o.editedAt.toISOString() : null,
  };
}

function joined(db: Executor, where: SQL | undefined) {
  return db.select().from(menus).leftJoin(menuOverrides, eq(menuOverrides.menuId, menus.id)).where(and(EDITABLE, where));
}

/** The whole tree, each level in the order the sidebar shows it (the edited order first, then the seed's). */
export async function menuTree(db: Db, auth: Auth): Promise<MenuNode[]> {
  requireOperations(auth);
  const rows = await joined(db, undefined).orderBy(asc(sql`coalesce(${menuOverrides.sort}, ${menus.sort})`), asc(menus.id));
  return rows.map(nodeOf);
}

export async function menuDetail(db: Db, auth: Auth, id: number): Promise<MenuNode> {
  requireOperations(auth);
  const [row] = await joined(db, eq(menus.id, id)).limit(1);
  return row ? nodeOf(row) : refuse(M.menuNotFound, 404);
}

/**
 * Sets the node's title, order, visibility and icon as `input` reads, in one transaction that locks
 * the node and writes the history row. A field equal to the seed's is stored as null: it follows
 * the seed again. The sidebar of this process sees the change at once, other processes within 3 s.
 */
export async function saveMenu(db: Db, auth: Auth, input: MenuInput): Promise<MenuNode> {
  requireOperations(auth);
  const saved = await db.transaction(async (tx) => {
    const [current] = await joined(tx, eq(menus.id, input.id)).for('update', { of: menus });
    if (!current) refuse(M.menuNotFound, 404);
    const seed = current.menus;
    const fields = {
      title: input.title === seed.title ? null : input.title,
      sort: input.sort === seed.sort ? null : input.sort,
      hidden: input.hidden === seed.hidden ? null : input.hidden,
      icon: input.icon,
    };
    const before = nodeOf(current);
    if (Object.values(fields).every((value) => value === null)) {
      await tx.delete(menuOverrides).where(eq(menuOverrides.menuId, seed.id));
    } else {
      const row = { ...fields, editedBy: auth.user.id, editedAt: new Date() };
      await tx
        .insert(menuOverrides)
        .values({ menuId: seed.id, ...row })
        .onConflictDoUpdate({ target: menuOverrides.menuId, set: row });
    }
    const [after] = await joined(tx, eq(menus.id, seed.id));
    const node = nodeOf(after);
    const shown = (n: MenuNode) => ({ title: n.title, sort: n.sort, hidden: n.hidden, icon: n.icon });
    await tx.insert(permissionHistory).values({
      actorId: auth.user.id,
      subject: 'menu',
      subjectId: seed.id,
      action: 'update',
      detail: { path: seed.path, before: shown(before), after: shown(node) },
    });
    return node;
  });
  forgetMenuRows(db);
  return saved;
}
