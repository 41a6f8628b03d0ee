// Workspace (platform/modules/workspace): menus (tree, per role, per user), in-app messages,
// ship-order controls, rule settings.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { users } from './auth';

/** The sidebar menu tree (spec 3 "Menu entry"): path, jump, title, permAlias, hidden, children. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** stable key of the entry, e.g. 'capacity' or '/logistics/vehicle' */
    code: text('code').notNull(),
    path: text('path').notNull(),
    /** where a group entry leads when clicked (its first child) */
    jump: text('jump'),
    title: text('title').notNull(),
    /** the node's permission string: 'logistics:vehicle' for a menu, 'finance:bill:pay' for a button */
    permAlias: text('perm_alias').notNull(),
    /** directory | menu | button: a button is a permission without a sidebar entry (an endpoint's rule) */
    kind: text('kind').notNull().default('menu'),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_code').on(t.code), index('menus_parent').on(t.parentId, t.sort)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role: text('role').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuId] })],
);

/**
 * What operations changed of a menu node on /permission-manage/menu (issue 44, decision 035): one
 * row per edited node, a column per field, null where the field still follows the seed. The seed
 * owns the tree (codes, parents, permission strings, its own titles and order) and rewrites `menus`
 * on every start; the sidebar and the editor read a field from here first, so a restart never undoes
 * an edit, and a field nobody edited still takes the seed's next change.
 */
export const menuOverrides = pgTable('menu_overrides', {
  menuId: integer('menu_id')
    .primaryKey()
    .references(() => menus.id),
  title: text('title'),
  sort: integer('sort'),
  hidden: boolean('hidden'),
  /** a key of MENU_ICONS (contract/permissions/menus.ts) */
  icon: text('icon'),
  editedBy: integer('edited_by').references(() => users.id),
  editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Extra menu entries granted to one user on top of their roles' menus. */
export const userMenus = pgTable(
  'user_menus',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

/** In-app messages: business events write one per user concerned. status '0' unread, '1' read. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** message_type: system | certification | order | waybill | payment */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** a path of the app the message is about (optional) */
    link: text('link'),
    status: text('status').notNull().default('0'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_status').on(t.userId, t.status, t.createdAt), index('messages_user_created').on(t.userId, t.createdAt)],
);

/**
 * Ship-order control of a shipper (spec 4 "Ship-order notice"): whether issuing orders is allowed
 * ('1') or disabled ('0'). Kept by operations. The notice's overdue amount is not kept: it is
 * computed from the shipper's settlement bills (money/aging.ts overduePayableFen).
 */
export const shipOrderControls = pgTable('ship_order_controls', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  shipOrderStatus: text('ship_order_status').notNull().default('1'),
  updatedAt: updatedAt(),
});

/** System rule settings of the workbench (/workbenck/workbenchset), one row per user. */
export const workbenchSettings = pgTable('workbench_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});
