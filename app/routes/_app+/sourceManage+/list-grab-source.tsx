// 抢单货源 (/sourceManage/list-grab-source): the shipper's own cargo of business type 2.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyCargoList } from '#app/features/market/my-cargo-list';
import { requireUser } from '#app/utils/auth.server';
import { myCargoListData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return myCargoListData(args, '2');
}

export default function CargoList() {
  const { query, page } = useLoaderData<typeof loader>();
  return <MyCargoList title="抢单货源" path="/sourceManage/list-grab-source" query={query} page={page} fixedType />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
