// The exception screens (/user/abnormalOrder, /order-manage/abnormaList): the list with its
// filters in the URL, the report form of one waybill (?report=waybillId, with photos) and the
// handling form of one exception (?handle=id). Both forms work without JS.
import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { FormActions } from '#app/components/forms';
import { CapPage } from '#app/components/cap-page';
import type { AbnormalQuery } from '#contract/orders/schemas';
import { DictBadge, FilterButtons, FilterFold, FilterSelect, FilterText, ListTable, dictOptions, type Column } from '#app/components/list-ui';
import { PageLinks } from '#app/components/page-links';
import { ABNORMAL_TYPE, COMPLAINT_STATUS } from '#contract/orders/dict';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { ViewerLink } from '#app/features/files/viewer-link';
import { FieldError, LineField } from './line-field';

type MoveReply = { intent: string; result: SubmissionResult<string[]> };

type Row = {
  id: number;
  waybillId: number;
  waybillNo: string;
  orderNo: string;
  typeLabel: string;
  description: string;
  photoUuids: string[];
  reporterName: string;
  status: string;
  handleNote: string | null;
  handlerName: string | null;
  handledAt: string;
  createdAt: string;
  canHandle: boolean;
};

function ReportForm({ waybill, path }: { waybill: { id: number; waybillNo: string; plateNo: string; route: string }; path: string }) {
  const reply = useActionData<MoveReply>();
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/schemas'),
    (m) => m.abnormalForm,
    {
      id: 'report-form',
      lastResult: reply?.intent === 'report' ? reply.result : undefined,
    },
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-label="上报异常">
      <ErrorSummary form={form} />
      <h2>
        上报异常：派车单 {waybill.waybillNo}（{waybill.plateNo}，{waybill.route}）
      </h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="waybillId" value={waybill.id} />
      <FormErrors errors={form.errors} flush />
      <label className="cap-field">
        <span className="cap-label">异常类型</span>
        <select {...getSelectProps(fields.abnormalType)} key={fields.abnormalType.key} className="cap-select">
          <option value="">请选择</option>
          {dictOptions(ABNORMAL_TYPE).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={fields.abnormalType.errorId} errors={fields.abnormalType.errors} />
      </label>
      <label className="cap-field">
        <span className="cap-label">异常描述</span>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} maxLength={500} rows={3} className="cap-input" />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </label>
      <label className="cap-field">
        <span className="cap-label">照片（选填，最多6张）</span>
        <input type="file" name="photos" accept="image/*" multiple />
        <FieldError id={fields.photos.errorId} errors={fields.photos.errors} />
      </label>
      <FormActions cancel={path} intent="report" label="提交" />
    </Form>
  );
}

function HandleForm({ row, path }: { row: Row; path: string }) {
  const reply = useActionData<MoveReply>();
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/schemas'),
    (m) => m.handleAbnormalBody,
    {
      id: 'handle-form',
      lastResult: reply?.intent === 'handle' ? reply.result : undefined,
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-label="处理异常">
      <ErrorSummary form={form} />
      <h2>
        处理异常：派车单 {row.waybillNo}，{row.typeLabel}
      </h2>
      <p>{row.description}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={row.id} />
      <FormErrors errors={form.errors} flush />
      <LineField meta={fields.note} label="处理意见" maxLength={200} />
      <FormActions cancel={path} intent="handle" label="标记已处理" />
    </Form>
  );
}

function abnormalColumns(path: string, query: AbnormalQuery): Column<Row>[] {
  const handleHref = (id: number) =>
    `${path}?${new URLSearchParams({
      ...Object.fromEntries(
        Object.entries(query)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ),
      handle: String(id),
    })}`;
  return [
    { title: '派车单号', cell: (a) => a.waybillNo },
    { title: '订单号', cell: (a) => a.orderNo },
    { title: '异常类型', cell: (a) => a.typeLabel },
    {
      title: '描述',
      cell: (a) => (
        <>
          {a.description}
          {a.photoUuids.map((uuid, i) => (
            <ViewerLink key={uuid} uuid={uuid} owner={{ waybillId: a.waybillId }} className="cap-sub">
              照片{i + 1}
            </ViewerLink>
          ))}
        </>
      ),
    },
    { title: '上报人', cell: (a) => a.reporterName },
    { title: '上报时间', cell: (a) => a.createdAt },
    { title: '状态', cell: (a) => <DictBadge dict={COMPLAINT_STATUS} value={a.status} /> },
    {
      title: '处理',
      cell: (a) =>
        a.handleNote ? (
          <>
            {a.handleNote}
            <span className="cap-sub">
              {a.handlerName} {a.handledAt}
            </span>
          </>
        ) : a.canHandle ? (
          <Link to={handleHref(a.id)} aria-label={`处理 ${a.waybillNo} 的异常`}>
            处理
          </Link>
        ) : (
          '—'
        ),
    },
  ];
}

export function AbnormalScreen({
  path,
  title,
  query,
  rows,
  total,
  reporting,
  handling,
}: {
  path: string;
  title: string;
  query: AbnormalQuery;
  rows: Row[];
  total: number;
  reporting: { id: number; waybillNo: string; plateNo: string; route: string } | null;
  handling: Row | null;
}) {
  return (
    <CapPage id="abnormal-title" title={title}>
      {reporting ? <ReportForm waybill={reporting} path={path} /> : null}
      {handling ? <HandleForm row={handling} path={path} /> : null}
      <Form method="get" action={path} className="cap-filters" aria-label="筛选异常">
        <FilterFold>
          <FilterText name="waybillNo" label="派车单号" value={query.waybillNo ?? ''} maxLength={30} />
          <FilterSelect name="abnormalType" label="异常类型" value={query.abnormalType ?? ''} options={dictOptions(ABNORMAL_TYPE)} />
          <FilterSelect name="status" label="处理状态" value={query.status ?? ''} options={dictOptions(COMPLAINT_STATUS)} />
          <FilterButtons reset={path} />
        </FilterFold>
      </Form>
      <ListTable label="异常列表" empty="暂无异常" columns={abnormalColumns(path, query)} rows={rows} rowKey={(a) => a.id} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </CapPage>
  );
}
