// 抢单货源 (/sourceManage/list-grab-source): the shipper's own cargo of business type 2.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { TypedCargoList } from '#app/features/market/my-cargo-list';
import { typedCargoListData } from '#app/features/market/market.server';

export const loader = (args: LoaderFunctionArgs) => typedCargoListData(args, '2');

export default function CargoList() {
  return <TypedCargoList businessType="2" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
