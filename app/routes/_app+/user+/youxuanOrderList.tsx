// /user/youxuanOrderList — 优选订单: the open preferred orders, for carriers whose platform rating
// makes them preferred carriers; the first to accept one wins it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PreferredPool } from '~/components/order-kind-views';
import { preferredListData } from '~/utils/orders-kinds.server';

export const loader = (args: LoaderFunctionArgs) => preferredListData(args);

export default function YouxuanOrderList() {
  const { query, ...data } = useLoaderData<typeof loader>();
  return <PreferredPool {...data} pageNumber={query.pageNumber} pageSize={query.pageSize} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
