// /permission-manage/menu's server side (issue 44, decision 035): the sidebar's menu tree as the
// platform answers it, the node opened with ?edit=<id>, and the edit's post. Only operations reach
// it (the screen registry and the platform's grant both say so).
import { MENU_ICONS, MENU_MESSAGES as M } from '#contract/permissions/menu-messages';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { idParam, readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { menuFormSchema } from './forms';
import { PERMISSION_PATHS } from './paths';

export async function menuScreenData(caller: Caller) {
  await requireUser(caller);
  const editId = idParam(caller.request, 'edit');
  const [nodes, editing] = await Promise.all([api.permissions.menuTree(caller), editId ? api.permissions.menuDetail(caller, { id: editId }) : null]);
  return {
    nodes: nodes.map((n) => ({
      id: n.id,
      parentId: n.parentId,
      kind: n.kind,
      path: n.path,
      permAlias: n.permAlias,
      title: n.title,
      sort: n.sort,
      hidden: n.hidden,
      iconLabel: n.icon ? `${MENU_ICONS[n.icon].glyph} ${MENU_ICONS[n.icon].label}` : null,
      edited: n.edited,
    })),
    editing,
  };
}

export async function menuAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'save') throw new Response('未知的操作', { status: 400 });
  const saved = await submitForm(formData, menuFormSchema, ({ menuId, visibility, ...value }) =>
    api.permissions.menuSave(caller, { ...value, id: menuId, hidden: visibility === 'hidden' }),
  );
  if (!saved.ok) return saved.response;
  return redirectWith(caller.request, PERMISSION_PATHS.menu, `${M.saved}（${saved.saved.title}）`);
}
