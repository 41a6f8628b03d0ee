// /shipper/payFee — 应收账款: what the caller is owed on settlement bills, per payer and age, with
// the filters in the URL (payer, confirmed only) and page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AgingList } from '#app/features/money/aging-ui';
import { agingData } from '#app/features/money/aging.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return agingData(args, 'receive');
}

export default function PayFee() {
  return <AgingList path="/shipper/payFee" title="应收账款" side="receive" {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
