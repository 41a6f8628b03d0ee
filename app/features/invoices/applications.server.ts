// The shipper's invoice screens' server side: the paid waybills and bills left to invoice
// (/shipper/invoiceManage), the apply screen's waybills, amounts, tax and details snapshot with its
// action (/shipper/applyInvoice), and the company's applications in three lists (all, issued,
// history) and one application's page (/shipper/applicationBillingRecords?id=).
import { data } from '@remix-run/node';
import { refusedField } from '#contract/codes';
import { INVOICE_KINDS, INVOICE_TAX_RATES_BP, taxOf, type InvoiceKind } from '#contract/invoices/applications';
import { INVOICE_ACTION_LABELS, INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from '#contract/invoices/labels';
import {
  APPLICATION_FILTER_KEYS,
  applicationQuery,
  candidateQuery,
  type ApplicationRow,
  type ApplicationScope,
  type CandidateRow,
} from '#contract/invoices/listing';
import { INVOICE_MESSAGES as M } from '#contract/invoices/messages';
import { lenientQuery } from '#contract/lenient-query';
import { api } from '#app/utils/api.server';
import { loadOwned, parseWithZod, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { formatDateTime, yuan } from '#app/utils/format';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { applyInvoiceForm } from './forms';
import { applicationPath, INVOICE_PATHS } from './paths';

const day = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY-MM-DD HH:mm') : '');
/** '9%' from basis points. */
const percent = (bp: number) => `${bp / 100}%`;

/** A list's filters as its form shows them: '' for each one not given. */
function shownFilters<K extends string>(query: Partial<Record<K, string>>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, query[k] ?? ''])) as Record<K, string>;
}

/** A candidate waybill as the screens show it. */
export function candidateView(r: CandidateRow) {
  return { ...r, paid: yuan(r.paidFen), invoiced: yuan(r.invoicedFen), invoiceable: yuan(r.invoiceableFen), signed: day(r.signedAt) };
}
export type CandidateView = ReturnType<typeof candidateView>;

/** /shipper/invoiceManage: a page of the invoiceable waybills with the URL's filters, and the paid bills with some left. */
export async function candidateListData(caller: Caller) {
  // the list's own filters (the apply screen's ?waybillId= list is not one of them)
  const { waybillIds: _ids, ...query } = lenientQuery(candidateQuery, new URL(caller.request.url).searchParams);
  const page = await api.invoices.candidates(caller, query);
  return {
    query: {
      ...shownFilters(query, ['waybillNo', 'billNo', 'signedFrom', 'signedTo', 'origin', 'destination']),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    total: page.total,
    rows: page.records.map(candidateView),
    bills: page.bills.map((b) => ({ ...b, invoiceable: yuan(b.invoiceableFen) })),
  };
}

/** The waybills the apply screen was given: ?waybillId=1&waybillId=2 (ticked) or ?billId= (a whole bill). */
function chosenOf(url: URL) {
  const waybillIds = [...new Set(url.searchParams.getAll('waybillId'))].filter((v) => /^\d{1,9}$/.test(v) && Number(v) > 0).map(Number);
  const bill = url.searchParams.get('billId') ?? '';
  const billId = /^\d{1,9}$/.test(bill) && Number(bill) > 0 ? Number(bill) : null;
  return { waybillIds: waybillIds.slice(0, 200), billId };
}

/**
 * /shipper/applyInvoice: the chosen waybills still left to invoice (those no longer invoiceable are
 * counted and left out), the total, the tax of each kind by the stated rule, and the invoice details
 * the application will copy (null: the screen links to 开票信息 first).
 */
export async function applyData(caller: Caller) {
  const chosen = chosenOf(new URL(caller.request.url));
  const [page, details] = await Promise.all([
    chosen.waybillIds.length || chosen.billId
      ? api.invoices.candidates(caller, {
          ...(chosen.waybillIds.length ? { waybillIds: chosen.waybillIds } : {}),
          ...(chosen.billId ? { billId: chosen.billId } : {}),
          pageSize: 200,
        })
      : null,
    api.invoices.details(caller),
  ]);
  const rows = (page?.records ?? []).map(candidateView);
  const amountFen = rows.reduce((sum, r) => sum + r.invoiceableFen, 0);
  const kinds = INVOICE_KINDS.map((kind: InvoiceKind) => {
    const rateBp = INVOICE_TAX_RATES_BP[kind];
    const taxFen = taxOf(amountFen, rateBp);
    return {
      value: kind,
      name: INVOICE_KIND_LABELS[kind],
      label: `${INVOICE_KIND_LABELS[kind]}：税率 ${percent(rateBp)}，税额 ${yuan(taxFen)}`,
      rate: percent(rateBp),
      tax: yuan(taxFen),
      net: yuan(amountFen - taxFen),
    };
  });
  return {
    chosen: { asked: chosen.waybillIds.length, billId: chosen.billId },
    /** asked for by id but no longer invoiceable (applied meanwhile, not paid, or another company's) */
    skipped: chosen.waybillIds.length ? chosen.waybillIds.length - rows.length : 0,
    rows,
    amountFen,
    amount: yuan(amountFen),
    kinds,
    details,
  };
}

/** The form's fields a refusal may name and the form shows at the field; others show at the top of the form. */
const SHOWN_FIELDS = new Set(['kind', 'remark']);

/** POST /shipper/applyInvoice: the application, then its page with the flash; or the form with the platform's message. */
export async function applyAction(caller: Caller) {
  const formData = await readForm(caller.request);
  const submission = parseWithZod(formData, { schema: applyInvoiceForm });
  if (submission.status !== 'success') {
    // the hidden fields' errors (no waybill, a bad amount) are the form's: nothing to type there
    const hidden = Object.entries(submission.error ?? {})
      .filter(([name]) => !SHOWN_FIELDS.has(name) && name !== '')
      .flatMap(([, messages]) => messages ?? []);
    return data<FormReply>({ result: submission.reply(hidden.length ? { formErrors: [...new Set(hidden)] } : undefined) }, { status: 400 });
  }
  try {
    const application = await api.invoices.apply(caller, submission.value);
    return redirectWith(caller.request, applicationPath(application.id), `${M.applied}（${application.applyNo}）`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = refusedField(error.data);
    const at = field && SHOWN_FIELDS.has(field) ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] };
    return data<FormReply>({ result: submission.reply(at) }, { status: 400 });
  }
}

/** An application as the lists (and the export) show it. */
export function applicationView(r: ApplicationRow) {
  return {
    ...r,
    statusLabel: INVOICE_STATUS_LABELS[r.status],
    kindLabel: INVOICE_KIND_LABELS[r.kind],
    amount: yuan(r.amountFen),
    tax: yuan(r.taxFen),
    rate: percent(r.taxRateBp),
    created: day(r.createdAt),
    issued: day(r.issuedAt),
    /** the issued invoice's file: the app's proxy of the platform's /actions/download/?uuid= (the token stays on the server) */
    fileHref: r.fileUuid ? `/resources/file/download?${new URLSearchParams({ uuid: r.fileUuid })}` : null,
  };
}
export type ApplicationView = ReturnType<typeof applicationView>;

/** A page of the company's applications in `scope`, the filters from the URL. */
export async function applicationListData(caller: Caller, scope: ApplicationScope) {
  const query = lenientQuery(applicationQuery, new URL(caller.request.url).searchParams);
  const page = await api.invoices.applicationPage(caller, { ...query, scope });
  return {
    query: { ...shownFilters(query, APPLICATION_FILTER_KEYS), pageNumber: query.pageNumber, pageSize: query.pageSize },
    total: page.total,
    rows: page.records.map(applicationView),
  };
}

/** One application of the company (another's, or none: the 404 page). */
export async function applicationDetailData(caller: Caller, id: number | null) {
  const detail = await loadOwned(caller, api.invoices.applicationDetail, id);
  return {
    application: {
      ...applicationView(detail),
      details: detail.details,
      lines: detail.lines.map((l) => ({ ...l, amount: yuan(l.amountFen) })),
      history: detail.history.map((h, i) => ({
        key: i,
        action: INVOICE_ACTION_LABELS[h.action] ?? h.action,
        to: INVOICE_STATUS_LABELS[h.toStatus as keyof typeof INVOICE_STATUS_LABELS] ?? h.toStatus,
        at: formatDateTime(h.at, 'YYYY-MM-DD HH:mm:ss'),
      })),
    },
  };
}

export { INVOICE_PATHS };
