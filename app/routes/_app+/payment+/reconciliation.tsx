// /payment/reconciliation — 对账差异 (operations): the differences the nightly reconciliation found
// between the custody bank's file and the platform's records (filters in the URL: kind, status,
// serial, days), and a form that reconciles a day now. Each row opens its detail, where the action
// taken is recorded. The spec names no path for it: operators only (the platform checks too).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { DifferenceList } from '#app/features/wallet/reconciliation-ui';
import { differenceListData, reconcileDayAction } from '#app/features/wallet/reconciliation.server';
import { requireOperator } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return differenceListData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  return reconcileDayAction(args);
}

export default function Screen() {
  const { query, page, today } = useLoaderData<typeof loader>();
  return <DifferenceList query={query} page={page} today={today} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
