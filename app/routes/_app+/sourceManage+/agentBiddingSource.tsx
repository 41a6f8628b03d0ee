// 竞价货源 (/sourceManage/agentBiddingSource): agents and carriers browse bid cargo to quote on.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SupplyHall } from '#app/features/market/supply-hall';
import { requireUser } from '#app/utils/auth.server';
import { bidHallData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return bidHallData(args);
}

export default function AgentBiddingSource() {
  const { query, page } = useLoaderData<typeof loader>();
  return <SupplyHall title="竞价货源" query={query} page={page} bidOnly />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
