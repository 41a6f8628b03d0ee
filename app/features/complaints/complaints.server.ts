// The complaint screens' server side: the complainant's list and filing form (multipart, photos
// through the file service), and operations' list with the reply form. Lists read their filters
// from the URL; forms post, re-validate with the contract's schemas and redirect with a flash.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { complaintAdminQuery, complaintForm, complaintReplyForm, myComplaintQuery, COMPLAINT_MESSAGES as M } from '#contract/complaints/complaints';
import { COMPLAINT_MAX_PHOTOS, COMPLAINT_TARGET_LABELS } from '#contract/complaints/messages';
import { refusedField } from '#contract/codes';
import { labelIn } from '#contract/dictionaries';
import { lenientQuery } from '#contract/lenient-query';
import { ABNORMAL_TYPE, COMPLAINT_STATUS } from '#contract/orders/dict';
import type { ComplaintAdminRow, ComplaintRow } from '#contract/complaints/complaints';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { previewUrl } from '#app/utils/files';
import { formPhotos, readAnyForm, uploadFile } from '#app/utils/files.server';
import { shortDateTime } from '#app/utils/format';
import { redirectWith } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';

export type ComplaintReply = { intent: string; result: SubmissionResult<string[]> };

function view(r: ComplaintRow) {
  return {
    id: r.id,
    target: `${COMPLAINT_TARGET_LABELS[r.targetKind]} ${r.targetKind === 'waybill' ? (r.waybillNo ?? '') : r.orderNo}`,
    respondentName: r.respondentName,
    typeLabel: labelIn(ABNORMAL_TYPE, r.complaintType) || r.complaintType,
    content: r.content,
    photos: r.photoUuids.map(previewUrl),
    status: r.status,
    statusLabel: labelIn(COMPLAINT_STATUS, r.status),
    backDesc: r.backDesc ?? '',
    handledAt: r.handledAt ? shortDateTime(r.handledAt) : '',
    createdAt: shortDateTime(r.createdAt),
  };
}
export type ComplaintView = ReturnType<typeof view>;

function adminView(r: ComplaintAdminRow) {
  return { ...view(r), complainant: `${r.complainantName}（${r.complainantMobile}）`, handlerName: r.handlerName ?? '' };
}
export type ComplaintAdminView = ReturnType<typeof adminView>;

/** The complainant's list (?status=, pages) and whether the filing form is open (?file=1). */
export async function myComplaintsData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const query = lenientQuery(myComplaintQuery, url.searchParams);
  const page = await api.complaints.myPage(caller, query);
  return {
    query: { status: query.status ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
    total: page.total,
    rows: page.records.map(view),
    filing: url.searchParams.get('file') === '1',
  };
}

/** Files a complaint (multipart: target, type, content, up to 6 photos). */
export async function fileComplaintAction(caller: Caller, path: string) {
  await requireUser(caller);
  const { request } = caller;
  const formData = await readAnyForm(request);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'file') throw new Response('未知的操作', { status: 400 });
  const fail = (result: SubmissionResult<string[]>) => data<ComplaintReply>({ intent, result }, { status: 400 });
  const submission = parseWithZod(formData, { schema: complaintForm });
  const { photos, problem: photoError } = formPhotos(formData, 'photos', COMPLAINT_MAX_PHOTOS);
  if (submission.status !== 'success' || photoError) return fail(submission.reply(photoError ? { fieldErrors: { photos: [photoError] } } : undefined));
  try {
    const photoUuids: string[] = [];
    for (const photo of photos) photoUuids.push((await uploadFile(caller, photo, 'complaint_photo', 'image')).uuid);
    const { photos: _files, ...fields } = submission.value;
    await api.complaints.file(caller, { ...fields, photoUuids });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // the platform names the field it refuses (targetNo, photos); an upload's refusal names 'file'
    const field = refusedField(error.data);
    const at = field === 'file' ? 'photos' : field;
    return fail(submission.reply(at ? { fieldErrors: { [at]: [error.message] } } : { formErrors: [error.message] }));
  }
  return redirectWith(request, path, M.filed);
}

/** Operations' list (filters in the URL) and the complaint being answered (?reply=id) with its history. */
export async function adminComplaintsData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const query = lenientQuery(complaintAdminQuery, url.searchParams);
  const page = await api.complaints.adminPage(caller, query);
  const replyId = Number(url.searchParams.get('reply'));
  let replying: (ComplaintAdminView & { history: { text: string; at: string }[] }) | null = null;
  if (Number.isInteger(replyId) && replyId > 0 && replyId < 2_147_483_647) {
    try {
      const detail = await api.complaints.adminDetail(caller, { id: replyId });
      replying = {
        ...adminView(detail),
        history: detail.history.map((h) => ({
          text: `${h.actorName} ${h.action === 'file' ? '提交投诉' : '回复并关闭'}${h.remark ? `：${h.remark}` : ''}`,
          at: shortDateTime(h.at),
        })),
      };
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== 404) throw error;
      throw new Response(M.notFound, { status: 404 });
    }
  }
  return {
    query: {
      status: query.status ?? '',
      complaintType: query.complaintType ?? '',
      keyword: query.keyword ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    total: page.total,
    rows: page.records.map(adminView),
    replying,
  };
}

/** Operations answer a complaint, which closes it; back to the list (without ?reply). */
export async function replyAction(caller: Caller, path: string) {
  await requireUser(caller);
  const { request } = caller;
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'reply') throw new Response('未知的操作', { status: 400 });
  const submission = parseWithZod(formData, { schema: complaintReplyForm });
  const fail = (result: SubmissionResult<string[]>) => data<ComplaintReply>({ intent, result }, { status: 400 });
  if (submission.status !== 'success') return fail(submission.reply());
  try {
    await api.complaints.reply(caller, submission.value);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return fail(submission.reply({ formErrors: [error.message] }));
  }
  const back = new URL(request.url);
  back.searchParams.delete('reply');
  back.searchParams.delete('index');
  return redirectWith(request, `${path}${back.search}`, M.replied);
}
