// The two partner lists of a shipper: 常用承运商 (/shipper/common/logistics) and 经纪人管理
// (/logistics/partnerManagement). Companies are added by exact name or credit code; the list shows
// their size (vehicles, lines) and contact; ?remove=id confirms a removal. The URL is the state.
import { getFormProps } from '@conform-to/react';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { PARTNER_LABELS, type PartnerRelation } from '#contract/capacity/labels';
import { Field, FormErrors } from '#app/components/forms';
import { FilterFold, DictBadge, FilterText, listLinks, FilterButtons, actionsColumn, RowLinks, type Column, TwoLines } from '#app/components/list-ui';
import { PagedTable } from '#app/components/page-links';
import type { partnerLoader } from '#app/features/capacity/partners.server';
import { AUTH_STATUS } from '#contract/company/dictionaries';
import { ErrorSummary } from '#app/components/form-errors';
import { useActionForm } from '#app/components/lazy-validation';
import { chinaDateTime } from '#contract/capacity/display';
import { PARTNER_PATHS } from './paths';
import { RemoveConfirm } from './ui';

function AddPartner({ relation }: { relation: PartnerRelation }) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/capacity/schemas'),
    (m) => m.frequentCarrierInput,
    `partner-${relation}`,
  );
  return (
    <div className="cap-inline-form">
      <h2>添加{relation === 'agent' ? '合作经纪人' : '常用承运商'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={PARTNER_PATHS[relation]} {...getFormProps(form)} className="cap-fieldset">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <Field meta={fields.company} label={PARTNER_LABELS[relation].what} required maxLength={50} placeholder="完整企业名称或统一社会信用代码" />
        <Field meta={fields.remark} label="备注" maxLength={100} placeholder="如 钢材干线、港口短倒" />
        <div className="cap-actions">
          <Button type="submit" name="intent" value="add" loading={navigation.state === 'submitting'}>
            添加
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function PartnerScreen() {
  const { relation, query, page, remove } = useLoaderData<typeof partnerLoader>();
  const PATH = PARTNER_PATHS[relation];
  const title = PARTNER_LABELS[relation].title;
  const empty = relation === 'agent' ? '暂无合作经纪人' : '暂无常用承运商';
  const { filters, here } = listLinks(PATH, query);
  const withRemove = (id: number) => {
    const params = new URLSearchParams(filters);
    if (query.pageNumber > 1) params.set('pageNumber', String(query.pageNumber));
    params.set('remove', String(id));
    return `${PATH}?${params}`;
  };
  const columns: Column<(typeof page.records)[number]>[] = [
    { title: '企业名称', cell: (r) => <TwoLines main={<span className="cap-plate">{r.companyName}</span>} sub={r.creditCode} /> },
    { title: '所在地', cell: (r) => r.cityLabel },
    { title: '联系人', cell: (r) => <TwoLines main={r.contactName} sub={r.contactPhone} /> },
    { title: '认证状态', cell: (r) => <DictBadge dict={AUTH_STATUS} value={r.authStatus} /> },
    { title: '车辆数', cell: (r) => r.vehicleCount },
    { title: '线路数', cell: (r) => r.lineCount },
    { title: '备注', cell: (r) => r.remark },
    { title: '添加时间', cell: (r) => chinaDateTime(r.createdAt) },
    actionsColumn((r) => <RowLinks name={r.companyName} links={[['移除', withRemove(r.id)]]} />),
  ];
  return (
    <CapPage id="frequent-title" title={title} row>
      <AddPartner relation={relation} />
      {remove ? (
        <RemoveConfirm
          action={here}
          id={remove.id}
          question={`确定将「${remove.companyName}」从${relation === 'agent' ? '合作经纪人' : '常用承运商'}中移除吗？`}
          confirm="确认移除"
        />
      ) : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterFold>
          <FilterText name="keyword" label="关键字" value={query.keyword} placeholder="企业名称、信用代码或备注" maxLength={50} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>

      <PagedTable label={`${title}列表`} empty={empty} rowKey={(r) => r.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}
