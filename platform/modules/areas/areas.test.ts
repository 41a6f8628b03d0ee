// Key areas (issue 47) through the API on the seeded platform: each geometry rule refuses with its
// field's Chinese message; an area is the owner company's only (another company: 404 on every
// call by id, an empty list); the alarm rules and the on/off switch write history; the driver's
// position call raises the alarm, the message and the SMS.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEY_AREA_MESSAGES as M } from '../../contract/areas/areas';
import { keyAreaAlarms, keyAreaHistory, keyAreas, messages, orders, smsOutbox, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { call, t, userOf, withSignedInPlatform } from '../auth/testing';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 唐山冀东钢铁贸易
const OTHER_SHIPPER = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业运销
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达物流
const DRIVER = DEMO_ACCOUNTS.driver.mobile;

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, DRIVER]);

const circle = { name: '唐山港卸货区', areaType: '2', shape: 'circle', cityCode: '1302', centerLng: 118.1802, centerLat: 39.6305, radius: 2000 };
const save = (mobile: string, body: Record<string, unknown>) => call(mobile, '/keyArea/save', body);

/** A refusal of one field: the envelope code 400, the message, and the field named. */
async function refusedAt(body: Record<string, unknown>, field: string, message: string) {
  const res = await save(SHIPPER, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message).toBe(message);
  if (res.body.data?.field !== undefined) expect(res.body.data.field).toBe(field);
}

describe('geometry validation', () => {
  it('refuses a circle outside China, out of the radius bounds, without a centre or with numbers as text', async () => {
    await refusedAt({ ...circle, centerLng: -0.1276, centerLat: 51.5072 }, 'centerLng', M.outsideChina);
    await refusedAt({ ...circle, radius: 49 }, 'radius', M.radiusRange);
    await refusedAt({ ...circle, radius: 50_001 }, 'radius', M.radiusRange);
    await refusedAt({ ...circle, radius: 120.5 }, 'radius', M.radiusInvalid);
    await refusedAt({ ...circle, radius: undefined }, 'radius', M.radiusRequired);
    await refusedAt({ ...circle, centerLng: undefined }, 'centerLng', M.lngRequired);
    await refusedAt({ ...circle, centerLat: '39.6' }, 'centerLat', M.latInvalid);
    await refusedAt({ ...circle, name: ' ' }, 'name', M.nameRequired);
    await refusedAt({ ...circle, areaType: '9' }, 'areaType', M.typeRequired);
    await refusedAt({ ...circle, cityCode: '9999' }, 'cityCode', M.cityInvalid);
  });

  it('refuses a polygon with fewer than three distinct points, outside China, or whose edges cross', async () => {
    const polygon = { name: '曹妃甸禁停区', areaType: '3', shape: 'polygon' };
    await refusedAt({ ...polygon, points: [] }, 'points', M.pointsRequired);
    await refusedAt(
      {
        ...polygon,
        points: [
          [118.1, 39.6],
          [118.2, 39.6],
          [118.1, 39.6],
        ],
      },
      'points',
      M.tooFewPoints,
    );
    await refusedAt(
      {
        ...polygon,
        points: [
          [118.1, 39.6],
          [118.2, 39.6],
          [150.2, 39.7],
        ],
      },
      'points',
      M.pointOutsideChina(3),
    );
    // a bow tie: the first and third edges cross
    await refusedAt(
      {
        ...polygon,
        points: [
          [118.1, 39.6],
          [118.2, 39.7],
          [118.2, 39.6],
          [118.1, 39.7],
        ],
      },
      'points',
      M.selfIntersecting,
    );
    const ok = await save(SHIPPER, {
      ...polygon,
      points: [
        [118.1, 39.6],
        [118.2, 39.6],
        [118.2, 39.7],
        [118.1, 39.7],
        [118.1, 39.6],
      ],
    });
    expect(ok.body.code).toBe(200);
    const [row] = await t.db.select().from(keyAreas).where(eq(keyAreas.id, ok.body.data.id));
    expect(row.points).toEqual([
      [118.1, 39.6],
      [118.2, 39.6],
      [118.2, 39.7],
      [118.1, 39.7],
    ]); // stored open: the ring closes itself
  });
});

describe('ownership', () => {
  it('shows, changes and deletes an area only for its company; another company gets 404 and an empty list', async () => {
    const added = await save(SHIPPER, circle);
    expect(added.body).toMatchObject({ code: 200, message: M.added });
    const id = added.body.data.id as number;
    expect((await call(SHIPPER, `/keyArea/getById/${id}`)).body.data).toMatchObject({ name: circle.name, radius: 2000, cityLabel: '唐山市', alarmStatus: '0' });

    for (const [path, body] of [
      [`/keyArea/getById/${id}`, undefined],
      [`/keyArea/delById/${id}`, undefined],
      [`/keyArea/editAreaAlarmStatus/${id}/1`, undefined],
      ['/keyArea/editAreaAlarm', { ids: [id], stopTime: 10, exitTime: 0, mobile: '' }],
      ['/keyArea/save', { ...circle, id, name: '改名' }],
    ] as const) {
      const res = await call(OTHER_SHIPPER, path, body);
      expect(res.body.code, `${path} as another company`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(circle.name);
    }
    const others = await call(OTHER_SHIPPER, '/keyArea/getPage', {});
    expect(others.body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(OTHER_SHIPPER, '/keyArea/getList')).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    // a driver keeps no key areas
    expect((await call(DRIVER, '/keyArea/getPage', {})).body.code).not.toBe(200);
    const [row] = await t.db.select().from(keyAreas).where(eq(keyAreas.id, id));
    expect(row).toMatchObject({ name: circle.name, alarmStatus: '0', deletedAt: null });

    // the owner's colleague-free path: edit, alarm rules, switch, delete — each with a history row
    expect((await save(SHIPPER, { ...circle, id, name: '唐山港二号卸货区' })).body.message).toBe(M.edited);
    const rules = await call(SHIPPER, '/keyArea/editAreaAlarm', { ids: [id], stopTime: 30, exitTime: 60, mobile: '138 0013 8000' });
    expect(rules.body).toMatchObject({ code: 200, message: M.alarmSaved });
    expect((await call(SHIPPER, `/keyArea/getById/${id}`)).body.data).toMatchObject({ alarmStatus: '1', stopTime: 30, exitTime: 60, mobile: '13800138000' });
    expect((await call(SHIPPER, '/keyArea/editAreaAlarm', { ids: [id], stopTime: 30, exitTime: 60, mobile: '12345' })).body.message).toBe(M.mobileInvalid);
    expect((await call(SHIPPER, '/keyArea/editAreaAlarm', { ids: [id], stopTime: 1441, exitTime: 0, mobile: '' })).body.message).toBe(M.stopTimeInvalid);
    expect((await call(SHIPPER, `/keyArea/editAreaAlarmStatus/${id}/1`)).body.code).toBe(400); // already on
    expect((await call(SHIPPER, `/keyArea/editAreaAlarmStatus/${id}/0`)).body).toMatchObject({ code: 200, message: M.alarmOff });
    expect((await call(SHIPPER, `/keyArea/editAreaAlarmStatus/${id}/2`)).body.code).toBe(400);
    expect((await call(SHIPPER, `/keyArea/delById/${id}`)).body).toMatchObject({ code: 200, message: M.deleted });
    expect((await call(SHIPPER, `/keyArea/getById/${id}`)).body.code).toBe(404);
    const moves = await t.db.select().from(keyAreaHistory).where(eq(keyAreaHistory.areaId, id)).orderBy(keyAreaHistory.id);
    expect(moves.map((m) => m.action)).toEqual(['create', 'edit', 'alarm', 'alarm_off', 'delete']);
  });

  it('turns the same alarm on once when two switches race', async () => {
    const id = (await save(SHIPPER, { ...circle, name: '并发开关' })).body.data.id as number;
    const answers = await Promise.all([call(SHIPPER, `/keyArea/editAreaAlarmStatus/${id}/1`), call(SHIPPER, `/keyArea/editAreaAlarmStatus/${id}/1`)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    const moves = await t.db
      .select()
      .from(keyAreaHistory)
      .where(and(eq(keyAreaHistory.areaId, id), eq(keyAreaHistory.action, 'alarm_on')));
    expect(moves).toHaveLength(1);
  });
});

describe('alarms from the position call', () => {
  it('a position of the company’s waybill inside its area raises the enter alarm once, with a message and an SMS; the other company’s list stays empty', async () => {
    const steel = await userOf(SHIPPER);
    const [w] = await t.db
      .select({ id: waybills.id, waybillNo: waybills.waybillNo })
      .from(waybills)
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .where(and(eq(orders.shipperCompanyId, steel.companyId!), inArray(waybills.status, ['START', 'LOAD', 'UNLOAD'])))
      .limit(1);
    const area = (await save(SHIPPER, { ...circle, name: '丰润钢厂装货区', areaType: '1', centerLng: 118.02, centerLat: 39.35, radius: 500 })).body.data
      .id as number;
    await call(SHIPPER, '/keyArea/editAreaAlarm', { ids: [area], stopTime: 0, exitTime: 0, mobile: '13800138001' });
    // 汾河 draws the same circle: its areas never alarm on 钢铁's waybill
    const foreign = (await save(OTHER_SHIPPER, { ...circle, name: '汾河的同一圆', centerLng: 118.02, centerLat: 39.35, radius: 500 })).body.data.id as number;
    await call(OTHER_SHIPPER, '/keyArea/editAreaAlarm', { ids: [foreign], stopTime: 0, exitTime: 0, mobile: '' });

    const reported = await call(CARRIER, '/dispatchOrder/position', { waybillId: w.id, lng: 118.0201, lat: 39.3502, source: 'device' });
    expect(reported.body.code, JSON.stringify(reported.body)).toBe(200);
    // (the seeded demo areas, key-areas-v1, may have alarms of their own on this waybill)
    const alarms = await t.db
      .select()
      .from(keyAreaAlarms)
      .where(and(eq(keyAreaAlarms.waybillId, w.id), inArray(keyAreaAlarms.areaId, [area, foreign])));
    expect(alarms.map((a) => [a.areaId, a.alarmType])).toEqual([[area, '1']]);
    const page = await call(SHIPPER, '/keyArea/alarmPage', { waybillNo: w.waybillNo, areaId: area });
    expect(page.body.data.records).toMatchObject([{ areaName: '丰润钢厂装货区', alarmType: '1', waybillNo: w.waybillNo }]);
    expect((await call(OTHER_SHIPPER, '/keyArea/alarmPage', {})).body.data.total).toBe(0);
    const told = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, steel.id), eq(messages.title, '重点区域报警：进入区域')));
    expect(told.filter((m) => m.content.includes('丰润钢厂装货区'))).toHaveLength(1);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13800138001'));
    expect(sms).toHaveLength(1);
    expect(sms[0].content).toContain(w.waybillNo);
  });
});
