// 资金流水 (/my-center/paymentDetails): every movement of the caller's wallet money, filtered by the URL, exported as .xlsx.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FlowList } from '#app/features/wallet/flow-list';
import { flowListData } from '#app/features/wallet/flows.server';

export const loader = (args: LoaderFunctionArgs) => flowListData(args);

export default function PaymentDetails() {
  return <FlowList path="/my-center/paymentDetails" title="资金流水" {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
