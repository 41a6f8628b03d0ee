// 用户管理: the users the caller manages (a GET form of filters, page links), a new user's form
// (?create=1), a user's roles, projects and org unit (?assign=<id>), and each row's disable / enable and
// password reset, every one a form that posts without JavaScript.
import { getFormProps, useForm } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { input, output } from 'zod';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { FilterActions } from '#app/components/filter-actions';
import { ErrorSummary } from '#app/components/form-errors';
import { Field, FilterText, FormActions, FormErrors, ListTable, SelectField, type Column } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { actionsColumn, FilterFold } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import { PlainLink } from '#app/components/plain-link';
import type { FormReply } from '#app/utils/forms.server';
import type { assignUserFormSchema, createUserFormSchema } from './forms';
import { PERMISSION_PATHS } from './paths';

type UserRow = {
  id: number;
  mobile: string;
  realName: string;
  status: string;
  statusLabel: string;
  companyName: string | null;
  roleNames: string;
  roles: { key: string }[];
  projectIds: number[];
  orgUnitId: number | null;
  orgUnitName: string;
};
type UnitChoice = { value: string; label: string };
type RoleChoice = { key: string; name: string; identity: string };
type ProjectChoice = { id: number; name: string };
type ChoiceField = { name: string; initialValue?: unknown; errors?: string[]; errorId: string };

const PATH = PERMISSION_PATHS.user;

function RowActions({ user }: { user: UserRow }) {
  const who = user.realName || user.mobile;
  return (
    <>
      <PlainLink to={`${PATH}?assign=${user.id}`} aria-label={`分配角色 ${who}`}>
        分配角色
      </PlainLink>{' '}
      <Form method="post" className="cap-inline" aria-label={`${user.status === 'active' ? '停用' : '启用'} ${who}`}>
        <AuthenticityTokenInput />
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="status" value={user.status === 'active' ? 'disabled' : 'active'} />
        <Button type="submit" name="intent" value="status" variant="subtle" size="xs">
          {user.status === 'active' ? '停用' : '启用'}
        </Button>
      </Form>{' '}
      <Form method="post" className="cap-inline" aria-label={`重置密码 ${who}`}>
        <AuthenticityTokenInput />
        <input type="hidden" name="userId" value={user.id} />
        <Button type="submit" name="intent" value="reset" variant="subtle" size="xs">
          重置密码
        </Button>
      </Form>
    </>
  );
}

const COLUMNS: Column<UserRow>[] = [
  { title: '手机号', cell: (u) => u.mobile },
  { title: '姓名', cell: (u) => u.realName },
  { title: '企业', cell: (u) => u.companyName ?? '' },
  { title: '所属机构', cell: (u) => u.orgUnitName },
  { title: '角色', cell: (u) => u.roleNames },
  { title: '状态', cell: (u) => u.statusLabel },
  actionsColumn((u) => <RowActions user={u} />),
];

/** The roles (or projects) to tick: plain checkboxes in a fieldset, with the field's error below. */
function Choices({ legend, items, field }: { legend: string; items: { value: string; label: string }[]; field: ChoiceField }) {
  const checked = ticked(field.initialValue);
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="cap-field" aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="cap-label">{legend}</legend>
      {items.length === 0 ? <p className="muted">暂无可选项</p> : null}
      {items.map((item) => (
        <label key={item.value} className="cap-check">
          <input type="checkbox" name={field.name} value={item.value} defaultChecked={checked.has(item.value)} /> {item.label}
        </label>
      ))}
      {invalid ? (
        <p id={field.errorId} className="cap-error">
          {field.errors!.join('；')}
        </p>
      ) : null}
    </fieldset>
  );
}

const ticked = (value: unknown) => new Set(([] as unknown[]).concat(value ?? []).map(String));
const roleItems = (roles: RoleChoice[]) => roles.map((r) => ({ value: r.key, label: `${r.name}（${r.identity}）` }));
const projectItems = (projects: ProjectChoice[]) => projects.map((p) => ({ value: String(p.id), label: p.name }));

/**
 * A new user's form (no `user`: phone, name, roles, projects) or a user's roles and projects
 * (`user` given): the same roles and projects to tick, posted with the intent that says which.
 */
function UserPanel({ user, roles, projects, orgUnits }: { user: UserRow | null; roles: RoleChoice[]; projects: ProjectChoice[]; orgUnits: UnitChoice[] }) {
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(
    () => import('./forms'),
    (m) => (user ? m.assignUserFormSchema : m.createUserFormSchema),
  );
  type Fields = input<typeof createUserFormSchema> & input<typeof assignUserFormSchema>;
  const [form, fields] = useForm<Fields, output<typeof createUserFormSchema> | output<typeof assignUserFormSchema>, string[]>({
    id: user ? `assign-${user.id}` : 'create-user',
    lastResult: reply?.result,
    defaultValue: user
      ? {
          userId: String(user.id),
          roleKeys: user.roles.map((r) => r.key),
          projectIds: user.projectIds.map(String),
          orgUnitId: user.orgUnitId === null ? '' : String(user.orgUnitId),
        }
      : undefined,
    onValidate,
    shouldRevalidate: 'onBlur',
  });
  const titleId = user ? 'assign-title' : 'create-user-title';
  return (
    <div className="cap-inline-form" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{user ? `分配角色：${user.realName || user.mobile}` : '新增用户'}</h2>
      {user ? null : <p className="cap-hint">保存后显示一次临时密码，用户首次登录须修改密码。</p>}
      <Form method="post" action={user ? `${PATH}?assign=${user.id}` : `${PATH}?create=1`} {...getFormProps(form)} aria-labelledby={titleId}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        {user ? (
          <input type="hidden" name="userId" value={user.id} />
        ) : (
          <>
            <Field meta={fields.mobile} label="手机号" type="tel" required maxLength={20} inputMode="tel" />
            <Field meta={fields.realName} label="姓名" required maxLength={30} />
          </>
        )}
        <Choices legend="角色" items={roleItems(roles)} field={fields.roleKeys} />
        {projects.length ? <Choices legend="项目" items={projectItems(projects)} field={fields.projectIds} /> : null}
        {orgUnits.length || fields.orgUnitId.errors?.length ? (
          <SelectField meta={fields.orgUnitId} label="所属机构" options={orgUnits} empty="无（不属于任何机构）" />
        ) : null}
        <FormActions intent={user ? 'assign' : 'create'} cancel={PATH} />
      </Form>
    </div>
  );
}

export function UserScreen({
  query,
  total,
  rows,
  roles,
  projects,
  orgUnits,
  creating,
  assigning,
}: {
  query: { keyword?: string; pageNumber: number; pageSize: number };
  total: number;
  rows: UserRow[];
  roles: RoleChoice[];
  projects: ProjectChoice[];
  orgUnits: UnitChoice[];
  creating: boolean;
  assigning: UserRow | null;
}) {
  return (
    <CapPage
      id="user-title"
      title="用户管理"
      beside={
        <Button component={Link} to={`${PATH}?create=1`}>
          新增用户
        </Button>
      }
    >
      {creating || assigning ? <UserPanel user={assigning} roles={roles} projects={projects} orgUnits={orgUnits} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选用户">
        <FilterFold>
          <FilterText name="keyword" label="手机号或姓名" value={query.keyword ?? ''} maxLength={30} />
          <FilterActions resetTo={PATH} />
        </FilterFold>
      </Form>
      <ListTable label="用户列表" empty="暂无用户" rowKey={(u) => u.id} rows={rows} columns={COLUMNS} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
