// The driver's home (/user/dispatchOrderList for the driver role, where a driver lands after
// signing in; issue 43): the current trip as a card with its next move, the trips after it, then
// the full list. A driver carries one live waybill at a time (ONE_LIVE_WAYBILL_PER_VEHICLE_AND_DRIVER),
// but he may drive for more than one carrier, so "the next trips" are whatever else is live.
import { waybillQuery } from '#contract/orders/schemas';
import type { UserInfo } from '#contract/auth/user';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import { waybillDetailData, waybillView } from './orders.server';
import { telHref } from './places.server';
import { positionData } from './track.server';

export const isDriverHome = (user: Pick<UserInfo, 'role'>) => user.role === 'driver';

/** At most this many trips are listed after the current one (the full list follows below them). */
const NEXT_TRIPS = 5;

/**
 * The current trip (on the road first — started, loaded or unloaded — else the oldest one not yet
 * set off) with its detail and position state, and the trips after it.
 */
export async function driverTripsData(caller: Caller) {
  const [onRoad, waiting] = await Promise.all([
    api.orders.waybillPage(caller, waybillQuery.parse({ moving: '1', pageSize: NEXT_TRIPS + 1 })),
    api.orders.waybillPage(caller, waybillQuery.parse({ status: 'CREATED', pageSize: NEXT_TRIPS + 1 })),
  ]);
  // the list is newest first; a trip not yet set off waits behind the older ones
  const trips = [...onRoad.records, ...waiting.records.slice().reverse()];
  const [current, ...next] = trips;
  if (!current) return { current: null, next: [] };
  const [detail, position] = await Promise.all([waybillDetailData(caller, current.id), positionData(caller, current.id)]);
  return {
    current: { ...detail, position, consigneeTel: detail.waybill.consigneePhone ? telHref(detail.waybill.consigneePhone) : '' },
    next: next.slice(0, NEXT_TRIPS).map(waybillView),
  };
}

export type DriverTrips = Awaited<ReturnType<typeof driverTripsData>>;
