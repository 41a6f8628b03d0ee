// 菜单管理: the sidebar's menu tree as nested lists (directories, their menus), each node with its
// permission string, order, visibility, icon and an edit link; ?edit=<id> opens the node's form above
// the tree. Without JavaScript the form posts and the page comes back; with it Conform validates first.
import { Link, useActionData } from '@remix-run/react';
import { MENU_ICONS } from '#contract/permissions/menu-messages';
import { CapPage } from '#app/components/cap-page';
import { Field, FormActions, SelectField } from '#app/components/forms';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { FormPanel } from './form-panel';
import { MENU_HISTORY_LINK, PERMISSION_PATHS } from './paths';

type MenuTreeNode = {
  id: number;
  parentId: number | null;
  kind: 'directory' | 'menu';
  path: string;
  permAlias: string;
  title: string;
  sort: number;
  hidden: boolean;
  iconLabel: string | null;
  edited: string[];
};
type Editing = { id: number; title: string; sort: number; hidden: boolean; icon: string | null; seedTitle: string; seedSort: number; path: string };

const ICON_OPTIONS = Object.entries(MENU_ICONS).map(([value, icon]) => ({ value, label: `${icon.glyph} ${icon.label}` }));
const VISIBILITY_OPTIONS = [
  { value: 'shown', label: '显示' },
  { value: 'hidden', label: '隐藏（不在侧边菜单中显示，权限不变）' },
];

function MenuBranch({ nodes, parentId }: { nodes: MenuTreeNode[]; parentId: number | null }) {
  const children = nodes.filter((n) => n.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <ul className="perm-tree">
      {children.map((n) => (
        <li key={n.id}>
          <strong>{n.title}</strong>{' '}
          <span className="muted">
            （{n.kind === 'directory' ? '目录' : '菜单'} <code>{n.permAlias}</code>，排序 {n.sort}
            {n.hidden ? '，已隐藏' : ''}
            {n.iconLabel ? `，图标 ${n.iconLabel}` : ''}
            {n.edited.length ? '，运营已修改' : ''}）
          </span>{' '}
          <Link to={`${PERMISSION_PATHS.menu}?edit=${n.id}`} aria-label={`编辑 ${n.title}`}>
            编辑
          </Link>
          <MenuBranch nodes={nodes} parentId={n.id} />
        </li>
      ))}
    </ul>
  );
}

function MenuFormPanel({ editing }: { editing: Editing }) {
  const reply = useActionData<FormReply>();
  // Revalidated on input, as every form here (useLazyForm): revalidated on blur, the error summary
  // above the fields went away as 保存 was pressed, the button moved under the pointer and the click
  // was lost.
  const [form, fields] = useLazyForm(
    () => import('./forms'),
    (m) => m.menuFormSchema,
    {
      id: 'menu-form',
      lastResult: reply?.result,
      defaultValue: {
        menuId: String(editing.id),
        title: editing.title,
        sort: String(editing.sort),
        visibility: editing.hidden ? 'hidden' : 'shown',
        icon: editing.icon ?? '',
      },
    },
  );
  return (
    <FormPanel titleId="menu-panel-title" title={`编辑菜单：${editing.title}`} form={form} editingId={null}>
      <input type="hidden" name={fields.menuId.name} value={editing.id} />
      <p className="muted">
        {editing.path}：系统默认名称“{editing.seedTitle}”，默认排序 {editing.seedSort}。与默认相同的项随系统更新，修改过的项在重启后保留。
      </p>
      <Field meta={fields.title} label="菜单名称" required maxLength={20} />
      <Field meta={fields.sort} label="排序（同级中小的在前）" inputMode="numeric" maxLength={4} required />
      <SelectField meta={fields.visibility} label="是否显示" options={VISIBILITY_OPTIONS} required />
      <SelectField meta={fields.icon} label="图标" options={ICON_OPTIONS} empty="无图标" />
      <FormActions intent="save" cancel={PERMISSION_PATHS.menu} />
    </FormPanel>
  );
}

export function MenuScreen({ nodes, editing }: { nodes: MenuTreeNode[]; editing: Editing | null }) {
  return (
    <CapPage id="menu-title" title="菜单管理" beside={<Link to={MENU_HISTORY_LINK}>修改记录（操作日志）</Link>}>
      {editing ? <MenuFormPanel editing={editing} /> : null}
      <nav aria-label="菜单树">
        <MenuBranch nodes={nodes} parentId={null} />
      </nav>
    </CapPage>
  );
}
