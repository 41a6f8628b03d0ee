// 我的货源 (/user/goods-list): the shipper's (and its company's) own cargo of every type and state.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyCargoList } from '#app/features/market/my-cargo-list';
import { requireUser } from '#app/utils/auth.server';
import { myCargoListData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return myCargoListData(args);
}

export default function CargoList() {
  const { query, page } = useLoaderData<typeof loader>();
  return <MyCargoList title="我的货源" path="/user/goods-list" query={query} page={page} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
