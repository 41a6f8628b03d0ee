// 常用地址 (/my-center/oftenAddress): the shipper's (company's) frequent address entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

export const loader = (args: LoaderFunctionArgs) => frequentPageData(args, 'address');
export const action = (args: ActionFunctionArgs) => frequentAction(args, 'address');

export default function OftenAddress() {
  return <FrequentScreen kind="address" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
