// 常用货运线路 (/my-center/oftenTemplate): the shipper's (company's) frequent template entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { requireUser } from '#app/utils/auth.server';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

const PATH = '/my-center/oftenTemplate';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return frequentPageData(args, 'template');
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return frequentAction(args, 'template', PATH);
}

export default function Frequent() {
  return <FrequentScreen kind="template" path={PATH} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
