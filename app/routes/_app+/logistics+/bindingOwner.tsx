// /logistics/bindingOwner — 绑定车主: the actual owners of affiliated (挂靠) vehicles — a person
// (ID card) or a company (unified social credit code) whose trucks run under this carrier's road
// transport licence — and which of the carrier's vehicles belong to each. Filters and page in the
// URL; ?add=1 / ?edit=id show the owner form, ?bind=id the vehicle checkboxes (a plain form
// post), ?delete=id the confirmation.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Badge } from '#app/components/badge';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { lenientQuery } from '#contract/lenient-query';
import { OWNER_KIND_LABELS, OWNER_KINDS } from '#contract/capacity/labels';
import { vehicleOwnerInput, vehicleOwnerQuery } from '#app/features/capacity/org-schemas.server';
import type { VehicleOwnerView } from '#contract/capacity/rows';
import { MESSAGES_8 } from '#contract/codes';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { Field, SelectField, FormErrors, FormActions } from '#app/components/forms';
import { FilterFold, FilterSelect, FilterText, filterParams, listLinks, type Column, FilterButtons, actionsColumn, RowLinks } from '#app/components/list-ui';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { readForm, redirectWith, saveOrDelete } from '#app/utils/forms.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { maskIdCard } from '#app/utils/masks';

const PATH = '/logistics/bindingOwner';

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const query = lenientQuery(vehicleOwnerQuery, url.searchParams);
  const [editId, bindId, deleteId] = ['edit', 'bind', 'delete'].map((k) => positive(url.searchParams.get(k)));
  const one = (id: number | null) => (id ? api.capacity.vehicleOwnerById(args, { id }).catch(() => null) : null);
  const [page, editing, binding, deleting, vehicles] = await Promise.all([
    api.capacity.vehicleOwnerPage(args, query),
    one(editId),
    one(bindId),
    one(deleteId),
    bindId ? api.capacity.vehicleOptions(args) : [],
  ]);
  return { query, page, adding: url.searchParams.get('add') === '1', editing, binding, deleting, vehicles };
}

function listUrl(request: Request): string {
  const params = filterParams(Object.fromEntries(new URL(request.url).searchParams));
  for (const key of ['add', 'edit', 'bind', 'delete']) params.delete(key);
  return `${PATH}${params.size ? `?${params}` : ''}`;
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const list = listUrl(args.request);
  if (formData.get('intent') === 'bind') {
    const ownerId = Number(formData.get('ownerId'));
    const vehicleIds = formData.getAll('vehicleIds').map(Number);
    if (!Number.isInteger(ownerId) || ownerId <= 0 || vehicleIds.some((id) => !Number.isInteger(id) || id <= 0))
      throw new Response('参数不正确', { status: 400 });
    try {
      const result = await api.capacity.vehicleOwnerBind(args, { ownerId, vehicleIds });
      return redirectWith(args.request, list, `已绑定${result.count}辆车`);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(args.request, list, error.message || MESSAGES_8.fallbackError, 'error');
    }
  }
  return saveOrDelete(args, formData, list, {
    schema: vehicleOwnerInput,
    save: api.capacity.vehicleOwnerSave,
    remove: api.capacity.vehicleOwnerDelete,
    edited: '车主信息已修改',
    added: '车主已添加',
    deleted: '车主已删除',
  });
}

function OwnerForm({ owner, action, cancel }: { owner: VehicleOwnerView | null; action: string; cancel: string }) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/org'),
    (m) => m.vehicleOwnerInput,
    `owner-${owner?.id ?? 'new'}`,
    owner
      ? {
          kind: owner.kind,
          name: owner.name,
          idNo: owner.idNo,
          mobile: owner.mobile,
          agreementNo: owner.agreementNo,
          agreementExpiry: owner.agreementExpiry,
          remark: owner.remark,
        }
      : { kind: 'person' },
  );
  return (
    <div className="cap-inline-form" role="region" aria-labelledby="owner-form-title">
      <h2 id="owner-form-title">{owner ? `编辑车主 ${owner.name}` : '新增车主'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {owner ? <input type="hidden" name="id" value={owner.id} /> : null}
        <SelectField meta={fields.kind} label="车主类型" options={OWNER_KINDS.map((k) => ({ value: k, label: OWNER_KIND_LABELS[k] }))} required />
        <Field meta={fields.name} label="车主姓名或企业名称" required maxLength={50} />
        <Field meta={fields.idNo} label="身份证号或统一社会信用代码" required maxLength={24} className="cap-upper" />
        <Field meta={fields.mobile} label="车主手机号" required type="tel" maxLength={24} inputMode="tel" />
        <Field meta={fields.agreementNo} label="挂靠协议编号" maxLength={30} placeholder="选填" />
        <Field meta={fields.agreementExpiry} label="挂靠协议到期日" type="date" picker />
        <Field meta={fields.remark} label="备注" maxLength={100} placeholder="选填" />
        <FormActions cancel={cancel} intent="save" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

function BindForm({
  owner,
  vehicles,
  action,
  cancel,
}: {
  owner: VehicleOwnerView;
  vehicles: Array<{ id: number; plateNo: string }>;
  action: string;
  cancel: string;
}) {
  const bound = new Set(owner.vehicles.map((v) => v.id));
  return (
    <div className="cap-inline-form" role="region" aria-labelledby="bind-title">
      <h2 id="bind-title">绑定车辆到 {owner.name}</h2>
      <p className="muted">勾选属于该车主的车辆后保存；取消勾选即解绑。已绑定其他车主的车辆勾选后改绑到该车主。</p>
      <Form method="post" action={action}>
        <AuthenticityTokenInput />
        <input type="hidden" name="ownerId" value={owner.id} />
        {vehicles.length === 0 ? <p className="cap-empty">本企业还没有车辆</p> : null}
        <fieldset className="cap-checks">
          <legend>本企业车辆</legend>
          {vehicles.map((v) => (
            <label key={v.id} className="cap-check">
              <input type="checkbox" name="vehicleIds" value={v.id} defaultChecked={bound.has(v.id)} /> {v.plateNo}
            </label>
          ))}
        </fieldset>
        <FormActions cancel={cancel} intent="bind" label="保存绑定" />
      </Form>
    </div>
  );
}

export default function BindingOwner() {
  const { query, page, adding, editing, binding, deleting, vehicles } = useLoaderData<typeof loader>();
  const { filters, here, withParam } = listLinks(PATH, query);
  const columns: Column<VehicleOwnerView>[] = [
    { title: '车主', cell: (o) => o.name },
    {
      title: '类型',
      cell: (o) => <Badge radius="sm">{OWNER_KIND_LABELS[o.kind]}</Badge>,
    },
    { title: '证件号', cell: (o) => (o.kind === 'person' ? maskIdCard(o.idNo) : o.idNo) },
    { title: '手机号', cell: (o) => o.mobile },
    { title: '挂靠协议', cell: (o) => (o.agreementNo ? `${o.agreementNo}${o.agreementExpiry ? `（至${o.agreementExpiry}）` : ''}` : '—') },
    { title: '绑定车辆', cell: (o) => (o.vehicles.length ? o.vehicles.map((v) => v.plateNo).join('、') : '—') },
    actionsColumn((o) => (
      <RowLinks
        name={o.name}
        links={[
          ['绑定车辆', withParam('bind', String(o.id))],
          ['编辑', withParam('edit', String(o.id))],
          ['删除', withParam('delete', String(o.id))],
        ]}
      />
    )),
  ];
  return (
    <CapPage
      id="owner-title"
      title="绑定车主"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={withParam('add', '1')}>
            新增车主
          </Button>
        </div>
      }
    >
      {adding || editing ? (
        <OwnerForm key={editing?.id ?? 'new'} owner={editing} action={editing ? withParam('edit', String(editing.id)) : withParam('add', '1')} cancel={here} />
      ) : null}
      {binding ? <BindForm owner={binding} vehicles={vehicles} action={withParam('bind', String(binding.id))} cancel={here} /> : null}
      {deleting ? <DeleteConfirm action={`${PATH}${filters.size ? `?${filters}` : ''}`} id={deleting.id} what={`车主 ${deleting.name}`} cancel={here} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选车主">
        <FilterFold>
          <FilterSelect name="kind" label="车主类型" value={query.kind} options={OWNER_KINDS.map((k) => ({ value: k, label: OWNER_KIND_LABELS[k] }))} />
          <FilterText name="keyword" label="关键字" value={query.keyword} placeholder="姓名、证件号、手机号、车牌号" maxLength={50} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>
      <PagedTable label="车主列表" empty="暂无车主" rowKey={(o) => o.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
