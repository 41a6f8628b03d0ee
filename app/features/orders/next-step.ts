// The shipper's next step on a signed waybill (issue 42: after 签收 the waybill left 可结算派车单 until
// a separate 派车单审核, and 回单确认 was needed before the order read 已完成, with nothing saying so).
// The spec's steps stay; the waybill page names the one due and links to it.
import { BILL_PATHS } from '#app/features/money/paths';

type Signed = {
  id: number;
  waybillNo: string;
  orderNo: string;
  status: string;
  auditStatus: string;
  carrierName: string;
  settlement?: { billId: number } | null;
};

export type NextStep = { text: string; href: string; label: string; receiptHref: string };

/** Where the audit form of `waybillNo` opens; `next=bill` takes an approval on to the new bill. */
export const auditHref = (w: { id: number; waybillNo: string }, next?: 'bill') =>
  `/user/dispatchOrderListCheck?waybillNo=${encodeURIComponent(w.waybillNo)}&audit=${w.id}${next ? `&next=${next}` : ''}`;

/** The new-bill panel with the payee chosen. */
export const newBillHref = (payee: string) => `${BILL_PATHS.pay.list}?build=1&payee=${encodeURIComponent(payee)}`;

/** The shipper's next step on a signed waybill not yet on a bill; null for anyone else, or once billed. */
export function nextStepOf(w: Signed, actors: readonly string[]): NextStep | null {
  if (!actors.includes('shipper') || w.status !== 'SIGN' || w.settlement) return null;
  const receiptHref = `/user/receiptConfirm?orderNo=${encodeURIComponent(w.orderNo)}`;
  if (w.auditStatus === '1')
    return { text: '已审核通过，可以发起结算：勾选本派车单生成结算单，承运方确认后付款。', href: newBillHref(w.carrierName), label: '发起结算', receiptHref };
  return {
    text:
      w.auditStatus === '2'
        ? '本派车单审核有异议，暂不能结算：核实后重新审核通过即可发起结算。'
        : '已签收。派车单须在「派车单审核」中审核通过才会列入可结算派车单：核对重量与运费后审核，即可生成结算单。',
    href: auditHref(w, 'bill'),
    label: '审核并发起结算',
    receiptHref,
  };
}
