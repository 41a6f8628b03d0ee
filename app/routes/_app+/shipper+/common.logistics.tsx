// /shipper/common/logistics — 常用承运商: the carriers a shipper works with (app/features/capacity/partner-screen.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PartnerScreen } from '#app/features/capacity/partner-screen';
import { partnerAction, partnerLoader } from '#app/features/capacity/partners.server';

export const loader = (args: LoaderFunctionArgs) => partnerLoader(args, 'carrier');
export const action = (args: ActionFunctionArgs) => partnerAction(args, 'carrier');

export default function FrequentCarriers() {
  return <PartnerScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
