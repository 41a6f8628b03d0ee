// 竞价货源管理 (/sourceManage/list-bid-source): the shipper's own cargo of business type 3 and its bids.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { TypedCargoList } from '#app/features/market/my-cargo-list';
import { typedCargoListData } from '#app/features/market/market.server';

export const loader = (args: LoaderFunctionArgs) => typedCargoListData(args, '3');

export default function CargoList() {
  return <TypedCargoList businessType="3" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
