// /report/dispatch — 派车单报表 (operations, issue 48): the admin list's dispatch-order reports as
// tabs (?tab=): reported and not reported to the monitoring platform, five-certificate failures,
// price, return trips, on the road; filters in the URL, export of what they match.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DispatchReportScreen } from '#app/features/reports/dispatch-report';
import { dispatchReportData } from '#app/features/reports/dispatch.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return dispatchReportData(args);
}

export default function DispatchReports() {
  return <DispatchReportScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
