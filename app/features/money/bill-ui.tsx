// The bill screens' markup: the list with its GET filters (the URL is its state), the new-bill
// panel, and a bill's page with its header (the total in yuan and in capitals), lines, payments,
// history and the panels of the actions open to the caller (?do=pay | dispute | cancel: a page
// of its own without JS). Everything posts plain forms.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert } from '@mantine-part/alert';
import { Button } from '@mantine-part/button';
import { Form, Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { BILL_STATUS_LABELS, BILL_STATUSES, PAY_MEANS } from '#contract/money/bills';
import { Facts, Field, FilterButtons, FilterSelect, FilterText, ListTable, listLinks, SelectField, type Column } from '#app/components/forms';
import { ErrorSummary } from '#app/components/form-errors';
import { PageLinks } from '#app/components/page-links';
import type { FormReply } from '#app/utils/forms.server';
import type { BillView, billDetailData } from './bills.server';
import type { BillSide } from './paths';
import { billActionSchemas, createBillSchema } from './forms';

const STATUS_OPTIONS = BILL_STATUSES.map((value) => ({ value, label: BILL_STATUS_LABELS[value] }));

type ListQuery = { status: string; billNo: string; partyName: string; createdFrom: string; createdTo: string; pageNumber: number; pageSize: number };

function DateFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="date" name={name} defaultValue={value} className="cap-input" />
    </label>
  );
}

export function FormAlert({ errors }: { errors: string[] | undefined }) {
  return errors?.length ? (
    <Alert color="red" role="alert" mb="sm">
      {errors.join('；')}
    </Alert>
  ) : null;
}

/** A list of bills on one side: filters, the export of what they match, the table and its pages. */
export function BillList({
  path,
  title,
  side,
  detailPath,
  query,
  rows,
  total,
  actions,
  children,
}: {
  path: string;
  title: string;
  side: BillSide;
  detailPath: string;
  query: ListQuery;
  rows: BillView[];
  total: number;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { filters } = listLinks(path, query);
  const other = side === 'pay' ? '收款方' : '付款方';
  const columns: Column<BillView>[] = [
    { title: '结算单号', cell: (b) => <Link to={`${detailPath}?id=${b.id}`}>{b.billNo}</Link> },
    { title: other, cell: (b) => (side === 'pay' ? b.payeeName : b.payerName) },
    { title: '结算类型', cell: (b) => b.typeLabel },
    { title: '运单数', cell: (b) => b.waybillCount },
    { title: '结算金额', className: 'price', cell: (b) => b.total },
    { title: '已付金额', className: 'price', cell: (b) => b.paid },
    { title: '状态', cell: (b) => <span className="cap-status">{b.statusLabel}</span> },
    { title: '生成时间', cell: (b) => b.created },
    {
      title: '操作',
      className: 'cap-row-actions',
      cell: (b) => (
        <Link to={`${detailPath}?id=${b.id}`} aria-label={`查看 ${b.billNo}`}>
          详情
        </Link>
      ),
    },
  ];
  const exportHref = `/resources/money/bill-export?side=${side}${filters.size ? `&${filters}` : ''}`;
  return (
    <section className="panel cap-page" aria-labelledby="bill-list-title">
      <div className="cap-head">
        <h1 id="bill-list-title" className="page-title">
          {title}
        </h1>
        <div className="cap-actions">
          {actions}
          <Button component="a" href={exportHref} variant="default">
            导出
          </Button>
        </div>
      </div>
      {children}
      <Form method="get" action={path} className="cap-filters" aria-label={`筛选${title}`}>
        <FilterSelect name="status" label="状态" value={query.status} options={STATUS_OPTIONS} />
        <FilterText name="partyName" label={other} value={query.partyName} maxLength={50} />
        <FilterText name="billNo" label="结算单号" value={query.billNo} maxLength={30} />
        <DateFilter name="createdFrom" label="生成日期从" value={query.createdFrom} />
        <DateFilter name="createdTo" label="至" value={query.createdTo} />
        {query.pageSize !== 20 ? <input type="hidden" name="pageSize" value={query.pageSize} /> : null}
        <FilterButtons reset={path} />
      </Form>
      <ListTable label={`${title}列表`} empty="暂无结算单" rowKey={(b) => b.id} rows={rows} columns={columns} />
      <PageLinks total={total} pageNumber={query.pageNumber} pageSize={query.pageSize} />
    </section>
  );
}

type Build = {
  payees: string[];
  payee: string;
  waybills: { id: number; waybillNo: string; orderNo: string; goodsName: string; freight: string; signed: string; lossHint: string }[];
};

/** A row's own input in the new-bill table (labelled with its waybill no.), with its message below. */
function RowInput({ meta, label, maxLength, inputMode }: { meta: FieldMetadata<string>; label: string; maxLength: number; inputMode?: 'decimal' }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <>
      <input
        {...getInputProps(meta, { type: 'text', ariaAttributes: false })}
        key={meta.key}
        aria-label={label}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
        className="cap-input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? meta.errorId : undefined}
      />
      {invalid ? (
        <span id={meta.errorId} className="cap-error">
          {meta.errors!.join('；')}
        </span>
      ) : null}
    </>
  );
}

/**
 * The new bill: choose the payee (a GET form), tick their settleable waybills, type a deduction
 * (扣款, in yuan, with its reason) on any of them, create (a POST).
 */
export function NewBillPanel({ path, build }: { path: string; build: Build }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: 'new-bill',
    lastResult: reply?.result,
    defaultValue: { deductions: build.waybills.map((w) => ({ waybillId: String(w.id) })) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createBillSchema }),
  });
  const deductions = fields.deductions.getFieldList().map((d) => d.getFieldset());
  const rows = build.waybills.map((w, i) => ({ ...w, deduction: deductions[i] }));
  // a form sent back with its errors keeps what was ticked (without JS the page is new)
  const ticked = ([] as unknown[]).concat(fields.waybillIds.initialValue ?? []).map(String);
  return (
    <div className="cap-inline-form" role="group" aria-labelledby="new-bill-title">
      <h2 id="new-bill-title">新建结算单</h2>
      {build.payees.length === 0 ? (
        <p>暂无可结算的运单：运单签收并在「派车单审核」中审核通过后即可结算。</p>
      ) : (
        <Form method="get" action={path} className="cap-filters" aria-label="选择收款方">
          <input type="hidden" name="build" value="1" />
          <label className="cap-filter">
            <span>收款方</span>
            <select name="payee" defaultValue={build.payee} className="cap-select">
              <option value="">请选择</option>
              {build.payees.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="default">
            查看可结算运单
          </Button>
        </Form>
      )}
      {build.payee ? (
        <Form method="post" action={`${path}?build=1&payee=${encodeURIComponent(build.payee)}`} {...getFormProps(form)} aria-label="勾选结算运单">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <FormAlert errors={form.errors} />
          <fieldset className="cap-field">
            <legend className="cap-label">{build.payee} 的可结算运单</legend>
            <ListTable
              label="可结算运单"
              empty="暂无可结算的运单"
              rowKey={(w) => w.id}
              rows={rows}
              columns={[
                {
                  title: '勾选',
                  hiddenTitle: true,
                  cell: (w) => (
                    <input
                      type="checkbox"
                      id={`${fields.waybillIds.id}-${w.id}`}
                      name={fields.waybillIds.name}
                      value={w.id}
                      defaultChecked={ticked.includes(String(w.id))}
                      aria-label={`结算 ${w.waybillNo}`}
                    />
                  ),
                },
                { title: '派车单号', cell: (w) => w.waybillNo },
                { title: '订单号', cell: (w) => w.orderNo },
                { title: '货物', cell: (w) => w.goodsName },
                { title: '运费', className: 'price', cell: (w) => w.freight },
                { title: '签收时间', cell: (w) => w.signed },
                {
                  title: '扣款（元）',
                  cell: (w) =>
                    w.deduction ? (
                      <>
                        <input type="hidden" name={w.deduction.waybillId.name} value={w.id} />
                        <RowInput meta={w.deduction.amountYuan} label={`扣款（元） ${w.waybillNo}`} maxLength={14} inputMode="decimal" />
                        {w.lossHint ? <span className="cap-hint">{w.lossHint}</span> : null}
                      </>
                    ) : null,
                },
                {
                  title: '扣款原因',
                  cell: (w) => (w.deduction ? <RowInput meta={w.deduction.reason} label={`扣款原因 ${w.waybillNo}`} maxLength={200} /> : null),
                },
              ]}
            />
            <p className="cap-hint">扣款（如亏吨超出合理损耗、货损）可不填；填写扣款时须写明原因，扣款不能超过该运单运费。</p>
            {fields.waybillIds.errors ? (
              <span id={fields.waybillIds.errorId} className="cap-error" role="alert">
                {fields.waybillIds.errors.join('；')}
              </span>
            ) : null}
          </fieldset>
          <div className="cap-actions">
            <Button type="submit" name="intent" value="create">
              生成结算单
            </Button>
            <Button component={Link} to={path} variant="default">
              取消
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}

type Detail = Awaited<ReturnType<typeof billDetailData>>;

function PayForm({ bill, idempotencyKey, back }: { bill: Detail['bill']; idempotencyKey: string; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: 'pay-form',
    lastResult: reply?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { amountYuan: bill.unpaidInput, payMeans: '32' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billActionSchemas.pay }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="pay-title">
      <ErrorSummary form={form} />
      <h2 id="pay-title">记录线下付款</h2>
      <p>未付金额：{bill.unpaid}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={bill.id} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormAlert errors={form.errors} />
      <Field required meta={fields.amountYuan} label="付款金额（元）" inputMode="decimal" hint="最多两位小数，如 1280.50" />
      <Field required meta={fields.bankSerial} label="银行流水号" maxLength={50} />
      <Field required meta={fields.paidOn} label="付款日期" type="date" />
      <Field required meta={fields.paidTime} label="付款时间" type="time" hint="银行回单上的交易时间（时:分）" />
      <SelectField required meta={fields.payMeans} label="付款方式" options={[...PAY_MEANS]} empty="请选择付款方式" />
      <Field required meta={fields.receiptAccount} label="收款账号" maxLength={64} hint="收款方的银行账号或支付账号" />
      <Field
        meta={fields.receipt}
        label="付款回单"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hint="可选：银行回单的照片或截图（JPG、PNG、WEBP、GIF，不超过 10MB），收付双方均可查看"
      />
      <p className="muted">网络货运运费不得以现金支付；付款信息将随资金流水单上报省级监测平台。</p>
      <div className="cap-actions">
        <Button type="submit" name="intent" value="pay">
          确认付款
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}

function DisputeForm({ billId, back }: { billId: number; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useForm({
    id: 'dispute-form',
    lastResult: reply?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billActionSchemas.dispute }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="dispute-title">
      <ErrorSummary form={form} />
      <h2 id="dispute-title">提出异议</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={billId} />
      <FormAlert errors={form.errors} />
      <Field required meta={fields.reason} label="异议原因" maxLength={200} />
      <div className="cap-actions">
        <Button type="submit" name="intent" value="dispute" color="red">
          提交异议
        </Button>
        <Button component={Link} to={back} variant="default">
          取消
        </Button>
      </div>
    </Form>
  );
}

/** A one-button action (confirm, cancel): its own small form; the reply of a refusal shows above. */
function ActionButton({ billId, intent, label, color }: { billId: number; intent: 'confirm' | 'cancel'; label: string; color?: string }) {
  return (
    <Form method="post" className="cap-actions">
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={billId} />
      <Button type="submit" name="intent" value={intent} color={color}>
        {label}
      </Button>
    </Form>
  );
}

/** A bill's page on either side; `extra` adds a button and its open panel (the payer's 钱包支付, online-pay.tsx). */
export function BillDetailPage({
  data,
  listPath,
  detailPath,
  extra,
}: {
  data: Detail;
  listPath: string;
  detailPath: string;
  extra?: { button: ReactNode; panel: ReactNode };
}) {
  const { bill, panel, idempotencyKey } = data;
  const reply = useActionData<FormReply>();
  const here = `${detailPath}?id=${bill.id}`;
  const can = (a: (typeof bill.actions)[number]) => bill.actions.includes(a);
  const failed = reply?.result && panel === null && !extra?.panel ? (reply.result.error?.[''] ?? []) : [];
  return (
    <section className="panel cap-page" aria-labelledby="bill-title">
      <div className="cap-head">
        <h1 id="bill-title" className="page-title">
          结算单 {bill.billNo}
        </h1>
        <div className="cap-actions">
          {can('confirm') ? <ActionButton billId={bill.id} intent="confirm" label="确认结算单" /> : null}
          {can('dispute') ? (
            <Button component={Link} to={`${here}&do=dispute`} variant="light" color="red">
              提出异议
            </Button>
          ) : null}
          {can('pay') ? (
            <Button component={Link} to={`${here}&do=pay`}>
              记录线下付款
            </Button>
          ) : null}
          {extra?.button}
          {can('cancel') ? (
            <Button component={Link} to={`${here}&do=cancel`} variant="light" color="red">
              作废
            </Button>
          ) : null}
          <Button component={Link} to={listPath} variant="default">
            返回列表
          </Button>
        </div>
      </div>
      <FormAlert errors={failed.length ? failed : undefined} />
      {panel === 'pay' ? <PayForm bill={bill} idempotencyKey={idempotencyKey} back={here} /> : null}
      {panel === 'dispute' ? <DisputeForm billId={bill.id} back={here} /> : null}
      {extra?.panel}
      {panel === 'cancel' ? (
        <div className="cap-inline-form" role="group" aria-labelledby="cancel-title">
          <h2 id="cancel-title">作废结算单</h2>
          <p>作废后其中的运单可重新结算。确定作废结算单 {bill.billNo} 吗？</p>
          <div className="cap-actions">
            <ActionButton billId={bill.id} intent="cancel" label="确定作废" color="red" />
            <Button component={Link} to={here} variant="default">
              取消
            </Button>
          </div>
        </div>
      ) : null}
      <p className="cap-status">
        状态：<strong>{bill.statusLabel}</strong>
      </p>
      {bill.disputeReason ? (
        <Alert color="orange" mb="md" role="note" title="收款方的异议">
          {bill.disputeReason}
        </Alert>
      ) : null}
      <Facts
        facts={[
          ['结算单号', bill.billNo],
          ['付款方', bill.payerName],
          ['收款方', bill.payeeName],
          ['结算类型', bill.typeLabel],
          ['运费合计', bill.freight],
          ['扣款合计', bill.deduction],
          ['结算金额', bill.total],
          ['金额大写', `人民币${bill.totalCapitals}`],
          ['已付金额', bill.paid],
          ['未付金额', bill.unpaid],
          ['生成时间', bill.created],
        ]}
      />
      <h2>运单明细</h2>
      <ListTable
        label="运单明细"
        empty="无运单"
        rowKey={(l) => l.waybillId}
        rows={bill.lines}
        columns={[
          { title: '派车单号', cell: (l) => l.waybillNo },
          { title: '订单号', cell: (l) => <Link to={`/orderDetails/${l.orderId}`}>{l.orderNo}</Link> },
          { title: '签收时间', cell: (l) => l.signed },
          { title: '运费', className: 'price', cell: (l) => l.freight },
          { title: '扣款', className: 'price', cell: (l) => l.deduction },
          { title: '扣款原因', cell: (l) => l.deductionReason ?? '' },
          { title: '应付', className: 'price', cell: (l) => l.due },
        ]}
      />
      <h2>付款记录</h2>
      <ListTable
        label="付款记录"
        empty="暂无付款"
        rowKey={(p) => p.key}
        rows={bill.payments}
        columns={[
          { title: '金额', className: 'price', cell: (p) => p.amount },
          { title: '付款方式', cell: (p) => (p.payType === 'outline' ? '线下付款' : '线上付款') },
          { title: '银行流水号', cell: (p) => p.bankSerial ?? '' },
          { title: '付款日期', cell: (p) => p.paidOn ?? '' },
          {
            title: '付款回单',
            cell: (p) =>
              p.receiptHref ? (
                <a href={p.receiptHref} target="_blank" rel="noreferrer" aria-label={`回单 ${p.bankSerial ?? ''}`.trim()}>
                  回单
                </a>
              ) : (
                ''
              ),
          },
          { title: '记录时间', cell: (p) => p.created },
        ]}
      />
      <h2>处理记录</h2>
      <ListTable
        label="处理记录"
        empty="暂无记录"
        rowKey={(h) => h.key}
        rows={bill.history}
        columns={[
          { title: '时间', cell: (h) => h.created },
          { title: '状态', cell: (h) => h.to },
          { title: '说明', cell: (h) => h.remark ?? '' },
        ]}
      />
    </section>
  );
}
