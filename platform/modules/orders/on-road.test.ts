import { describe, expect, it } from 'vitest';
import { ON_ROAD_MAX, type OnRoadVehicle } from '../../contract/orders/track';
import { call, withSignedInPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

// 在途车辆 (issue 47, the in-transit map): the caller's waybills on the road with their latest
// positions, scoped as the caller's waybill list, found by part of a waybill number or a plate.
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.individualShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile;
const OTHER_CARRIER = DEMO_ACCOUNTS.individualAgent.mobile;
const LOAD_DRIVER = DEMO_ACCOUNTS.driverTianLixin.mobile; // 田立新: a LOAD waybill of 顺达
const UNLOAD_DRIVER = DEMO_ACCOUNTS.driverLiuHongtao.mobile; // 刘洪涛: an UNLOAD waybill of 顺达

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, OTHER_CARRIER, LOAD_DRIVER, UNLOAD_DRIVER]);

/** The driver's own waybill in `status`, as his waybill list shows it. */
async function waybillOf(mobile: string, status: string): Promise<{ id: number; waybillNo: string }> {
  const page = await call(mobile, '/dispatchOrder/pagination', { status, pageNumber: 1, pageSize: 10 });
  expect(page.body.data.records).toHaveLength(1);
  return page.body.data.records[0];
}

const onRoad = async (mobile: string, keyword?: string) => {
  const res = await call(mobile, '/dispatchOrder/onRoad', keyword === undefined ? {} : { keyword });
  expect(res.body.code).toBe(200);
  return res.body.data as { vehicles: OnRoadVehicle[]; capped: boolean };
};

const movingIds = async (mobile: string) => {
  const page = await call(mobile, '/dispatchOrder/pagination', { moving: '1', pageNumber: 1, pageSize: 50 });
  expect(page.body.code).toBe(200);
  return (page.body.data.records as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
};

describe('在途车辆', () => {
  it('lists the shipper’s waybills on the road as its waybill list does, each with its latest position', async () => {
    const { vehicles, capped } = await onRoad(SHIPPER);
    expect(capped).toBe(false);
    expect(vehicles.length).toBeGreaterThan(2);
    expect(vehicles.length).toBeLessThanOrEqual(ON_ROAD_MAX);
    for (const v of vehicles) expect(['START', 'LOAD', 'UNLOAD']).toContain(v.status);
    expect(vehicles.map((v) => v.id).sort((a, b) => a - b)).toEqual(await movingIds(SHIPPER));
    // The latest position is the track's newest point.
    const w = await waybillOf(UNLOAD_DRIVER, 'UNLOAD');
    const listed = vehicles.find((v) => v.id === w.id)!;
    const track = (await call(SHIPPER, `/dispatchOrder/track/${w.id}`)).body.data;
    const newest = track.points.at(-1);
    expect(listed.position).toEqual({
      lat: newest.lat,
      lng: newest.lng,
      speedKmh: newest.speedKmh,
      place: newest.place,
      region: newest.region,
      recordedAt: newest.recordedAt,
    });
    expect(listed.plateNo).toBe(track.waybill.plateNo);
  });

  it('follows a new report at once', async () => {
    const w = await waybillOf(LOAD_DRIVER, 'LOAD');
    const sent = await call(LOAD_DRIVER, '/dispatchOrder/position', { waybillId: w.id, lat: 38.5, lng: 115.9, speedKmh: 70, place: '保定' });
    expect(sent.body.code).toBe(200);
    const listed = (await onRoad(CARRIER)).vehicles.find((v) => v.id === w.id)!;
    expect(listed.position).toMatchObject({ lat: 38.5, lng: 115.9, speedKmh: 70, place: '保定' });
  });

  it('finds a waybill by part of its number or its plate as typed, and nothing else', async () => {
    const w = await waybillOf(UNLOAD_DRIVER, 'UNLOAD');
    const plate = (await onRoad(SHIPPER)).vehicles.find((v) => v.id === w.id)!.plateNo;
    const typed = `${plate.slice(0, 2).toLowerCase()}·${plate.slice(2)}`; // 津c·28561
    expect((await onRoad(SHIPPER, typed)).vehicles.map((v) => v.id)).toEqual([w.id]);
    expect((await onRoad(SHIPPER, w.waybillNo.slice(-6))).vehicles.map((v) => v.id)).toContain(w.id);
    expect((await onRoad(SHIPPER, '无此车牌')).vehicles).toEqual([]);
    const tooLong = await call(SHIPPER, '/dispatchOrder/onRoad', { keyword: 'x'.repeat(31) });
    expect(tooLong.body).toMatchObject({ code: 400, message: '查找内容不能超过30个字' });
  });

  it('shows another company none of them, not even by plate, and a driver only his own', async () => {
    const mine = new Set((await onRoad(SHIPPER)).vehicles.map((v) => v.id));
    const w = await waybillOf(UNLOAD_DRIVER, 'UNLOAD');
    for (const other of [OTHER_SHIPPER, OTHER_CARRIER]) {
      const theirs = await onRoad(other);
      expect(theirs.vehicles.filter((v) => mine.has(v.id))).toEqual([]);
      const plate = (await onRoad(SHIPPER)).vehicles.find((v) => v.id === w.id)!.plateNo;
      expect((await onRoad(other, plate)).vehicles).toEqual([]);
    }
    const drivers = (await onRoad(UNLOAD_DRIVER)).vehicles;
    expect(drivers.map((v) => v.id)).toEqual([w.id]);
  });
});
