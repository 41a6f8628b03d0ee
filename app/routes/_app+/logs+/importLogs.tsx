// /logs/importLogs — 导入日志: every spreadsheet import (vehicles …) with who ran it, the file, rows
// read / imported / refused and how it ended; a company sees its own, operations every company's
// (with a company filter). Filters (kind, status, days) in the URL, page links, export; each row
// opens its detail with the refused rows' reasons.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ImportLogList } from '#app/features/logs/log-list';
import { importLogData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  return { ...(await importLogData(args)), operator: user.role === 'operator' };
}

export default function Screen() {
  const { query, rows, total, operator } = useLoaderData<typeof loader>();
  return <ImportLogList query={query} rows={rows} total={total} operator={operator} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
