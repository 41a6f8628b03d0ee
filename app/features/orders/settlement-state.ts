// A waybill's pay and settlement state as its lists and detail show it (issue 42: nothing on a
// waybill said whether it was billed or paid): before a bill, where it stands on the way there
// (待审核, 审核有异议, 未结算); on a live bill, the bill's state and its number linked to the caller's
// side of the bill (the payer's 应付 detail or the payee's 应收 detail). Plain module: the list and
// the detail render it on both sides of the wire.
import { BILL_PATHS } from '#app/features/money/paths';

type Settled = { billId: number; billNo: string; billStatus: string; side?: 'pay' | 'receive' };
type Waybill = { status: string; auditStatus: string; received?: boolean; settlement?: Settled | null };

export type SettlementState = { label: string; bill: { no: string; href: string } | null };

const ON_BILL: Record<string, string> = {
  WAIT_CONFIRM: '已出账单',
  DISPUTED: '账单有异议',
  CONFIRMED: '已确认',
  PARTIAL: '部分支付',
  PAID: '已支付',
};

const BEFORE_BILL: Record<string, string> = { '0': '待审核', '1': '未结算', '2': '审核有异议' };

/**
 * The state, or null where settlement does not apply yet (not signed) or is not the caller's: a
 * receiver, or a driver (the platform leaves `settlement` out of a driver's rows).
 */
export function settlementState(w: Waybill): SettlementState | null {
  if (w.received || w.settlement === undefined) return null;
  const s = w.settlement;
  if (s) return { label: ON_BILL[s.billStatus] ?? s.billStatus, bill: s.side ? { no: s.billNo, href: `${BILL_PATHS[s.side].detail}?id=${s.billId}` } : null };
  if (w.status !== 'SIGN') return null;
  return BEFORE_BILL[w.auditStatus] ? { label: BEFORE_BILL[w.auditStatus], bill: null } : null;
}
