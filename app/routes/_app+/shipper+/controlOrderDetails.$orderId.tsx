// /shipper/controlOrderDetails/:orderId — 管控订单详情: the shipper, the contract carrier (the
// platform's operating company), the actual carrier, then the order with its waybills and moves.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ControlOrderScreen } from '#app/features/orders/control-order-screen';
import { controlDetailAction, controlDetailData } from '#app/features/orders/kinds.server';

export const loader = (args: LoaderFunctionArgs) => controlDetailData(args, args.params.orderId);
export const action = (args: ActionFunctionArgs) => controlDetailAction(args, args.params.orderId);

export default ControlOrderScreen;

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
