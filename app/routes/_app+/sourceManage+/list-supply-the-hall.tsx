// 货源大厅 (/sourceManage/list-supply-the-hall): published public cargo for signed-in users. The
// filters and the page live in the URL (a GET form and links), so a bookmark reopens the same list.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SupplyHall } from '#app/features/market/supply-hall';
import { requireUser } from '#app/utils/auth.server';
import { hallPageData, hallQueryFrom } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const query = hallQueryFrom(new URL(args.request.url));
  return { query, page: await hallPageData(args, query) };
}

export default function SupplyHallPage() {
  const { query, page } = useLoaderData<typeof loader>();
  return <SupplyHall title="货源大厅" query={query} page={page} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
