// /logistics/institutionalManagement — 机构管理: the company's organisation units, a tree of
// departments and fleets that vehicles and drivers belong to (assigned on their edit forms; the
// vehicle and driver lists filter by a unit's branch). ?add=1[&parentId=] and ?edit=id show the
// form, ?delete=id the confirmation; all plain links and posts.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { ORG_KIND_LABELS, ORG_KINDS } from '#contract/capacity/labels';
import { orgUnitInput } from '#app/features/capacity/org-schemas.server';
import type { OrgUnitView } from '#contract/capacity/rows';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { Field, SelectField, FormErrors, FormActions } from '#app/components/forms';
import { ListTable, type Column, actionsColumn, RowLinks } from '#app/components/list-ui';
import { requireUser } from '#app/utils/auth.server';
import { readForm, saveOrDelete } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';

const PATH = '/logistics/institutionalManagement';

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const units = await api.capacity.orgUnitTree(args);
  const editId = positive(url.searchParams.get('edit'));
  const deleteId = positive(url.searchParams.get('delete'));
  return {
    hasCompany: Boolean(user.companyName),
    units,
    adding: url.searchParams.get('add') === '1',
    parentId: positive(url.searchParams.get('parentId')),
    editing: units.find((u) => u.id === editId) ?? null,
    deleting: units.find((u) => u.id === deleteId) ?? null,
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  return saveOrDelete(args, formData, PATH, {
    schema: orgUnitInput,
    save: api.capacity.orgUnitSave,
    remove: api.capacity.orgUnitDelete,
    edited: '机构已修改',
    added: '机构已添加',
    deleted: '机构已删除',
  });
}

function UnitForm({ units, unit, parentId }: { units: OrgUnitView[]; unit: OrgUnitView | null; parentId: number | null }) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/org'),
    (m) => m.orgUnitInput,
    `org-${unit?.id ?? 'new'}`,
    unit
      ? {
          name: unit.name,
          kind: unit.kind,
          parentId: unit.parentId ? String(unit.parentId) : '',
          leaderName: unit.leaderName,
          leaderMobile: unit.leaderMobile,
        }
      : { kind: 'fleet', parentId: parentId ? String(parentId) : '' },
  );
  // A unit cannot sit under itself or its own branch.
  const branch = new Set<number>(unit ? [unit.id] : []);
  for (const u of units) if (u.parentId !== null && branch.has(u.parentId)) branch.add(u.id);
  const parents = units.filter((u) => !branch.has(u.id)).map((u) => ({ value: String(u.id), label: u.path }));
  const action = unit ? `${PATH}?edit=${unit.id}` : `${PATH}?add=1${parentId ? `&parentId=${parentId}` : ''}`;
  return (
    <div className="cap-inline-form" role="region" aria-labelledby="org-form-title">
      <h2 id="org-form-title">{unit ? `编辑机构 ${unit.name}` : '新增机构'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {unit ? <input type="hidden" name="id" value={unit.id} /> : null}
        <Field meta={fields.name} label="机构名称" required maxLength={30} placeholder="如 运输部、一车队" />
        <SelectField meta={fields.kind} label="机构类型" options={ORG_KINDS.map((k) => ({ value: k, label: ORG_KIND_LABELS[k] }))} required />
        <SelectField meta={fields.parentId} label="上级机构" options={parents} empty="无（顶级机构）" />
        <Field meta={fields.leaderName} label="负责人" maxLength={20} placeholder="选填" />
        <Field meta={fields.leaderMobile} label="负责人手机号" type="tel" maxLength={24} inputMode="tel" placeholder="选填" />
        <FormActions cancel={PATH} intent="save" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

const COLUMNS: Column<OrgUnitView>[] = [
  {
    title: '机构名称',
    cell: (u) => (
      <span className="cap-org-name" style={{ paddingInlineStart: `${u.depth * 1.5}em` }}>
        {u.depth > 0 ? '└ ' : ''}
        {u.name}
      </span>
    ),
  },
  { title: '类型', cell: (u) => ORG_KIND_LABELS[u.kind] },
  { title: '负责人', cell: (u) => (u.leaderName ? `${u.leaderName}${u.leaderMobile ? `（${u.leaderMobile}）` : ''}` : '—') },
  {
    title: '车辆',
    cell: (u) => (
      <Link to={`/logistics/vehicle?orgUnitId=${u.id}`} aria-label={`${u.name}的车辆`}>
        {u.vehicleCount}
      </Link>
    ),
  },
  {
    title: '司机',
    cell: (u) => (
      <Link to={`/logistics/driver?orgUnitId=${u.id}`} aria-label={`${u.name}的司机`}>
        {u.driverCount}
      </Link>
    ),
  },
  actionsColumn((u) => (
    <RowLinks
      name={u.name}
      links={[
        ['添加下级', `${PATH}?add=1&parentId=${u.id}`],
        ['编辑', `${PATH}?edit=${u.id}`],
        ['删除', `${PATH}?delete=${u.id}`],
      ]}
    />
  )),
];

export default function InstitutionalManagement() {
  const { hasCompany, units, adding, parentId, editing, deleting } = useLoaderData<typeof loader>();
  return (
    <CapPage
      id="org-title"
      title="机构管理"
      beside={
        hasCompany ? (
          <div className="cap-actions">
            <Button component={Link} to={`${PATH}?add=1`}>
              新增机构
            </Button>
          </div>
        ) : null
      }
    >
      {!hasCompany ? (
        <Alert color="gray" role="note" mb="md">
          组织机构属于企业：请先完成企业资质认证后再维护部门和车队。
        </Alert>
      ) : null}
      {adding || editing ? <UnitForm key={editing?.id ?? `new-${parentId ?? ''}`} units={units} unit={editing} parentId={parentId} /> : null}
      {deleting ? <DeleteConfirm action={PATH} id={deleting.id} what={`机构 ${deleting.name}`} cancel={PATH} /> : null}
      <ListTable label="机构列表" empty="暂无机构" columns={COLUMNS} rows={units} rowKey={(u) => u.id} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
