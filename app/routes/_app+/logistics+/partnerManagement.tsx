// /logistics/partnerManagement — 经纪人管理: the agent companies a shipper works with (app/features/capacity/partner-screen.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PartnerScreen } from '#app/features/capacity/partner-screen';
import { partnerAction, partnerLoader } from '#app/features/capacity/partners.server';

export const loader = (args: LoaderFunctionArgs) => partnerLoader(args, 'agent');
export const action = (args: ActionFunctionArgs) => partnerAction(args, 'agent');

export default function PartnerManagement() {
  return <PartnerScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
