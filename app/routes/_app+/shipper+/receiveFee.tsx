// /shipper/receiveFee — 应付账款: what the caller owes on its settlement bills, per payee and age,
// with the filters in the URL (payee, confirmed only) and page links.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AgingList } from '#app/features/money/aging-ui';
import { agingData } from '#app/features/money/aging.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return agingData(args, 'pay');
}

export default function ReceiveFee() {
  return <AgingList path="/shipper/receiveFee" title="应付账款" side="pay" {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
