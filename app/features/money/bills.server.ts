// The bill screens' server side (/shipper/payBillManage, payBillDetail, receivableBillManage,
// receivableBillDetail): a page of the caller's bills on one side with the filters of the URL, the
// settleable waybills of one payee for a new bill, a bill with its lines, payments and history, and
// the actions (create, cancel, pay offline; confirm, dispute), each a POST that ends in a redirect
// with a flash, or the form again with its errors.
import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { refusedField } from '#contract/codes';
import {
  BILL_MESSAGES,
  BILL_STATUS_LABELS,
  HELD_BACK_LABELS,
  PAY_MEANS,
  SETTLEMENT_TYPE_LABELS,
  billQuery,
  type BillDetail,
  type BillRow,
  type HeldBackRow,
} from '#contract/money/bills';
import { TOO_LARGE_MARKER_TYPE, imageFileProblem, previewUrl } from '#app/utils/files';
import { readAnyForm, uploadFile } from '#app/utils/files.server';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatFen, formatDateTime, yuan, fenToCapitals } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { billActionSchemas, createBillSchema } from './forms';
import { BILL_PATHS, type BillSide } from './paths';

/** A bill row as the list shows it (and the export writes it). */
export function billView(r: BillRow) {
  return {
    ...r,
    statusLabel: BILL_STATUS_LABELS[r.status],
    typeLabel: SETTLEMENT_TYPE_LABELS[r.settlementType],
    freight: yuan(r.freightFen),
    deduction: yuan(r.deductionFen),
    total: yuan(r.totalFen),
    paid: yuan(r.paidFen),
    unpaid: yuan(r.totalFen - r.paidFen),
    created: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type BillView = ReturnType<typeof billView>;

/** One page of the caller's bills on `side`, the filters from the URL. */
export async function billListData(caller: Caller, side: BillSide) {
  const { query, page } = await loadPage(caller, (c, q) => api.money.billPage(c, { ...q, side }), billQuery);
  const { side: _side, ...filters } = query;
  return {
    query: {
      ...filters,
      status: filters.status ?? '',
      billNo: filters.billNo ?? '',
      partyName: filters.partyName ?? '',
      createdFrom: filters.createdFrom ?? '',
      createdTo: filters.createdTo ?? '',
    },
    total: page.total,
    rows: page.records.map(billView),
  };
}

/** The new-bill panel (?build=1): the payees with settleable waybills, and the chosen payee's waybills. */
export async function buildData(caller: Caller) {
  const url = new URL(caller.request.url);
  if (url.searchParams.get('build') !== '1') return null;
  const [rows, held] = await Promise.all([api.money.settleable(caller, {}), api.money.heldBack(caller, {})]);
  const payees = [...new Set(rows.map((r) => r.payeeName))];
  const asked = url.searchParams.get('payee') ?? '';
  const payee = payees.includes(asked) ? asked : payees.length === 1 ? payees[0] : '';
  return {
    payees,
    payee,
    waybills: rows
      .filter((r) => r.payeeName === payee)
      .map((r) => ({ ...r, freight: yuan(r.freightFen), signed: r.signedAt ? formatDateTime(r.signedAt, 'YYYY-MM-DD HH:mm') : '', lossHint: lossHint(r) })),
    heldBack: held.map(heldBackView),
  };
}

/** A signed waybill the settleable list leaves out: why, and the link that fixes it (its audit, or the bill that holds it). */
function heldBackView(r: HeldBackRow) {
  const fix =
    r.reason === 'onBill' && r.billId !== null
      ? { href: `${BILL_PATHS.pay.detail}?id=${r.billId}`, label: `查看结算单 ${r.billNo}` }
      : { href: `/user/dispatchOrderListCheck?waybillNo=${encodeURIComponent(r.waybillNo)}&audit=${r.id}`, label: `审核 ${r.waybillNo}` };
  return { id: r.id, waybillNo: r.waybillNo, orderNo: r.orderNo, payeeName: r.payeeName, reason: HELD_BACK_LABELS[r.reason], fix };
}

/** What the payer may want to deduct for: the loss on the way, and how much of it is over the 合理损耗. */
function lossHint(r: { lossKg: number | null; lossAllowanceKg: number | null }): string {
  if (r.lossKg === null || r.lossKg <= 0) return '';
  const over = r.lossKg - (r.lossAllowanceKg ?? 0);
  return over > 0 ? `亏吨 ${tonnes(r.lossKg)}，超出合理损耗 ${tonnes(over)}` : `亏吨 ${tonnes(r.lossKg)}，在合理损耗内`;
}

/**
 * The new-bill form's field a platform refusal names ({ waybillId, field } of a deduction): the
 * amount or reason of the row that carried that waybill, or null.
 */
function deductionFieldOf(formData: FormData, refusal: unknown): string | null {
  const { waybillId, field } = (refusal ?? {}) as { waybillId?: unknown; field?: unknown };
  if (typeof waybillId !== 'number') return null;
  for (const [name, value] of formData) {
    const row = /^deductions\[(\d+)\]\.waybillId$/.exec(name);
    if (row && value === String(waybillId)) return `deductions[${row[1]}].${field === 'reason' ? 'reason' : 'amountYuan'}`;
  }
  return null;
}

/** createBill from the ticked waybills and their deductions: to the new bill's page with the flash, or the panel with the message at its field. */
export async function createBillAction(caller: Caller) {
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'create') throw new Response('未知的操作', { status: 400 });
  const submission = parseWithZod(formData, { schema: createBillSchema });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    const bill = await api.money.createBill(caller, submission.value);
    return redirectWith(caller.request, `${BILL_PATHS.pay.detail}?id=${bill.id}`, `${BILL_MESSAGES.created}（${bill.billNo}）`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const at = deductionFieldOf(formData, error.data);
    return data<FormReply>({ result: submission.reply(at ? { fieldErrors: { [at]: [error.message] } } : { formErrors: [error.message] }) }, { status: 400 });
  }
}

export type BillPanel = 'pay' | 'dispute' | 'cancel' | null;

/** A bill as its page shows it: amounts in yuan and capitals, the open panel (?do=), a one-time key for a payment. */
export async function billDetailData(caller: Caller) {
  const bill: BillDetail = await loadOwned(caller, api.money.billDetail, idParam(caller.request));
  const asked = new URL(caller.request.url).searchParams.get('do');
  const panel: BillPanel = asked === 'pay' || asked === 'dispute' || asked === 'cancel' ? (bill.actions.includes(asked) ? asked : null) : null;
  return {
    bill: {
      ...billView(bill),
      pendingFen: bill.pendingFen,
      disputeReason: bill.disputeReason,
      actions: bill.actions,
      totalCapitals: fenToCapitals(bill.totalFen),
      /** what the payment form starts with: the unpaid amount in yuan */
      unpaidInput: formatFen(bill.totalFen - bill.paidFen).replaceAll(',', ''),
      lines: bill.lines.map((l) => ({
        ...l,
        freight: yuan(l.freightFen),
        deduction: yuan(l.deductionFen),
        due: yuan(l.freightFen - l.deductionFen),
        signed: l.signedAt ? formatDateTime(l.signedAt, 'YYYY-MM-DD HH:mm') : '',
      })),
      payments: bill.payments.map((p, i) => ({
        ...p,
        key: i,
        amount: yuan(p.amountFen),
        created: formatDateTime(p.createdAt, 'YYYY-MM-DD HH:mm'),
        receiptHref: p.receiptUuid ? previewUrl(p.receiptUuid) : null,
      })),
      history: bill.history.map((h, i) => ({
        ...h,
        key: i,
        to: BILL_STATUS_LABELS[h.toStatus as keyof typeof BILL_STATUS_LABELS] ?? h.toStatus,
        created: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      })),
    },
    panel,
    idempotencyKey: panel === 'pay' ? randomUUID() : '',
    /** the payment form's 付款方式 options (sent with the page: the page's JS does not carry the list) */
    payMeans: panel === 'pay' ? PAY_MEANS.map((m) => ({ value: m.value, label: m.label })) : [],
  };
}

const DONE: Record<keyof typeof billActionSchemas, string> = {
  confirm: BILL_MESSAGES.confirmed,
  dispute: BILL_MESSAGES.disputed,
  cancel: BILL_MESSAGES.cancelled,
  pay: BILL_MESSAGES.paid,
};

/**
 * A bill page's action (intent confirm, dispute, cancel or pay): back to the bill with the flash, or
 * the form with its errors. The payment form is multipart: its 付款回单 image, if chosen, is
 * uploaded as the caller's file and sent as its uuid (a refusal of it shows at the file input).
 */
export async function billAction(caller: Caller, side: BillSide) {
  const formData = await readAnyForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  if (!(intent in billActionSchemas)) throw new Response('未知的操作', { status: 400 });
  const name = intent as keyof typeof billActionSchemas;
  const submission = parseWithZod(formData, { schema: billActionSchemas[name] });
  const chosen = name === 'pay' ? formData.get('receipt') : null;
  const receipt = chosen instanceof File && (chosen.size > 0 || chosen.type === TOO_LARGE_MARKER_TYPE) ? chosen : null;
  const receiptError = receipt ? imageFileProblem(receipt) : null;
  if (submission.status !== 'success' || receiptError) {
    return data<FormReply>({ result: submission.reply(receiptError ? { fieldErrors: { receipt: [receiptError] } } : undefined) }, { status: 400 });
  }
  const v = submission.value;
  try {
    if ('amountFen' in v) {
      const receiptUuid = receipt ? (await uploadFile(caller, receipt, 'bill_receipt', 'image')).uuid : undefined;
      await api.money.offlinePay(caller, { ...v, receiptUuid });
    } else if ('reason' in v) await api.money.disputeBill(caller, v);
    else if (name === 'confirm') await api.money.confirmBill(caller, v);
    else await api.money.cancelBill(caller, v);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    // The field comes from the platform: the payment's refusal of its receipt names 'receipt', the upload's refusal of the file 'file'.
    const field = refusedField(error.data);
    const atReceipt = receipt && (field === 'receipt' || field === 'file');
    return data<FormReply>(
      { result: submission.reply(atReceipt ? { fieldErrors: { receipt: [error.message] } } : { formErrors: [error.message] }) },
      { status: 400 },
    );
  }
  return redirectWith(caller.request, `${BILL_PATHS[side].detail}?id=${v.billId}`, DONE[name]);
}
