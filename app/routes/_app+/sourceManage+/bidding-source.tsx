// 竞价货源 (/sourceManage/bidding-source): a shipper manages its own bid cargo here; the capacity
// side sees the bid hall to quote on, an individual agent under its own title (spec: the screen
// differs for individual_agent).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MyCargoList } from '#app/features/market/my-cargo-list';
import { SupplyHall } from '#app/features/market/supply-hall';
import { requireUser } from '#app/utils/auth.server';
import { bidHallData, myCargoListData } from '#app/features/market/market.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  if (user.role === 'individual_shipper' || user.role === 'enterprise_shipper') return { view: 'mine' as const, ...(await myCargoListData(args, '3')) };
  return { view: user.role === 'individual_agent' ? ('agent' as const) : ('hall' as const), ...(await bidHallData(args)) };
}

export default function BiddingSource() {
  const data = useLoaderData<typeof loader>();
  if (data.view === 'mine') return <MyCargoList title="竞价货源" path="/sourceManage/bidding-source" query={data.query} page={data.page} fixedType />;
  return <SupplyHall title={data.view === 'agent' ? '竞价货源（个人经纪人报价）' : '竞价货源'} query={data.query} page={data.page} bidOnly />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
