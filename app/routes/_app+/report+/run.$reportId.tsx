// /report/run/:reportId — one DIY report run (issue 48): its filters in the URL, a page of the
// caller's own waybills with the report's fields, and the export of every row.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DiyRunScreen } from '#app/features/reports/diy-ui';
import { diyRunData, reportIdOf } from '#app/features/reports/diy.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return diyRunData(args, reportIdOf(args.params.reportId));
}

export default function DiyRun() {
  return <DiyRunScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
