// 常用货运线路 (/my-center/oftenTemplate): the shipper's (company's) frequent template entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

export const loader = (args: LoaderFunctionArgs) => frequentPageData(args, 'template');
export const action = (args: ActionFunctionArgs) => frequentAction(args, 'template');

export default function OftenTemplate() {
  return <FrequentScreen kind="template" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
