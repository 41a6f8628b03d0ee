// Operations' 代开 screens: the queue (/shipper/agencyInvoicePlease: GET filters in the URL, applying
// first, page links) and one application (/shipper/agencyInvoicePleaseDetail?id=) with the panels
// the URL opens (?do=issue: the tax office's invoice with its file; ?do=refuse: the reason). The
// panels post plain forms; ./agency-forms' schemas check them after hydration, and the action again.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AGENCY_STATUS_LABELS, AGENCY_STATUSES } from '#contract/invoices/agency-labels';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { Field } from '#app/components/forms';
import { HiddenText } from '#app/components/hidden-text';
import { useLazyForm } from '#app/components/lazy-validation';
import { FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import type { agencyDetailData, agencyQueueData, AgencyRowView } from './agency.server';
import { AgencyApplicationFacts } from './agency-tickets';
import { PanelButtons, PanelLinks, ReasonForm } from './issuing-detail';
import { AGENCY_PATHS } from './paths';

const loadForms = () => import('./agency-forms');
const STATUS_OPTIONS = AGENCY_STATUSES.map((value) => ({ value, label: AGENCY_STATUS_LABELS[value] }));

export function AgencyQueue({ query, rows, total }: Awaited<ReturnType<typeof agencyQueueData>>) {
  const path = AGENCY_PATHS.operationsQueue;
  const detail = (r: AgencyRowView) => `${AGENCY_PATHS.operationsDetail}?id=${r.id}`;
  const columns: Column<AgencyRowView>[] = [
    { title: '申请编号', cell: (r) => <Link to={detail(r)}>{r.applyNo}</Link> },
    { title: '代开对象', cell: (r) => r.driverName },
    { title: '派车单数', cell: (r) => r.waybillCount },
    { title: '价税合计', className: 'price', cell: (r) => r.amount },
    { title: '税额', className: 'price', cell: (r) => `${r.tax}（${r.rate}）` },
    { title: '状态', cell: (r) => <span className="cap-status">{r.statusLabel}</span> },
    { title: '发票号码', cell: (r) => r.invoiceNo ?? '' },
    { title: '申请时间', cell: (r) => r.created },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (r) => (
        <Link to={r.status === 'APPLYING' ? `${detail(r)}&do=issue` : detail(r)}>
          {r.status === 'APPLYING' ? '登记发票' : '详情'}
          <HiddenText>{` ${r.applyNo}`}</HiddenText>
        </Link>
      ),
    },
  ];
  return (
    <section className="panel cap-page" aria-labelledby="agency-queue-title">
      <div className="cap-head">
        <h1 id="agency-queue-title" className="page-title">
          代开申请
        </h1>
      </div>
      <Form method="get" action={path} className="cap-filters" aria-label="筛选代开申请">
        <FilterFold>
          <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
          <FilterText name="driverName" label="代开对象" value={query.driverName} maxLength={30} />
          <FilterText name="applyNo" label="申请编号" value={query.applyNo} maxLength={30} />
          {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label="代开申请列表" empty="暂无代开申请" rowKey={(r) => r.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}

type Detail = Awaited<ReturnType<typeof agencyDetailData>>;

function IssueForm({ a, back }: { a: Detail['application']; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.agencyIssueForm, { id: 'agency-issue-form', lastResult: reply?.result });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="agency-issue-title">
      <ErrorSummary form={form} />
      <h2 id="agency-issue-title">登记代开的发票</h2>
      <p>
        申请金额：价税合计 {a.amount}，税额 {a.tax}（征收率 {a.rate}）。请按税务机关代开的数电发票填写。
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={a.id} />
      <FormErrors errors={form.errors} />
      <Field required meta={fields.invoiceNo} label="发票号码" inputMode="numeric" maxLength={24} hint="数电发票20位数字" />
      <Field required meta={fields.issuedOn} label="开票日期" type="date" picker />
      <Field required meta={fields.amountYuan} label="价税合计（元）" inputMode="decimal" hint="最多两位小数" />
      <Field required meta={fields.taxYuan} label="税额（元）" inputMode="decimal" />
      <Field
        required
        meta={fields.file}
        label="发票文件"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
        hint="发票的 PDF 或图片，不超过 10MB；承运人可下载"
      />
      <PanelButtons intent="issue" label="确认登记" back={back} />
    </Form>
  );
}

export function AgencyOperationsDetail({ application: a, panel }: Detail) {
  const reply = useActionData<FormReply>();
  const here = `${AGENCY_PATHS.operationsDetail}?id=${a.id}`;
  const failed = reply?.result && panel === null ? (reply.result.error?.[''] ?? []) : [];
  return (
    <section className="panel cap-page" aria-labelledby="agency-detail-title">
      <div className="cap-head">
        <h1 id="agency-detail-title" className="page-title">
          代开申请 {a.applyNo}
        </h1>
        <PanelLinks
          here={here}
          back={AGENCY_PATHS.operationsQueue}
          links={[
            ...(a.actions.includes('issue') ? [{ panel: 'issue', label: '登记发票' }] : []),
            ...(a.actions.includes('refuse') ? [{ panel: 'refuse', label: '驳回', red: true }] : []),
          ]}
        />
      </div>
      <FormErrors errors={failed.length ? failed : undefined} />
      {panel === 'issue' ? <IssueForm a={a} back={here} /> : null}
      {panel === 'refuse' ? (
        <ReasonForm
          id={a.id}
          back={here}
          formId="agency-refuse"
          title="驳回代开申请"
          note="驳回后申请中的派车单可重新申请代开，承运人会收到驳回原因。"
          load={loadForms}
          pick={(m) => m.agencyRefuseForm}
        />
      ) : null}
      <p>代开对象手机号：{a.payeeMobile}</p>
      <AgencyApplicationFacts a={a} />
    </section>
  );
}
