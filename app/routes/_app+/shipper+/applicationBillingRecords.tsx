// /shipper/applicationBillingRecords — 开票申请记录: the company's applications in every status, with
// filters in the URL, page links and the export; ?id= shows one application (its waybills, the
// details it copied, its status history, the issued invoice's file).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ApplicationDetail } from '#app/features/invoices/application-detail';
import { ApplicationList } from '#app/features/invoices/application-list';
import { applicationDetailData, applicationListData } from '#app/features/invoices/applications.server';
import { requireUser } from '#app/utils/auth.server';
import { idParam } from '#app/utils/forms.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  if (new URL(args.request.url).searchParams.has('id')) return { detail: await applicationDetailData(args, idParam(args.request)), list: null };
  return { detail: null, list: await applicationListData(args, 'all') };
}

export default function ApplicationBillingRecords() {
  const { detail, list } = useLoaderData<typeof loader>();
  return detail ? <ApplicationDetail {...detail} /> : <ApplicationList scope="all" data={list!} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
