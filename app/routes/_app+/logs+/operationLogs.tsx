// /logs/operationLogs — 操作日志 (operations): every state-changing call, who, what, the masked parameters and the result; filters (user, action, result, days) in the URL, page links, export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { OperationLogList } from '#app/features/logs/log-list';
import { operationLogData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return operationLogData(args);
}

export default function Screen() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <OperationLogList query={query} rows={rows} total={total} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
