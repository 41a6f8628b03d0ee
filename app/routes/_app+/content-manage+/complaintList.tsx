// /content-manage/complaintList — 投诉管理 (operations): every complaint with filters in the URL;
// ?reply=id shows one with its history and the reply form, which closes it (0 → 1).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AdminComplaintsScreen } from '#app/features/complaints/complaint-ui';
import { adminComplaintsData, replyAction } from '#app/features/complaints/complaints.server';
import { COMPLAINT_PATHS } from '#app/features/complaints/paths';

export const loader = (args: LoaderFunctionArgs) => adminComplaintsData(args);
export const action = (args: ActionFunctionArgs) => replyAction(args, COMPLAINT_PATHS.operations);

export default function ComplaintList() {
  return <AdminComplaintsScreen path={COMPLAINT_PATHS.operations} {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
