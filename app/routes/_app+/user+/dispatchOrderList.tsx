// /user/dispatchOrderList — 我的派车单: the waybills the caller is party to (the carrier's
// dispatches, the shipper's deliveries, a driver's own trips), filters in the URL, export. For a
// driver it is his home (issue 43): the current trip as a card with its next move, the trips after
// it, then the same list; the card's moves and position reports post here.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { WaybillList } from '#app/features/orders/order-ui';
import { DriverHomeTrips } from '#app/features/orders/driver-trip-card';
import { driverTripsData, isDriverHome } from '#app/features/orders/driver-home.server';
import { DRIVER_HOME_PATH } from '#app/features/orders/paths';
import { waybillAction, waybillDetailPathFor, waybillListData } from '#app/features/orders/orders.server';
import { isPositionPost, positionAction } from '#app/features/orders/track.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const [list, trips] = await Promise.all([waybillListData(args), isDriverHome(user) ? driverTripsData(args) : null]);
  return { ...list, detailPath: waybillDetailPathFor(user), trips };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  if (await isPositionPost(args.request)) return positionAction(args, DRIVER_HOME_PATH);
  return waybillAction(args, '/logistics/sendCardetail', DRIVER_HOME_PATH);
}

export default function DispatchOrderList() {
  const { query, rows, total, capped, detailPath, trips } = useLoaderData<typeof loader>();
  return (
    <WaybillList
      path={DRIVER_HOME_PATH}
      title="我的派车单"
      detailPath={detailPath}
      query={query}
      rows={rows}
      total={total}
      capped={capped}
      lead={trips ? <DriverHomeTrips trips={trips} homePath={DRIVER_HOME_PATH} /> : null}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
