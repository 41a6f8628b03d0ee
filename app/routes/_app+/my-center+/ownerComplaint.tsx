// /my-center/ownerComplaint — 我的投诉: the shipper's complaints and the operations' replies
// (status filter and pages in the URL); ?file=1 opens the filing form (photos through the file service).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyComplaintsScreen } from '#app/features/complaints/complaint-ui';
import { fileComplaintAction, myComplaintsData } from '#app/features/complaints/complaints.server';
import { COMPLAINT_PATHS } from '#app/features/complaints/paths';

export const loader = (args: LoaderFunctionArgs) => myComplaintsData(args);
export const action = (args: ActionFunctionArgs) => fileComplaintAction(args, COMPLAINT_PATHS.shipper);

export default function OwnerComplaint() {
  return <MyComplaintsScreen path={COMPLAINT_PATHS.shipper} title="我的投诉" {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
