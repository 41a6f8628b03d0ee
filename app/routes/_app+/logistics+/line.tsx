// /logistics/line — 线路管理: the company's regular routes (origin and destination city, distance,
// reference price in yuan per tonne, stored as fen). ?edit=new|id shows the form above the list,
// ?delete=id the confirmation; filters and pages live in the URL.
import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import type { LineView } from '#contract/capacity/rows';
import { CAPACITY_MESSAGES } from '#contract/capacity/labels';
import { lineInput, lineQuery } from '#app/features/capacity/capacity-schemas.server';
import { api } from '#app/utils/api.server';
import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { Field, SelectField, FormErrors, FormActions } from '#app/components/forms';
import {
  FilterFold,
  FilterSelect,
  dictOptions,
  filterParams,
  listLinks,
  type Option,
  FilterButtons,
  actionsColumn,
  RowLinks,
  type Column,
} from '#app/components/list-ui';
import { vehicleTypeOptions } from '#app/features/capacity/facts';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { cityOptions, loadOwned, loadPage, provinceOptions, readForm, saveOrDelete } from '#app/utils/forms.server';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { yuanPerTonne } from '#app/utils/format';

const PATH = '/logistics/line';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const { query, page } = await loadPage(args, api.capacity.linePage, lineQuery);
  const edit = url.searchParams.get('edit');
  const editing = edit && /^\d{1,9}$/.test(edit) ? await loadOwned(args, api.capacity.lineById, Number(edit)) : null;
  const deleteId = Number(url.searchParams.get('delete'));
  return {
    query,
    page,
    hasCompany: user.companyId !== null,
    form: edit === 'new' || editing ? { line: editing } : null,
    confirm: page.records.find((r) => r.id === deleteId) ?? null,
    cities: edit === 'new' || editing ? cityOptions() : [],
    provinces: provinceOptions(),
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const filters = filterParams(Object.fromEntries(new URL(args.request.url).searchParams));
  filters.delete('edit');
  filters.delete('delete');
  const list = `${PATH}${filters.size ? `?${filters}` : ''}`;
  return saveOrDelete(args, formData, list, {
    schema: lineInput,
    save: api.capacity.lineSave,
    remove: api.capacity.lineDelete,
    edited: '线路已修改',
    added: '线路已添加',
    deleted: '线路已删除',
  });
}

function LineForm({ line, cities, cancel, action }: { line: LineView | null; cities: Option[]; cancel: string; action: string }) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/schemas'),
    (m) => m.lineInput,
    `line-${line?.id ?? 'new'}`,
    line
      ? {
          originCity: line.originCity,
          destCity: line.destCity,
          distanceKm: String(line.distanceKm),
          refPrice: (line.refPriceFen / 100).toFixed(2),
          vehicleType: line.vehicleType,
          vehicleLength: line.vehicleLength,
          remark: line.remark,
        }
      : {},
  );
  return (
    <div className="cap-inline-form">
      <h2>{line ? `编辑线路 ${line.originLabel} → ${line.destLabel}` : '新增线路'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {line ? <input type="hidden" name="id" value={line.id} /> : null}
        <SelectField meta={fields.originCity} label="起运地" options={cities} required empty="请选择省市" />
        <SelectField meta={fields.destCity} label="目的地" options={cities} required empty="请选择省市" />
        <Field meta={fields.distanceKm} label="运输距离（公里）" required inputMode="numeric" maxLength={5} />
        <Field meta={fields.refPrice} label="参考运价（元/吨）" required inputMode="decimal" maxLength={10} placeholder="如 45.00" />
        <SelectField meta={fields.vehicleType} label="常用车型" options={vehicleTypeOptions()} empty="不限" />
        <SelectField meta={fields.vehicleLength} label="车长" options={dictOptions(VEHICLE_LENGTH)} empty="不限" />
        <Field meta={fields.remark} label="备注" maxLength={200} placeholder="发车频次、时效、服务说明" />
        <FormActions cancel={cancel} intent="save" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

export default function LineList() {
  const { query, page, hasCompany, form, confirm, cities, provinces } = useLoaderData<typeof loader>();
  const { here, withParam } = listLinks(PATH, query);
  const columns: Column<(typeof page.records)[number]>[] = [
    { title: '起运地', cell: (l) => l.originLabel },
    { title: '目的地', cell: (l) => l.destLabel },
    { title: '距离', cell: (l) => `${l.distanceKm} 公里` },
    { title: '参考运价', cell: (l) => yuanPerTonne(l.refPriceFen) },
    {
      title: '车型/车长',
      cell: (l) => [labelIn(VEHICLE_TYPE, l.vehicleType), labelIn(VEHICLE_LENGTH, l.vehicleLength)].filter(Boolean).join(' / ') || '不限',
    },
    { title: '备注', cell: (l) => l.remark },
    actionsColumn((l) => (
      <RowLinks
        name={`${l.originLabel} → ${l.destLabel}`}
        links={[
          ['编辑', withParam('edit', String(l.id))],
          ['删除', withParam('delete', String(l.id))],
        ]}
      />
    )),
  ];
  return (
    <CapPage
      id="line-title"
      title="线路管理"
      beside={
        hasCompany ? (
          <div className="cap-actions">
            <Button component={Link} to={withParam('edit', 'new')}>
              新增线路
            </Button>
          </div>
        ) : null
      }
    >
      {!hasCompany ? (
        <Alert color="orange" role="status" mb="md">
          {CAPACITY_MESSAGES.lineNeedsCompany}
        </Alert>
      ) : null}

      {form ? (
        <LineForm key={form.line?.id ?? 'new'} line={form.line} cities={cities} cancel={here} action={withParam('edit', String(form.line?.id ?? 'new'))} />
      ) : null}
      {confirm ? <DeleteConfirm action={here} id={confirm.id} what={`线路 ${confirm.originLabel} → ${confirm.destLabel}`} cancel={here} /> : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选线路">
        <FilterFold>
          <FilterSelect name="originProvince" label="起运省份" value={query.originProvince} options={provinces} />
          <FilterSelect name="destProvince" label="目的省份" value={query.destProvince} options={provinces} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>

      <PagedTable label="线路列表" empty="暂无线路" rowKey={(l) => l.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
