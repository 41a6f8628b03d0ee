// 角色管理: the roles the caller manages, and a role's form — name, identity, data scope, status and
// its grants as a tree of plain nested checkboxes (directories, menus, buttons), which posts without
// JavaScript. Only nodes the caller holds are offered; the platform checks that again.
import { useForm } from '@conform-to/react';
import { Link, useActionData } from '@remix-run/react';
import type { input, output } from 'zod';
import { DATA_SCOPE_LABELS, IDENTITY_LABELS, ROLE_STATUS_LABELS } from '#contract/permissions/messages';
import type { PermissionNode } from '#contract/permissions/schemas';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { Field, FormActions, ListTable, SelectField, TextareaField, type Column } from '#app/components/forms';
import { useLazySchema } from '#app/components/lazy-validation';
import { actionsColumn, RowLinks } from '#app/components/list-base';
import type { FormReply } from '#app/utils/forms.server';
import type { roleFormSchema } from './forms';
import { FormPanel } from './form-panel';
import { PERMISSION_PATHS } from './paths';

type RoleRow = {
  id: number;
  key: string;
  name: string;
  builtIn: boolean;
  identityLabel: string;
  dataScopeLabel: string;
  statusLabel: string;
  grants: number;
  users: number;
};
type RoleForm = {
  role: { id: number; name: string; identity: string; dataScope: string; status: string; remark: string; nodeIds: number[] } | null;
  nodes: PermissionNode[];
};

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const COLUMNS: Column<RoleRow>[] = [
  { title: '角色名称', cell: (r) => r.name },
  { title: '身份', cell: (r) => r.identityLabel },
  { title: '数据范围', cell: (r) => r.dataScopeLabel },
  { title: '状态', cell: (r) => r.statusLabel },
  { title: '类型', cell: (r) => (r.builtIn ? '内置' : '自定义') },
  { title: '权限数', cell: (r) => r.grants },
  { title: '用户数', cell: (r) => r.users },
  actionsColumn((r) =>
    r.builtIn ? <span className="muted">不可修改</span> : <RowLinks name={r.name} links={[['编辑', `${PERMISSION_PATHS.role}?edit=${r.id}`]]} />,
  ),
];

const KIND_LABELS = { directory: '目录', menu: '菜单', button: '按钮' } as const;

/** The nodes under `parentId` as nested lists of checkboxes; a node whose parent is not offered is a root. */
function NodeTree({ nodes, parentId, checked }: { nodes: PermissionNode[]; parentId: number | null; checked: Set<string> }) {
  const offered = new Set(nodes.map((n) => n.id));
  const children = nodes.filter((n) => (parentId === null ? n.parentId === null || !offered.has(n.parentId) : n.parentId === parentId));
  if (children.length === 0) return null;
  return (
    <ul className="perm-tree">
      {children.map((n) => (
        <li key={n.id}>
          <label>
            <input type="checkbox" name="nodeIds" value={n.id} defaultChecked={checked.has(String(n.id))} /> {n.title}{' '}
            <span className="muted">
              （{KIND_LABELS[n.kind]}
              {n.kind === 'directory' ? '' : ` ${n.permission}`}）
            </span>
          </label>
          <NodeTree nodes={nodes} parentId={n.id} checked={checked} />
        </li>
      ))}
    </ul>
  );
}

function RoleFormPanel({ form: data, platformWide }: { form: RoleForm; platformWide: boolean }) {
  const reply = useActionData<FormReply>();
  const onValidate = useLazySchema(
    () => import('./forms'),
    (m) => m.roleFormSchema,
  );
  const role = data.role;
  const [form, fields] = useForm<input<typeof roleFormSchema>, output<typeof roleFormSchema>, string[]>({
    id: 'role-form',
    lastResult: reply?.result,
    defaultValue: role
      ? { ...role, id: String(role.id), nodeIds: role.nodeIds.map(String) }
      : { identity: platformWide ? 'operator' : 'enterprise_shipper', dataScope: platformWide ? 'all' : 'company', status: 'active' },
    onValidate,
    shouldRevalidate: 'onBlur',
  });
  const checked = new Set(([] as unknown[]).concat(fields.nodeIds.initialValue ?? []).map(String));
  const title = role ? `编辑角色：${role.name}` : '新增角色';
  return (
    <FormPanel titleId="role-form-title" title={title} form={form} editingId={role?.id ?? null}>
      <Field meta={fields.name} label="角色名称" required maxLength={30} />
      {platformWide ? (
        <SelectField meta={fields.identity} label="身份（业务规则按此身份执行）" options={options(IDENTITY_LABELS)} required />
      ) : (
        <input type="hidden" name="identity" value="enterprise_shipper" />
      )}
      <SelectField
        meta={fields.dataScope}
        label="数据范围"
        options={options(
          platformWide ? DATA_SCOPE_LABELS : { company: DATA_SCOPE_LABELS.company, org_unit: DATA_SCOPE_LABELS.org_unit, own: DATA_SCOPE_LABELS.own },
        )}
        required
      />
      <SelectField meta={fields.status} label="状态" options={options(ROLE_STATUS_LABELS)} required />
      <TextareaField meta={fields.remark} label="备注" maxLength={200} />
      <fieldset className="cap-field" aria-describedby={fields.nodeIds.errors?.length ? fields.nodeIds.errorId : undefined}>
        <legend className="cap-label">菜单与按钮权限（只能授予您自己拥有的权限）</legend>
        <NodeTree nodes={data.nodes} parentId={null} checked={checked} />
        {fields.nodeIds.errors?.length ? (
          <p id={fields.nodeIds.errorId} className="cap-error">
            {fields.nodeIds.errors.join('；')}
          </p>
        ) : null}
      </fieldset>
      <FormActions intent="save" cancel={PERMISSION_PATHS.role} />
    </FormPanel>
  );
}

export function RoleScreen({ rows, form, platformWide }: { rows: RoleRow[]; form: RoleForm | null; platformWide: boolean }) {
  return (
    <CapPage
      id="role-title"
      title="角色管理"
      beside={
        <Button component={Link} to={`${PERMISSION_PATHS.role}?edit=new`}>
          新增角色
        </Button>
      }
    >
      {form ? <RoleFormPanel form={form} platformWide={platformWide} /> : null}
      <ListTable label="角色列表" empty="暂无角色" rowKey={(r) => r.id} rows={rows} columns={COLUMNS} />
    </CapPage>
  );
}
