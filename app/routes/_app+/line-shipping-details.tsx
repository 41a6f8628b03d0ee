// /line-shipping-details — 线路发运明细 (issue 48): the caller's waybills loaded in the period by line, day,
// carrier and goods, with a totals row, a chart and the export; the filters are in the URL.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LineReport } from '#app/features/reports/line-report';
import { lineReportData } from '#app/features/reports/lines.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return lineReportData(args, 'details');
}

export default function LineShippingDetails() {
  const data = useLoaderData<typeof loader>();
  return <LineReport {...data} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
