// 常用地址 (/my-center/oftenAddress): the shipper's (company's) frequent address entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { requireUser } from '#app/utils/auth.server';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

const PATH = '/my-center/oftenAddress';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return frequentPageData(args, 'address');
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return frequentAction(args, 'address', PATH);
}

export default function Frequent() {
  return <FrequentScreen kind="address" path={PATH} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
