// /logs/interfaceLogs — 接口日志 (operations): the pages and interfaces users opened; filters in the URL, page links, export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { InterfaceLogList } from '#app/features/logs/log-list';
import { interfaceLogData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return interfaceLogData(args);
}

export default function Screen() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <InterfaceLogList query={query} rows={rows} total={total} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
