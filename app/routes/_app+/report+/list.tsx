// /report/list — 我的报表 (issue 48): the DIY reports operations enabled, each run over the caller's own waybills.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DiyListScreen } from '#app/features/reports/diy-ui';
import { diyListData } from '#app/features/reports/diy.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return diyListData(args);
}

export default function DiyList() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <DiyListScreen query={query} rows={rows} total={total} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
