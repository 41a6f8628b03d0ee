// 线下货源 (/sourceManage/list-line-source): the shipper's own cargo of business type 1.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyCargoList } from '#app/features/market/my-cargo-list';
import { requireUser } from '#app/utils/auth.server';
import { myCargoListData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return myCargoListData(args, '1');
}

export default function CargoList() {
  const { query, page } = useLoaderData<typeof loader>();
  return <MyCargoList title="线下货源" path="/sourceManage/list-line-source" query={query} page={page} fixedType />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
