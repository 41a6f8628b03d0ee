// /logs/additionalLists — 补录日志: the weights entered afterwards (运单补录) on the waybills the caller
// may see (operations: all), who entered them and why; filters in the URL, page links, export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { AdditionalLogList } from '#app/features/logs/log-list';
import { additionalLogData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  return { ...(await additionalLogData(args)), operator: user.role === 'operator' };
}

export default function AdditionalLists() {
  const { query, rows, total, operator } = useLoaderData<typeof loader>();
  return <AdditionalLogList query={query} rows={rows} total={total} operator={operator} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
