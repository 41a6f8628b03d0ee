// 常用货物 (/my-center/oftenGoods): the shipper's (company's) frequent goods entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { requireUser } from '#app/utils/auth.server';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

const PATH = '/my-center/oftenGoods';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return frequentPageData(args, 'goods');
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return frequentAction(args, 'goods', PATH);
}

export default function Frequent() {
  return <FrequentScreen kind="goods" path={PATH} data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
