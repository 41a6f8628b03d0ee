// Loader and action of the four certification screens (/user/individualShipper, companyShipper,
// individualDriver, companyDriver): one flow, four field sets (app/features/certification/certification.ts).
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { MESSAGES_8 } from '#contract/codes';
import type { UserInfo } from '#contract/auth/user';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { parseMultipartForm, uploadFile } from '#app/utils/files.server';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { flash } from '#app/utils/session.server';
import { UUID_PATTERN, isChosenFile } from '#app/utils/files';
import {
  APPROVED_MESSAGE,
  CERT_STATUS,
  KIND_PATHS,
  KIND_SLOTS,
  PENDING_MESSAGE,
  SUBMITTED_MESSAGE,
  certificationSchema,
  keptField,
  keptSlots,
  kindForUser,
  kindsForUser,
  submitBody,
  type Certification,
  type CertificationForm,
  type CertificationKind,
  type FileSlot,
} from './certification';

/** The user's latest submission of any kind, or null. */
export function currentCertification(caller: Caller): Promise<Certification | null> {
  return api.certification.current(caller);
}

export type ScreenView = 'pending' | 'approved' | 'form';

/** What a certification screen shows for this user and submission. */
export function screenView(kind: CertificationKind, user: Pick<UserInfo, 'authStatus'>, current: Certification | null): ScreenView {
  if (current?.status === CERT_STATUS.pending) return 'pending';
  if (current?.status === CERT_STATUS.approved && current.kind === kind) return 'approved';
  // Accounts verified before submissions were recorded (seeded, migrated) have no submission.
  if (!current && user.authStatus === '2') return 'approved';
  return 'form';
}

export async function certificationLoader(args: LoaderFunctionArgs, kind: CertificationKind) {
  const user = await requireUser(args);
  const current = await currentCertification(args);
  const view = screenView(kind, user, current);
  const sameKind = current?.kind === kind ? current : null;
  // A rejected submission of this screen fills the form again, its images kept until replaced.
  const previous = view === 'form' && sameKind?.status === CERT_STATUS.rejected ? sameKind : null;
  const kept: Partial<Record<FileSlot, string>> = {};
  for (const slot of KIND_SLOTS[kind]) {
    const uuid = previous?.data?.files?.[slot];
    if (uuid && UUID_PATTERN.test(uuid)) kept[slot] = uuid;
  }
  const { files: _files, ...previousText } = previous?.data ?? {};
  return {
    kind,
    view,
    allowed: kindsForUser(user).includes(kind),
    recommended: kindForUser(user),
    current,
    rejected: sameKind?.status === CERT_STATUS.rejected ? { reason: sameKind.reviewRemark ?? '' } : null,
    defaultValue: previousText,
    kept,
  };
}

type ActionResult = {
  result: SubmissionResult<string[]>;
  kept: Partial<Record<FileSlot, string>>;
};

function keptFromForm(kind: CertificationKind, formData: FormData): Partial<Record<FileSlot, string>> {
  const kept: Partial<Record<FileSlot, string>> = {};
  for (const slot of keptSlots(kind, formData)) kept[slot] = String(formData.get(keptField(slot)));
  return kept;
}

export async function certificationAction(args: ActionFunctionArgs, kind: CertificationKind) {
  const { request } = args;
  const user = await requireUser(args);
  // The whole multipart body first: the CSRF token is one of its fields.
  const formData = await parseMultipartForm(request);
  await validateCsrf(formData, request.headers);

  const here = KIND_PATHS[kind];
  if (!kindsForUser(user).includes(kind)) {
    throw new Response('您的账号身份不适用该认证', { status: 403, statusText: 'Forbidden' });
  }
  const view = screenView(kind, user, await currentCertification(args));
  if (view !== 'form') {
    const message = view === 'pending' ? PENDING_MESSAGE : APPROVED_MESSAGE;
    return redirect(here, { headers: await flash(request, { type: 'info', message }) });
  }

  const submission = parseWithZod(formData, { schema: certificationSchema(kind, keptSlots(kind, formData)) });
  if (submission.status !== 'success') {
    return data<ActionResult>({ result: submission.reply(), kept: keptFromForm(kind, formData) }, { status: 400 });
  }
  const value = submission.value as CertificationForm;

  // Images first (each its own upload), then the submission naming them.
  const files: Partial<Record<FileSlot, string>> = {};
  for (const slot of KIND_SLOTS[kind]) {
    const uuid = value[keptField(slot)];
    if (uuid) files[slot] = uuid;
  }
  const fieldErrors: Record<string, string[]> = {};
  const uploads = await Promise.allSettled(
    KIND_SLOTS[kind].map(async (slot) => {
      const file = value[slot];
      if (!isChosenFile(file)) return;
      try {
        files[slot] = (await uploadFile(args, file, slot, 'image')).uuid;
      } catch (error) {
        if (error instanceof PlatformError) fieldErrors[slot] = [error.message];
        else throw error;
      }
    }),
  );
  for (const upload of uploads) if (upload.status === 'rejected') throw upload.reason;
  if (Object.keys(fieldErrors).length > 0) {
    // Images that did upload are kept: the user re-chooses only the refused ones.
    return data<ActionResult>({ result: submission.reply({ fieldErrors }), kept: files }, { status: 400 });
  }

  try {
    await api.certification.submit(args, submitBody(kind, value, files));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data<ActionResult>({ result: submission.reply({ formErrors: [error.message || MESSAGES_8.fallbackError] }), kept: files }, { status: 400 });
  }
  return redirect('/nameAuthe', { headers: await flash(request, { type: 'success', message: SUBMITTED_MESSAGE }) });
}
