// The operations screens' server side (/shipper/invoicePlease, /shipper/invoicePleaseDetail): a page
// of the queue with the URL's filters; one application shaped for its page, with the panel the URL
// opens (?do=issue | refuse | reverse); and the action of each panel, a POST that ends in a redirect
// with a flash or the form again with its errors. The issue form is multipart: its invoice file is
// checked here, uploaded as the operator's file and sent as its uuid.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { refusedField } from '#contract/codes';
import { invoiceQueueQuery, type InvoiceApplicationDetail, type InvoiceQueueRow } from '#contract/invoices/issuing';
import { INVOICE_ACTION_LABELS, INVOICE_KIND_LABELS, INVOICE_MEDIUM_LABELS, INVOICE_STATUS_LABELS } from '#contract/invoices/labels';
import { INVOICE_MESSAGES as M } from '#contract/invoices/messages';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { downloadUrl, FILE_MESSAGES, MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE } from '#app/utils/files';
import { readAnyForm, uploadFile } from '#app/utils/files.server';
import { idParam, loadOwned, loadPage, redirectWith, type FormReply } from '#app/utils/forms.server';
import { formatDateTime, yuan } from '#app/utils/format';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { issuingForms, type IssuingIntent } from './issuing-forms';
import { INVOICE_PATHS } from './paths';

/** A queue row as the list shows it. */
export function queueRowView(r: InvoiceQueueRow) {
  return {
    ...r,
    statusLabel: INVOICE_STATUS_LABELS[r.status],
    kindLabel: (INVOICE_KIND_LABELS as Record<string, string>)[r.kind] ?? r.kind,
    amount: yuan(r.amountFen),
    tax: yuan(r.taxFen),
    created: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type QueueRowView = ReturnType<typeof queueRowView>;

/** One page of the operations queue; only operations may open it (the screen registry's 403 for anyone else). */
export async function invoiceQueueData(caller: Caller) {
  await requireUser(caller);
  const { query, page } = await loadPage(caller, api.invoices.queue, invoiceQueueQuery);
  const { pageNumber, pageSize, ...filters } = query;
  // the filter form's values: an unset filter is an empty field
  const shown = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value ?? ''])) as { [K in keyof typeof filters]-?: string };
  return {
    query: { pageNumber, pageSize, ...shown },
    total: page.total,
    rows: page.records.map(queueRowView),
  };
}

export type IssuingPanel = IssuingIntent | null;

const PANEL_OF: Record<IssuingIntent, InvoiceApplicationDetail['actions'][number]> = { issue: 'issue', refuse: 'refuse', reverse: 'reverse' };

/** One application as its page shows it, and the panel the URL opens when the application allows it. */
export async function invoiceApplicationData(caller: Caller) {
  await requireUser(caller);
  const a = await loadOwned(caller, api.invoices.queueDetail, idParam(caller.request));
  const asked = new URL(caller.request.url).searchParams.get('do') as IssuingIntent | null;
  const panel: IssuingPanel = asked && asked in PANEL_OF && a.actions.includes(PANEL_OF[asked]) ? asked : null;
  return {
    application: {
      ...queueRowView(a),
      taxRateBp: a.taxRateBp,
      taxRate: `${a.taxRateBp / 100}%`,
      applicantMobile: a.applicantMobile,
      details: a.details,
      actions: a.actions,
      refuseReason: a.refuseReason,
      redConfirmationNo: a.redConfirmationNo,
      lines: a.lines.map((l) => ({ ...l, amount: yuan(l.amountFen) })),
      invoice: a.invoice
        ? {
            ...a.invoice,
            mediumLabel: INVOICE_MEDIUM_LABELS[a.invoice.medium],
            fileHref: downloadUrl(a.invoice.fileUuid),
          }
        : null,
      history: a.history.map((h, i) => ({
        key: i,
        action: INVOICE_ACTION_LABELS[h.action] ?? h.action,
        to: INVOICE_STATUS_LABELS[h.toStatus as keyof typeof INVOICE_STATUS_LABELS] ?? h.toStatus,
        byName: h.byName,
        created: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      })),
    },
    panel,
  };
}

/** The chosen invoice file's problem, or null: a PDF or an image of at most 10 MB (the platform sniffs the bytes again). */
export function invoiceFileProblem(file: File | null): string | null {
  if (!file) return M.fileRequired;
  if (file.type === TOO_LARGE_MARKER_TYPE || file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  const type = file.type.toLowerCase();
  const byName = /\.(pdf|jpe?g|png|webp|gif)$/i.test(file.name);
  return type === 'application/pdf' || type.startsWith('image/') || ((type === '' || type === 'application/octet-stream') && byName) ? null : M.fileInvalid;
}

const DONE: Record<IssuingIntent, string> = { issue: M.issued, refuse: M.refused, reverse: M.reversed };

/**
 * An operations panel's POST (a detail page's intent among `forms`; an unknown one is a 400): the
 * parsed submission and, for 'issue', its invoice file checked; or `failed`, the form again with its errors.
 */
export async function operationsSubmission<F extends Record<string, z.ZodTypeAny>>(caller: Caller, forms: F) {
  await requireUser(caller);
  const formData = await readAnyForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  if (!(intent in forms)) throw new Response('未知的操作', { status: 400 });
  const name = intent as keyof F & string;
  const submission = parseWithZod(formData, { schema: forms[name] });
  const chosen = name === 'issue' ? formData.get('file') : null;
  const file = chosen instanceof File && (chosen.size > 0 || chosen.type === TOO_LARGE_MARKER_TYPE) ? chosen : null;
  const fileError = name === 'issue' ? invoiceFileProblem(file) : null;
  if (submission.status !== 'success' || fileError) {
    return { failed: data<FormReply>({ result: submission.reply(fileError ? { fieldErrors: { file: [fileError] } } : undefined) }, { status: 400 }) } as const;
  }
  return { failed: null, name, submission, value: submission.value as z.output<F[keyof F]>, file };
}

/** The platform's refusal of a panel: a 404 page, or the form with the message at the field it names (else at the top). */
export function refusedPanel(submission: { reply: (options?: object) => FormReply['result'] }, error: unknown) {
  if (!(error instanceof PlatformError)) throw error;
  if (error.code === 404) throw new Response(error.message, { status: 404 });
  const field = refusedField(error.data);
  // the fields the forms have by the names the platform gives them (the file is 'file' on both sides)
  const at = field === 'amountFen' ? 'amountYuan' : field === 'taxFen' ? 'taxYuan' : field;
  return data<FormReply>({ result: submission.reply(at ? { fieldErrors: { [at]: [error.message] } } : { formErrors: [error.message] }) }, { status: 400 });
}

/**
 * A detail page's action (intent issue, refuse or reverse): back to the application with the flash,
 * or the form with its errors (a platform refusal naming a field shows at it; the upload's refusal
 * of the file, at the file input).
 */
export async function invoiceApplicationAction(caller: Caller) {
  const posted = await operationsSubmission(caller, issuingForms);
  if (posted.failed) return posted.failed;
  const { name, value: v, file } = posted;
  try {
    if ('amountFen' in v) {
      const { uuid } = await uploadFile(caller, file!, 'invoice', 'file');
      await api.invoices.issue(caller, { ...v, fileUuid: uuid });
    } else if ('reason' in v) await api.invoices.refuse(caller, v);
    else await api.invoices.reverse(caller, v);
  } catch (error) {
    return refusedPanel(posted.submission, error);
  }
  return redirectWith(caller.request, `${INVOICE_PATHS.operationsDetail}?id=${v.id}`, DONE[name as IssuingIntent]);
}
