// /payment/reconciliationDetail?id= — 对账差异详情 (operations): one difference (day, kind, serial,
// both amounts in yuan), the form that records the action taken (已补记 / 已冲正 / 银行差错已反馈 /
// 无需处理) with a note while it is open — once: a handled difference shows who did what — and its history.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { DifferenceDetailView } from '#app/features/wallet/reconciliation-ui';
import { differenceDetailData, handleDifferenceAction } from '#app/features/wallet/reconciliation.server';
import { requireOperator } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  return differenceDetailData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireOperator(args);
  return handleDifferenceAction(args);
}

export default function Screen() {
  const { difference } = useLoaderData<typeof loader>();
  return <DifferenceDetailView key={`${difference.id}-${difference.status}`} difference={difference} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
