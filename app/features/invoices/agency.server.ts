// 代开 screens' server side: the individual payee's /user/ticketManage (its paid waybills with their
// 代开 status and the URL's filters, the agreement tab, one application at ?id=, the actions that sign
// the agreement and apply), and operations' queue and detail (/shipper/agencyInvoicePlease,
// /shipper/agencyInvoicePleaseDetail) with the issue and refuse actions. Every action is a POST
// that ends in a redirect with a flash or the form again with its errors.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { AGENCY_FILTER_KEYS, agencyQueueQuery, agencyWaybillQuery, type AgencyApplicationRow, type AgencyWaybillRow } from '#contract/invoices/agency';
import {
  AGENCY_ACTION_LABELS,
  AGENCY_COLLECTION_RATE_BP,
  AGENCY_MESSAGES as M,
  AGENCY_STATUS_LABELS,
  WAYBILL_AGENCY_LABELS,
} from '#contract/invoices/agency-labels';
import { CONTRACT_MESSAGES, CONTRACT_STATUS_LABELS } from '#contract/contracts/messages';
import { lenientQuery } from '#contract/lenient-query';
import { cityCodeLabel } from '#contract/regions';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { downloadUrl } from '#app/utils/files';
import { uploadFile } from '#app/utils/files.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { formatDateTime, yuan } from '#app/utils/format';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { CONTRACT_PATHS, contractHref, downloadHref } from '#app/features/contracts/paths';
import { agencyForms, applyForm, signForm, type AgencyIntent } from './agency-forms';
import { operationsSubmission, refusedPanel } from './issuing.server';
import { AGENCY_PATHS } from './paths';

const minute = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY-MM-DD HH:mm') : '');
const percent = (bp: number) => `${bp / 100}%`;
/** A waybill's 起运地 or 到达地 as people read it: the city's name for its region code. */
const place = (city: string) => (/^\d{4}$/.test(city) ? cityCodeLabel(city) || city : city);

/** A waybill of the payee as the list and the export show it. */
export function agencyWaybillView(r: AgencyWaybillRow) {
  return {
    ...r,
    origin: place(r.origin),
    destination: place(r.destination),
    statusLabel: WAYBILL_AGENCY_LABELS[r.status],
    paid: yuan(r.paidFen),
    signed: minute(r.signedAt),
    applicable: r.status === 'NONE' || r.status === 'REFUSED',
  };
}
export type AgencyWaybillView = ReturnType<typeof agencyWaybillView>;

export type TicketTab = 'waybills' | 'agreement';

/** /user/ticketManage: the agreement (signed or not) and, on the waybills tab, a page of the paid waybills with the URL's filters. */
export async function ticketManageData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const tab: TicketTab = url.searchParams.get('tab') === 'agreement' ? 'agreement' : 'waybills';
  const query = lenientQuery(agencyWaybillQuery, url.searchParams);
  const [agreement, { contract }, page] = await Promise.all([
    api.invoices.agencyAgreement(caller),
    api.contracts.agencyMine(caller),
    tab === 'waybills' ? api.invoices.agencyWaybills(caller, query) : null,
  ]);
  const contractSigned = contract?.status === 'COMPLETE';
  return {
    tab,
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
  };
}
export type AgencyRowView = ReturnType<typeof agencyRowView>;

/** One application (the payee's own, any for operations; else the 404 page), and the panel the URL opens for operations. */
export async function agencyDetailData(caller: Caller) {
  await requireUser(caller);
  const a = await loadOwned(caller, api.invoices.agencyDetail, idParam(caller.request));
  const asked = new URL(caller.request.url).searchParams.get('do');
  const panel: AgencyIntent | null = (asked === 'issue' || asked === 'refuse') && a.actions.includes(asked) ? asked : null;
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

const DONE: Record<AgencyIntent, string> = { issue: M.issued, refuse: M.refused };

/** Operations' POST on one application: issue (multipart, with the invoice file) or refuse. */
export async function agencyOperationsAction(caller: Caller) {
  const posted = await operationsSubmission(caller, agencyForms);
  if (posted.failed) return posted.failed;
  const { name, value: v, file } = posted;
  try {
    if ('amountFen' in v) {
      const { uuid } = await uploadFile(caller, file!, 'invoice', 'file');
      await api.invoices.agencyIssue(caller, { ...v, fileUuid: uuid });
    } else await api.invoices.agencyRefuse(caller, v);
  } catch (error) {
    return refusedPanel(posted.submission, error);
  }
  return redirectWith(caller.request, `${AGENCY_PATHS.operationsDetail}?id=${v.id}`, DONE[name as AgencyIntent]);
}
