// 委托平台 (/sourceManage/entrust): the shipper entrusts a published cargo to the platform and
// follows it; an operations administrator matches a carrier company here, which creates the order.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EntrustList } from '#app/features/market/entrust-list';
import { requireUser } from '#app/utils/auth.server';
import { entrustAction, entrustListData } from '#app/features/market/entrust.server';

const PATH = '/sourceManage/entrust';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return entrustListData(args, true);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const here = new URL(args.request.url);
  return entrustAction(args, PATH + here.search);
}

export default function Entrust() {
  const data = useLoaderData<typeof loader>();
  return <EntrustList title={data.operator ? '委托平台 · 运力匹配' : '委托平台'} path={PATH} data={data} withForms />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
