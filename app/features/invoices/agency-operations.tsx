// Operations' 代开 screens: the queue (/shipper/agencyInvoicePlease: GET filters in the URL, applying
// first, page links) and one application (/shipper/agencyInvoicePleaseDetail?id=) with the panels
// the URL opens (?do=issue: the tax office's invoice with its file; ?do=refuse: the reason). The
// panels post plain forms; ./agency-forms' schemas check them after hydration, and the action again.
import { Form, Link, useActionData } from '@remix-run/react';
import { AGENCY_STATUS_LABELS, AGENCY_STATUSES } from '#contract/invoices/agency-labels';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { useLazyForm } from '#app/components/lazy-validation';
import { Facts, FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, UrlTabs, type Column } from '#app/components/list-base';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import type { agencyDetailData, agencyPeriodData, agencyQueueData, AgencyRowView } from './agency.server';
import { AgencyApplicationFacts } from './agency-tickets';
import { ApplicationOperations, InvoiceFields, PanelButtons, PanelForm, queueTailColumns, type OperationsScreen } from './operations-panels';
import { AGENCY_PATHS } from './paths';

const loadForms = () => import('./agency-forms');
const STATUS_OPTIONS = AGENCY_STATUSES.map((value) => ({ value, label: AGENCY_STATUS_LABELS[value] }));

/** The operations screen's tabs: the queue of applications, and the record of a payee's period (?tab=period). */
function OperationsTabs({ current }: { current: 'queue' | 'period' }) {
  return (
    <UrlTabs
      label="代开"
      current={current}
      tabs={[
        { key: 'queue', title: '代开申请', href: AGENCY_PATHS.operationsQueue },
        { key: 'period', title: '按期间登记', href: `${AGENCY_PATHS.operationsQueue}?tab=period` },
      ]}
    />
  );
}

export function AgencyQueue({ query, rows, total }: Awaited<ReturnType<typeof agencyQueueData>>) {
  const path = AGENCY_PATHS.operationsQueue;
  const detail = (r: AgencyRowView) => `${AGENCY_PATHS.operationsDetail}?id=${r.id}`;
  const columns: Column<AgencyRowView>[] = [
    { title: '申请编号', cell: (r) => <Link to={detail(r)}>{r.applyNo}</Link> },
    { title: '代开对象', cell: (r) => r.driverName },
    { title: '代开期间', cell: (r) => r.period },
    { title: '派车单数', cell: (r) => r.waybillCount },
    { title: '价税合计', className: 'price', cell: (r) => r.amount },
    { title: '税额', className: 'price', cell: (r) => `${r.tax}（${r.rate}）` },
    ...queueTailColumns(detail, 'APPLYING', '登记发票'),
  ];
  return (
    <CapPage id="agency-queue-title" title="代开申请" row>
      <OperationsTabs current="queue" />
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
    </CapPage>
  );
}

type Detail = Awaited<ReturnType<typeof agencyDetailData>>;

/** The tax office's 数电 invoice as operations record it, on an application and on a period alike. */
const TAX_OFFICE_HINTS = { invoiceNo: '数电发票20位数字', amount: '最多两位小数', file: '发票的 PDF 或图片，不超过 10MB；承运人可下载' };

function IssueForm({ a, back }: { a: Detail['application']; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.agencyIssueForm, { id: 'agency-issue-form', lastResult: reply?.result });
  const note = `申请金额：价税合计 ${a.amount}，税额 ${a.tax}（征收率 ${a.rate}）。请按税务机关代开的数电发票填写。`;
  return (
    <PanelForm form={form} titleId="agency-issue-title" title="登记代开的发票" note={note} hidden={{ id: a.id }} multipart>
      <InvoiceFields fields={fields} hints={TAX_OFFICE_HINTS} />
      <PanelButtons intent="issue" label="确认登记" back={back} />
    </PanelForm>
  );
}

const SCREEN: OperationsScreen<Awaited<ReturnType<typeof loadForms>>> = {
  titleId: 'agency-detail-title',
  title: '代开申请',
  detail: AGENCY_PATHS.operationsDetail,
  back: AGENCY_PATHS.operationsQueue,
  issueLabel: '登记发票',
  load: loadForms,
  refuse: {
    formId: 'agency-refuse',
    title: '驳回代开申请',
    note: '驳回后申请中的派车单可重新申请代开，承运人会收到驳回原因。',
    pick: (m) => m.agencyRefuseForm,
  },
  reverse: {
    formId: 'agency-reverse',
    note: '代开的数电发票不能作废，须凭红字确认单由税务机关开具红字发票。红冲后所含派车单可重新代开；已代开的记录不能修改或删除。',
    pick: (m) => m.agencyReverseForm,
  },
};

export function AgencyOperationsDetail({ application: a, panel }: Detail) {
  return (
    <ApplicationOperations screen={SCREEN} application={a} panel={panel} issueForm={(here) => <IssueForm a={a} back={here} />}>
      <p>代开对象手机号：{a.payeeMobile}</p>
      <AgencyApplicationFacts a={a} />
    </ApplicationOperations>
  );
}

type Period = Awaited<ReturnType<typeof agencyPeriodData>>;

/** The record's form: the invoice of the period the preview shows (payee and period hidden, the amounts filled in). */
function PeriodIssueForm({ preview, typed }: { preview: NonNullable<Period['preview']>; typed: Period['typed'] }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.agencyPeriodForm, {
    id: 'agency-period-form',
    lastResult: reply?.result,
    defaultValue: { amountYuan: preview.amountYuan, taxYuan: preview.taxYuan },
  });
  const back = `${AGENCY_PATHS.operationsQueue}?${new URLSearchParams({ tab: 'period', payeeMobile: typed.payeeMobile, periodFrom: preview.periodFrom, periodTo: preview.periodTo })}`;
  const note = (
    <>
      {preview.payee.name} 在 {preview.periodFrom} 至 {preview.periodTo} 的 {preview.waybills.length} 个派车单：价税合计 {preview.amount}，税额 {preview.tax}
      （征收率 {preview.rate}）。请按税务机关代开的数电发票填写，金额须与合计一致。
    </>
  );
  const hidden = { payeeMobile: preview.payee.mobile, periodFrom: preview.periodFrom, periodTo: preview.periodTo };
  return (
    <PanelForm form={form} titleId="agency-period-issue-title" title="登记期间代开的发票" note={note} hidden={hidden} multipart action={back}>
      <InvoiceFields fields={fields} hints={TAX_OFFICE_HINTS} />
      <PanelButtons intent="issue" label="确认登记" back={`${AGENCY_PATHS.operationsQueue}?tab=period`} />
    </PanelForm>
  );
}

/** One field of the period's GET form, with its message under it when the query does not hold. */
function PeriodInput({ name, label, value, maxLength, error }: { name: string; label: string; value: string; maxLength: number; error?: string }) {
  const errorId = `period-${name}-error`;
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input
        type="text"
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        className="cap-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="cap-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}

type PeriodWaybill = NonNullable<Period['preview']>['waybills'][number];
const PERIOD_COLUMNS: Column<PeriodWaybill>[] = [
  { title: '派车单号', cell: (w) => w.waybillNo },
  { title: '结算单号', cell: (w) => w.billNo },
  { title: '起运地', cell: (w) => w.origin },
  { title: '到达地', cell: (w) => w.destination },
  { title: '车牌号', cell: (w) => w.plateNo },
  { title: '签收时间', cell: (w) => w.signed },
  { title: '已付运费', className: 'price', cell: (w) => w.paid },
];

/**
 * /shipper/agencyInvoicePlease?tab=period: the payee (by mobile) and the period (a month, or two
 * days) as a GET form; what it covers — the payee's paid waybills signed in it that no open record
 * covers, their sum and tax — and the form that records the tax office's invoice for them.
 */
export function AgencyPeriod({ typed, errors, preview }: Period) {
  const path = AGENCY_PATHS.operationsQueue;
  return (
    <section className="panel cap-page" aria-labelledby="agency-period-title">
      <div className="cap-head">
        <h1 id="agency-period-title" className="page-title">
          按期间登记代开发票
        </h1>
      </div>
      <OperationsTabs current="period" />
      <p className="muted">
        按个人承运人或司机与期间（月份，或起止日期）查询期间内签收、已付款且未代开的派车单；一个派车单只在一条代开记录上，红冲后可重新登记。
      </p>
      <Form method="get" action={path} className="cap-filters" aria-label="查询代开期间">
        <input type="hidden" name="tab" value="period" />
        <PeriodInput name="payeeMobile" label="承运人手机号" value={typed.payeeMobile} maxLength={20} error={errors.payeeMobile} />
        <PeriodInput name="month" label="月份（YYYY-MM）" value={typed.month} maxLength={7} error={errors.month} />
        <PeriodInput name="periodFrom" label="期间开始（YYYY-MM-DD）" value={typed.periodFrom} maxLength={10} error={errors.periodFrom} />
        <PeriodInput name="periodTo" label="期间结束（YYYY-MM-DD）" value={typed.periodTo} maxLength={10} error={errors.periodTo} />
        <div className="cap-actions">
          <Button type="submit">查询</Button>
          <Button component={Link} to={`${path}?tab=period`} variant="default">
            重置
          </Button>
        </div>
      </Form>
      {preview ? (
        <>
          <Facts
            facts={[
              ['代开对象', `${preview.payee.name}（${preview.payee.mobile}）`],
              ['代开协议', preview.payee.agreementSigned ? '已签署' : '未签署（签署后才能登记）'],
              ['代开期间', `${preview.periodFrom} 至 ${preview.periodTo}`],
              ['派车单数', String(preview.waybills.length)],
              ['价税合计', preview.amount],
              ['税额', `${preview.tax}（征收率 ${preview.rate}）`],
            ]}
          />
          <ListTable
            label="期间内未代开的派车单"
            empty="该期间内没有已付款且未代开的派车单"
            rowKey={(w) => w.waybillId}
            rows={preview.waybills}
            columns={PERIOD_COLUMNS}
          />
          {preview.waybills.length && preview.payee.agreementSigned ? <PeriodIssueForm preview={preview} typed={typed} /> : null}
        </>
      ) : null}
    </section>
  );
}
