// The permission screens' server side (issue 44): roles with their grants as a checkbox tree, and
// the users an administrator manages. The platform decides whom the caller administers and what
// they may grant; these helpers shape its answers for the screens and post the forms.
import { DATA_SCOPE_LABELS, IDENTITY_LABELS, PERMISSION_MESSAGES as M, ROLE_STATUS_LABELS, USER_STATUS_LABELS } from '#contract/permissions/messages';
import { userQuery } from '#contract/permissions/schemas';
import { api } from '#app/utils/api.server';
import { idParam, loadPage, readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { requireUser } from '#app/utils/auth.server';
import { assignUserFormSchema, createUserFormSchema, projectFormSchema, roleFormSchema } from './forms';
import { PERMISSION_PATHS } from './paths';

const labelOf = <T extends Record<string, string>>(labels: T, key: string) => (labels as Record<string, string>)[key] ?? key;

/** /permission-manage/role: the roles, and with ?edit=new or ?edit=<id> the form with the nodes the caller may grant. */
export async function roleScreenData(caller: Caller) {
  const user = await requireUser(caller);
  const edit = new URL(caller.request.url).searchParams.get('edit');
  const editId = idParam(caller.request, 'edit');
  const [roles, nodes, role] = await Promise.all([
    api.permissions.roleList(caller),
    edit ? api.permissions.roleNodes(caller) : null,
    editId ? api.permissions.roleDetail(caller, { id: editId }) : null,
  ]);
  return {
    platformWide: user.role === 'operator',
    rows: roles.map((r) => ({
      ...r,
      identityLabel: labelOf(IDENTITY_LABELS, r.identity),
      dataScopeLabel: labelOf(DATA_SCOPE_LABELS, r.dataScope),
      statusLabel: labelOf(ROLE_STATUS_LABELS, r.status),
    })),
    form: edit === 'new' || (role && !role.builtIn) ? { role, nodes: nodes ?? [] } : null,
  };
}

export async function roleAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'save') throw new Response('未知的操作', { status: 400 });
  const saved = await submitForm(formData, roleFormSchema, (value) => api.permissions.roleSave(caller, value));
  if (!saved.ok) return saved.response;
  return redirectWith(caller.request, PERMISSION_PATHS.role, `${M.saved}（${saved.saved.name}）`);
}

/** The id a row's form posts, or a 400 naming what was not found. */
function postedId(formData: FormData, name: string, notFound: string): number {
  const id = Number(formData.get(name));
  if (!Number.isInteger(id) || id <= 0) throw new Response(notFound, { status: 400 });
  return id;
}

const postedStatus = (formData: FormData) => (formData.get('status') === 'active' ? 'active' : 'disabled');

/** A row's action: back to the list with the message `send` answers, or with the platform's refusal. */
async function flashOutcome(caller: Caller, back: string, send: () => Promise<string>) {
  try {
    return redirectWith(caller.request, back, await send());
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, back, error.message, 'error');
  }
}

/** /permission-manage/user: a page of the users the caller manages, the roles, projects and org units to give, and the open panel. */
export async function userScreenData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const [{ query, page }, roles, projects, orgUnits] = await Promise.all([
    loadPage(caller, api.permissions.userPage, userQuery),
    api.permissions.roleList(caller),
    api.permissions.projectList(caller),
    api.permissions.orgUnitList(caller),
  ]);
  const assignId = idParam(caller.request, 'assign');
  const rows = page.records.map((u) => ({ ...u, statusLabel: labelOf(USER_STATUS_LABELS, u.status), roleNames: u.roles.map((r) => r.name).join('、') }));
  return {
    query,
    total: page.total,
    rows,
    roles: roles.filter((r) => r.status === 'active').map((r) => ({ key: r.key, name: r.name, identity: labelOf(IDENTITY_LABELS, r.identity) })),
    projects: projects.map((p) => ({ id: p.id, name: p.name })),
    orgUnits: orgUnits.map((u) => ({ value: String(u.id), label: u.path })),
    creating: url.searchParams.get('create') === '1',
    assigning: rows.find((u) => u.id === assignId) ?? null,
  };
}

/** The user screen's posts: create, assign (roles, projects and org unit), status (disable / enable), reset (password). */
export async function userAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const back = PERMISSION_PATHS.user;
  switch (formData.get('intent')) {
    case 'create': {
      const saved = await submitForm(formData, createUserFormSchema, (value) => api.permissions.userCreate(caller, value));
      if (!saved.ok) return saved.response;
      return redirectWith(caller.request, back, `${M.created}${saved.saved.password}`);
    }
    case 'assign': {
      const saved = await submitForm(formData, assignUserFormSchema, (value) => api.permissions.userAssign(caller, value));
      if (!saved.ok) return saved.response;
      return redirectWith(caller.request, back, M.saved);
    }
    case 'status':
    case 'reset': {
      const userId = postedId(formData, 'userId', M.userNotFound);
      return flashOutcome(caller, back, async () => {
        if (formData.get('intent') === 'reset') return `${M.reset}${(await api.permissions.userResetPwd(caller, { userId })).password}`;
        const status = postedStatus(formData);
        await api.permissions.userStatus(caller, { userId, status });
        return status === 'active' ? M.enabled : M.disabled;
      });
    }
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}

/** /permission-manage/project: the caller's projects (operations: every company's), and with ?edit=new or ?edit=<id> the form. */
export async function projectScreenData(caller: Caller) {
  const user = await requireUser(caller);
  const edit = new URL(caller.request.url).searchParams.get('edit');
  const editId = idParam(caller.request, 'edit');
  const projects = await api.permissions.projectList(caller);
  const rows = projects.map((p) => ({
    ...p,
    statusLabel: labelOf(ROLE_STATUS_LABELS, p.status),
    memberList: p.members.split('\n').filter(Boolean).join('、'),
  }));
  const editing = editId ? (rows.find((p) => p.id === editId) ?? null) : null;
  return {
    platformWide: user.role === 'operator',
    rows,
    form: edit === 'new' || editing ? { project: editing } : null,
  };
}

/** The project screen's posts: save (create or edit) and status (disable / enable). */
export async function projectAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const back = PERMISSION_PATHS.project;
  switch (formData.get('intent')) {
    case 'save': {
      const saved = await submitForm(formData, projectFormSchema, (value) => api.permissions.projectSave(caller, value));
      if (!saved.ok) return saved.response;
      return redirectWith(caller.request, back, `${M.saved}（${saved.saved.name}）`);
    }
    case 'status': {
      const id = postedId(formData, 'id', M.projectNotFound);
      const status = postedStatus(formData);
      return flashOutcome(caller, back, async () => {
        await api.permissions.projectStatus(caller, { id, status });
        return status === 'active' ? M.projectEnabled : M.projectDisabled;
      });
    }
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
