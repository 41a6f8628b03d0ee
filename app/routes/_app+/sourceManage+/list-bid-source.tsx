// 竞价货源管理 (/sourceManage/list-bid-source): the shipper's own cargo of business type 3 and its bids.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyCargoList } from '#app/features/market/my-cargo-list';
import { requireUser } from '#app/utils/auth.server';
import { myCargoListData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return myCargoListData(args, '3');
}

export default function CargoList() {
  const { query, page } = useLoaderData<typeof loader>();
  return <MyCargoList title="竞价货源管理" path="/sourceManage/list-bid-source" query={query} page={page} fixedType />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
