// /user/sendCarReport — 派车报表: the company's waybills per day, route or vehicle over a date
// range (URL filters), with weights, loss and freight; export as a spreadsheet.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SendCarReportScreen } from '#app/features/orders/send-car-report';
import { requireUser } from '#app/utils/auth.server';
import { reportQueryOf, sendCarReportData } from '#app/features/orders/track.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { query, error } = reportQueryOf(new URL(args.request.url));
  return { query, error, ...(await sendCarReportData(args, query)) };
}

export default function SendCarReport() {
  return <SendCarReportScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
