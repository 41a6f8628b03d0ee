// 代开 screens' server side: the individual payee's /user/ticketManage (its paid waybills with their
// 代开 status and the URL's filters, the agreement tab, one application at ?id=, the actions that sign
// the agreement and apply), and operations' queue and detail (/shipper/agencyInvoicePlease,
// /shipper/agencyInvoicePleaseDetail) with the issue and refuse actions. Every action is a POST
// that ends in a redirect with a flash or the form again with its errors.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import {
  AGENCY_FILTER_KEYS,
  agencyPeriodQuery,
  agencyQueueQuery,
  agencyRecordQuery,
  agencyWaybillQuery,
  type AgencyApplicationRow,
  type AgencyWaybillRow,
} from '#contract/invoices/agency';
import {
  AGENCY_ACTION_LABELS,
  AGENCY_COLLECTION_RATE_BP,
  AGENCY_MESSAGES as M,
  AGENCY_STATUS_LABELS,
  monthPeriod,
  periodText,
  WAYBILL_AGENCY_LABELS,
} from '#contract/invoices/agency-labels';
import { CONTRACT_MESSAGES, CONTRACT_STATUS_LABELS } from '#contract/contracts/messages';
import { refusedField } from '#contract/codes';
import { lenientQuery } from '#contract/lenient-query';
import { placeName } from '#contract/invoices/agency-sheet';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { downloadUrl } from '#app/utils/files';
import { uploadFile } from '#app/utils/files.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { formatDateTime, yuan } from '#app/utils/format';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { CONTRACT_PATHS, contractHref, downloadHref } from '#app/features/contracts/paths';
import { agencyForms, agencyPeriodForms, applyForm, signForm, type AgencyIntent } from './agency-forms';
import { operationsSubmission, refusedPanel } from './issuing.server';
import { AGENCY_PATHS } from './paths';

const minute = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY-MM-DD HH:mm') : '');
const percent = (bp: number) => `${bp / 100}%`;
const place = placeName;

/** A waybill of the payee as the list and the export show it. */
export function agencyWaybillView(r: AgencyWaybillRow) {
  return {
    ...r,
    origin: place(r.origin),
    destination: place(r.destination),
    statusLabel: WAYBILL_AGENCY_LABELS[r.status],
    paid: yuan(r.paidFen),
    signed: minute(r.signedAt),
    applicable: r.status === 'NONE' || r.status === 'REFUSED' || r.status === 'RED',
  };
}
export type AgencyWaybillView = ReturnType<typeof agencyWaybillView>;

export type TicketTab = 'waybills' | 'records' | 'agreement';

/**
 * /user/ticketManage: the agreement (signed or not); on the waybills tab, a page of the paid waybills
 * with the URL's filters; on the records tab, the payee's 代开 records (applications and operations'
 * per-period invoices) by status and period.
 */
export async function ticketManageData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const asked = url.searchParams.get('tab');
  const tab: TicketTab = asked === 'agreement' || asked === 'records' ? asked : 'waybills';
  const query = lenientQuery(agencyWaybillQuery, url.searchParams);
  const recordQuery = lenientQuery(agencyRecordQuery, url.searchParams);
  const [agreement, { contract }, page, records] = await Promise.all([
    api.invoices.agencyAgreement(caller),
    api.contracts.agencyMine(caller),
    tab === 'waybills' ? api.invoices.agencyWaybills(caller, query) : null,
    tab === 'records' ? api.invoices.agencyRecords(caller, recordQuery) : null,
  ]);
  const contractSigned = contract?.status === 'COMPLETE';
  return {
    tab,
    records: {
      query: {
        status: recordQuery.status ?? '',
        from: recordQuery.from ?? '',
        to: recordQuery.to ?? '',
        pageNumber: recordQuery.pageNumber,
        pageSize: recordQuery.pageSize,
      },
      total: records?.total ?? 0,
      rows: (records?.records ?? []).map(agencyRowView),
    },
    agreement: {
      text: agreement.text,
      /** the agreement lets the platform apply: the signed e-contract, or an acceptance recorded before decision 037 */
      valid: contractSigned || agreement.signed !== null,
      /** the acceptance recorded before the agreement became a contract (still valid) */
      legacy: agreement.signed ? { ...agreement.signed, at: formatDateTime(agreement.signed.signedAt, 'YYYY-MM-DD HH:mm:ss') } : null,
      /** the caller's 代开 contract (live first), with where to read and sign it */
      contract: contract
        ? {
            contractNo: contract.contractNo,
            status: contract.status,
            statusLabel: CONTRACT_STATUS_LABELS[contract.status],
            termEnd: contract.termEnd,
            signed: contract.signedAt ? formatDateTime(contract.signedAt, 'YYYY-MM-DD HH:mm:ss') : null,
            href: contractHref(CONTRACT_PATHS.all, contract.id),
            signHref: contract.status === 'SIGNING' && !contract.signedAt ? `${contractHref(CONTRACT_PATHS.all, contract.id)}&do=sign` : null,
            sealedHref: contract.sealedUuid ? downloadHref(contract.sealedUuid) : null,
            verifyHref: `/contract/verify?no=${contract.contractNo}`,
          }
        : null,
    },
    query: {
      ...(Object.fromEntries(AGENCY_FILTER_KEYS.map((k) => [k, query[k] ?? ''])) as Record<(typeof AGENCY_FILTER_KEYS)[number], string>),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    total: page?.total ?? 0,
    rows: (page?.records ?? []).map(agencyWaybillView),
    rateLabel: percent(AGENCY_COLLECTION_RATE_BP),
  };
}

/** An application as the payee's page and operations' list show it. */
export function agencyRowView(r: AgencyApplicationRow) {
  return {
    ...r,
    statusLabel: AGENCY_STATUS_LABELS[r.status],
    amount: yuan(r.amountFen),
    tax: yuan(r.taxFen),
    rate: percent(r.taxRateBp),
    created: minute(r.createdAt),
    /** '2026-10-01 至 2026-10-31' for operations' per-period record, '' for an application */
    period: periodText(r),
  };
}
export type AgencyRowView = ReturnType<typeof agencyRowView>;

/** One application (the payee's own, any for operations; else the 404 page), and the panel the URL opens for operations. */
export async function agencyDetailData(caller: Caller) {
  await requireUser(caller);
  const a = await loadOwned(caller, api.invoices.agencyDetail, idParam(caller.request));
  const asked = new URL(caller.request.url).searchParams.get('do');
  const panel: AgencyIntent | null = (asked === 'issue' || asked === 'refuse' || asked === 'reverse') && a.actions.includes(asked) ? asked : null;
  return {
    application: {
      ...agencyRowView(a),
      payeeMobile: a.payeeMobile,
      agreementVersion: a.agreementVersion,
      issuedOn: a.issuedOn,
      refuseReason: a.refuseReason,
      actions: a.actions,
      fileHref: a.fileUuid ? downloadUrl(a.fileUuid) : null,
      lines: a.lines.map((l) => ({ ...l, origin: place(l.origin), destination: place(l.destination), amount: yuan(l.amountFen) })),
      history: a.history.map((h, i) => ({
        key: i,
        action: AGENCY_ACTION_LABELS[h.action] ?? h.action,
        to: AGENCY_STATUS_LABELS[h.toStatus as keyof typeof AGENCY_STATUS_LABELS] ?? h.toStatus,
        byName: h.byName,
        created: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      })),
    },
    panel,
  };
}

const reply = (submission: { reply: (o?: object) => FormReply['result'] }, field: string | null, message: string) =>
  data<FormReply>({ result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) }, { status: 400 });

/** /user/ticketManage's POST: intent sign (the agreement, once) or apply (the ticked waybills). */
export async function ticketManageAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'sign') {
    // the agreement is an e-contract (decision 037): made here, then signed on its contract page
    const submission = parseWithZod(formData, { schema: signForm });
    if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
    try {
      const made = await api.contracts.agencySave(caller, {});
      return redirectWith(caller.request, `${contractHref(CONTRACT_PATHS.all, made.id)}&do=sign`, CONTRACT_MESSAGES.agencyCreated);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return reply(submission, null, error.message);
    }
  }
  if (intent !== 'apply') throw new Response('未知的操作', { status: 400 });
  const waybillIds = formData
    .getAll('waybillId')
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);
  const submission = parseWithZod(formData, { schema: applyForm });
  if (!waybillIds.length) return reply(submission, null, M.noWaybills);
  try {
    const application = await api.invoices.agencyApply(caller, { waybillIds });
    return redirectWith(caller.request, `${AGENCY_PATHS.tickets}?id=${application.id}`, `${M.applied}（${application.applyNo}）`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return reply(submission, null, error.message);
  }
}

// ---- operations -----------------------------------------------------------------------------------

export async function agencyQueueData(caller: Caller) {
  await requireUser(caller);
  const { query, page } = await loadPage(caller, api.invoices.agencyQueue, agencyQueueQuery);
  return {
    query: {
      status: query.status ?? '',
      driverName: query.driverName ?? '',
      applyNo: query.applyNo ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    total: page.total,
    rows: page.records.map(agencyRowView),
  };
}

const DONE: Record<AgencyIntent, string> = { issue: M.issued, refuse: M.refused, reverse: M.reversed };

/** Operations' POST on one record: issue (multipart, with the invoice file), refuse, or reverse red. */
export async function agencyOperationsAction(caller: Caller) {
  const posted = await operationsSubmission(caller, agencyForms);
  if (posted.failed) return posted.failed;
  const { name, value: v, file } = posted;
  try {
    if ('amountFen' in v) {
      const { uuid } = await uploadFile(caller, file!, 'invoice', 'file');
      await api.invoices.agencyIssue(caller, { ...v, fileUuid: uuid });
    } else if ('reason' in v) await api.invoices.agencyRefuse(caller, v);
    else await api.invoices.agencyReverse(caller, v);
  } catch (error) {
    return refusedPanel(posted.submission, error);
  }
  return redirectWith(caller.request, `${AGENCY_PATHS.operationsDetail}?id=${v.id}`, DONE[name as AgencyIntent]);
}

// ---- operations: per payee and period ------------------------------------------------------------

/**
 * The period the URL asks for: ?month=YYYY-MM (its first and last day) or ?periodFrom=&periodTo=,
 * with the payee's ?payeeMobile=; the fields' messages when they do not hold.
 */
function askedPeriod(params: URLSearchParams) {
  const month = (params.get('month') ?? '').trim();
  const typed = { payeeMobile: params.get('payeeMobile') ?? '', periodFrom: params.get('periodFrom') ?? '', periodTo: params.get('periodTo') ?? '', month };
  if (!typed.payeeMobile && !month && !typed.periodFrom && !typed.periodTo) return { typed, value: null, errors: {} as Record<string, string> };
  const fromMonth = month ? monthPeriod(month) : null;
  if (month && !fromMonth) return { typed, value: null, errors: { month: M.periodMonthInvalid } as Record<string, string> };
  const parsed = agencyPeriodQuery.safeParse({ payeeMobile: typed.payeeMobile, ...(fromMonth ?? { periodFrom: typed.periodFrom, periodTo: typed.periodTo }) });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'periodTo')] ??= issue.message;
    return { typed, value: null, errors };
  }
  return { typed, value: parsed.data, errors: {} as Record<string, string> };
}

/** /shipper/agencyInvoicePlease?tab=period: the payee and period asked for, and what they would cover (with the record's form). */
export async function agencyPeriodData(caller: Caller) {
  await requireUser(caller);
  const asked = askedPeriod(new URL(caller.request.url).searchParams);
  let refusal: { field: string; message: string } | null = null;
  let preview = null;
  if (asked.value) {
    try {
      preview = await api.invoices.agencyPeriodPreview(caller, asked.value);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      refusal = { field: refusedField(error.data) ?? 'payeeMobile', message: error.message };
    }
  }
  return {
    typed: asked.typed,
    errors: refusal ? { ...asked.errors, [refusal.field]: refusal.message } : asked.errors,
    preview: preview && {
      ...preview,
      amount: yuan(preview.amountFen),
      tax: yuan(preview.taxFen),
      rate: percent(preview.taxRateBp),
      /** what the form fills in: the sum and its tax as the invoice should print them */
      amountYuan: (preview.amountFen / 100).toFixed(2),
      taxYuan: (preview.taxFen / 100).toFixed(2),
      waybills: preview.waybills.map((w) => ({
        ...w,
        origin: place(w.origin),
        destination: place(w.destination),
        paid: yuan(w.paidFen),
        signed: minute(w.signedAt),
      })),
    },
  };
}

/** POST /shipper/agencyInvoicePlease?tab=period: record the period's invoice (multipart, with its file), then its page. */
export async function agencyPeriodAction(caller: Caller) {
  const posted = await operationsSubmission(caller, agencyPeriodForms);
  if (posted.failed) return posted.failed;
  const { value: v, file } = posted;
  try {
    const { uuid } = await uploadFile(caller, file!, 'invoice', 'file');
    const record = await api.invoices.agencyPeriodIssue(caller, { ...v, fileUuid: uuid });
    return redirectWith(caller.request, `${AGENCY_PATHS.operationsDetail}?id=${record.id}`, `${M.recorded}（${record.applyNo}）`);
  } catch (error) {
    return refusedPanel(posted.submission, error);
  }
}
