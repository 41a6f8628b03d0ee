// /logs/loginLogs — 登录日志 (operations): every sign-in, success or failure with the reason, IP and browser; filters in the URL, page links, export.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { LoginLogList } from '#app/features/logs/log-list';
import { loginLogData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return loginLogData(args);
}

export default function Screen() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  return <LoginLogList query={query} rows={rows} total={total} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
