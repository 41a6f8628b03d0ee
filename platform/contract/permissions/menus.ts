// The menu editor's contract (issue 44, /permission-manage/menu, decision 035): the sidebar's menu
// tree as operations see it, and what they may change of a node — its title, its place among its
// siblings, whether it shows, its icon. The tree itself (codes, parents, permission strings) is the
// seed's; nothing here adds, moves or deletes a node, nor touches a grant.
import { z } from 'zod';
import { idField } from '../ids';
import { MENU_ICONS, MENU_MESSAGES as M } from './menu-messages';

export { MENU_ICONS, MENU_MESSAGES, type MenuIcon } from './menu-messages';

const iconKeys = Object.keys(MENU_ICONS) as [keyof typeof MENU_ICONS, ...(keyof typeof MENU_ICONS)[]];

/** A node of the editor's tree: the effective values, the seed's own, and which ones operations set. */
export const menuNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['directory', 'menu']),
  path: z.string(),
  permAlias: z.string(),
  title: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  icon: z.enum(iconKeys).nullable(),
  /** the seed's title and order, which a field nobody edited follows */
  seedTitle: z.string(),
  seedSort: z.number().int(),
  /** the fields operations set (the rest follow the seed) */
  edited: z.array(z.enum(['title', 'sort', 'hidden', 'icon'])),
  editedAt: z.string().nullable(),
});
export type MenuNode = z.infer<typeof menuNode>;

/** An edit of one node: every field as it should read; one equal to the seed's follows the seed again. */
export const menuInput = z.object({
  id: idField(M.menuNotFound),
  title: z.string({ required_error: M.titleRequired }).trim().min(1, M.titleRequired).max(20, M.titleTooLong),
  sort: z.number({ required_error: M.sortRequired, invalid_type_error: M.sortInvalid }).int(M.sortInvalid).min(0, M.sortInvalid).max(9999, M.sortInvalid),
  hidden: z.boolean({ invalid_type_error: M.hiddenInvalid }),
  /** '' or absent: no icon */
  icon: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(iconKeys, { errorMap: () => ({ message: M.iconInvalid }) })
      .nullable()
      .default(null),
  ),
});
export type MenuInput = z.output<typeof menuInput>;
