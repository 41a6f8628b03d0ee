// /logs/importLogDetail?id= — 导入记录: one import's who, file, counts and status, and each refused
// row's number and reasons (the importing company's and operations'; another company gets 404).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ImportLogDetail } from '#app/features/logs/log-list';
import { importLogDetailData } from '#app/features/logs/logs.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return importLogDetailData(args);
}

export default function Screen() {
  const detail = useLoaderData<typeof loader>();
  return <ImportLogDetail detail={detail} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
