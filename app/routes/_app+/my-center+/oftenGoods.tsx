// 常用货物 (/my-center/oftenGoods): the shipper's (company's) frequent goods entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

export const loader = (args: LoaderFunctionArgs) => frequentPageData(args, 'goods');
export const action = (args: ActionFunctionArgs) => frequentAction(args, 'goods');

export default function OftenGoods() {
  return <FrequentScreen kind="goods" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
