// A bill's page on either side: its header (the total in yuan and in capitals), lines, payments,
// history and the panels of the actions open to the caller (?do=pay | dispute | cancel: a page of
// its own without JS). Everything posts plain forms; Conform checks them with ./forms' schemas,
// loaded after hydration (lazy-validation.ts), and the action checks the same.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { Facts, Field, ListTable, SelectField } from '#app/components/forms';
import { HistoryTable } from '#app/components/list-base';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import type { FormReply } from '#app/utils/forms.server';
import { DUE_BY_SIDE } from '#contract/glossary';
import { ViewerLink } from '#app/features/files/viewer-link';
import type { billDetailData } from './bills.server';
import { BILL_PATHS } from './paths';

const loadForms = () => import('./forms');

type Detail = Awaited<ReturnType<typeof billDetailData>>;

function PayForm({ bill, idempotencyKey, payMeans, back }: { bill: Detail['bill']; idempotencyKey: string; payMeans: Detail['payMeans']; back: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useLazyForm(loadForms, (m) => m.billActionSchemas.pay, {
    id: 'pay-form',
    lastResult: reply?.result,
    defaultValue: { amountYuan: bill.unpaidInput, payMeans: '32' },
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="pay-title">
      <ErrorSummary form={form} />
      <h2 id="pay-title">记录线下付款</h2>
      <p>未付金额：{bill.unpaid}</p>
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={bill.id} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <FormErrors errors={form.errors} />
      <Field required meta={fields.amountYuan} label="付款金额（元）" inputMode="decimal" hint="最多两位小数，如 1280.50" />
      <Field required meta={fields.bankSerial} label="银行流水号" maxLength={50} />
      <Field required meta={fields.paidOn} label="付款日期" type="date" picker />
      <Field required meta={fields.paidTime} label="付款时间" type="time" hint="银行回单上的交易时间（时:分）" />
      <SelectField required meta={fields.payMeans} label="付款方式" options={payMeans} empty="请选择付款方式" />
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
  const [form, fields] = useLazyForm(loadForms, (m) => m.billActionSchemas.dispute, { id: 'dispute-form', lastResult: reply?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="cap-inline-form" aria-labelledby="dispute-title">
      <ErrorSummary form={form} />
      <h2 id="dispute-title">提出异议</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="billId" value={billId} />
      <FormErrors errors={form.errors} />
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
  const { bill, panel, idempotencyKey, payMeans } = data;
  // the viewer pages through the bill's receipts
  const receipts = bill.payments.flatMap((p) => (p.receiptUuid ? [p.receiptUuid] : []));
  const reply = useActionData<FormReply>();
  const here = `${detailPath}?id=${bill.id}`;
  const can = (a: (typeof bill.actions)[number]) => bill.actions.includes(a);
  // the amount due, said from the viewer's side: the payee's page says 应收 (issue 42)
  const due = DUE_BY_SIDE[detailPath === BILL_PATHS.receive.detail ? 'receive' : 'pay'];
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
      <FormErrors errors={failed.length ? failed : undefined} />
      {panel === 'pay' ? <PayForm bill={bill} idempotencyKey={idempotencyKey} payMeans={payMeans} back={here} /> : null}
      {panel === 'dispute' ? <DisputeForm billId={bill.id} back={here} /> : null}
      {extra?.panel}
      {panel === 'cancel' ? (
        <div className="cap-inline-form" role="group" aria-labelledby="cancel-title">
          <h2 id="cancel-title">作废结算单</h2>
          <p>作废后其中的派车单可重新结算。确定作废结算单 {bill.billNo} 吗？</p>
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
      <h2>派车单明细</h2>
      <ListTable
        label="派车单明细"
        empty="无派车单"
        rowKey={(l) => l.waybillId}
        rows={bill.lines}
        columns={[
          { title: '派车单号', cell: (l) => l.waybillNo },
          { title: '订单号', cell: (l) => <Link to={`/orderDetails/${l.orderId}`}>{l.orderNo}</Link> },
          { title: '签收时间', cell: (l) => l.signed },
          { title: '运费', className: 'price', cell: (l) => l.freight },
          { title: '扣款', className: 'price', cell: (l) => l.deduction },
          { title: '扣款原因', cell: (l) => l.deductionReason ?? '' },
          { title: due, className: 'price', cell: (l) => l.due },
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
              p.receiptUuid ? (
                <ViewerLink uuid={p.receiptUuid} owner={{ list: receipts }} label={`回单 ${p.bankSerial ?? ''}`.trim()}>
                  回单
                </ViewerLink>
              ) : (
                ''
              ),
          },
          { title: '记录时间', cell: (p) => p.created },
        ]}
      />
      <HistoryTable
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
