// 常用联系人 (/my-center/oftenContacts): the shipper's (company's) frequent contact entries, used by the cargo form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { FrequentScreen } from '#app/features/market/frequent-screen';
import { frequentAction, frequentPageData } from '#app/features/market/frequents.server';

export const loader = (args: LoaderFunctionArgs) => frequentPageData(args, 'contact');
export const action = (args: ActionFunctionArgs) => frequentAction(args, 'contact');

export default function OftenContacts() {
  return <FrequentScreen kind="contact" />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
