// The demo's key areas (issue 47, seed step key-areas-v1): the steel shipper's three areas are in
// its list with their alarms on, and its loaded trip out of 唐山 has entered and left the steel
// works — alarms the evaluator raised from the trip's own seeded positions, each told as an in-app
// message. Another company sees none of them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyAreaAlarms, messages, seedRuns, users, waybills } from '../../db/schema';
import { DEMO_KEY_AREAS, KEY_AREAS_STEP } from '../../seed/areas/key-areas';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { API_BASE } from '../../app';
import { call, t, tokens, withSignedInPlatform } from '../auth/testing';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER_SHIPPER = DEMO_ACCOUNTS.fenheShipper.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达, the demo trips' carrier: a party of the same waybill
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

withSignedInPlatform([SHIPPER, OTHER_SHIPPER, CARRIER, OPERATOR]);

describe('the demo key areas', () => {
  it('are the steel shipper’s, alarms on, and its trip’s positions raised entering and staying in the steel works', async () => {
    const list = await call(SHIPPER, '/keyArea/getPage', { pageNumber: 1, pageSize: 50 });
    expect(list.body.code).toBe(200);
    const rows = list.body.data.records as { name: string; alarmStatus: string; stopTime: number }[];
    for (const area of DEMO_KEY_AREAS) {
      const row = rows.find((r) => r.name === area.name);
      expect(row, area.name).toBeDefined();
      expect(row!.alarmStatus).toBe('1');
      expect(row!.stopTime).toBe(area.stopTime);
    }
    const [step] = await t.db.select().from(seedRuns).where(eq(seedRuns.step, KEY_AREAS_STEP));
    const raisedBy = (step.detail as { raised: Record<string, number> }).raised;
    expect(Object.keys(raisedBy)).toHaveLength(1);
    const [waybillNo] = Object.keys(raisedBy);

    const alarms = await call(SHIPPER, '/keyArea/alarmPage', { waybillNo, pageNumber: 1, pageSize: 50 });
    const raised = alarms.body.data.records as { areaName: string; alarmType: string; lng: number; lat: number }[];
    const works = raised.filter((a) => a.areaName === DEMO_KEY_AREAS[0].name);
    // Each alarm once per episode: one enter, one stay past 60 minutes, no leave (it is still there).
    expect(works.map((a) => a.alarmType).sort()).toEqual(['1', '3']);

    const [shipper] = await t.db.select().from(users).where(eq(users.mobile, SHIPPER));
    const told = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, shipper.id), eq(messages.title, '重点区域报警：停留超时')));
    expect(told.some((m) => m.content.includes(waybillNo) && m.content.includes(DEMO_KEY_AREAS[0].name))).toBe(true);
    const stored = await t.db.select().from(keyAreaAlarms).where(eq(keyAreaAlarms.ownerCompanyId, shipper.companyId!));
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  it('are no other company’s: 汾河 lists none of them and none of their alarms', async () => {
    const list = await call(OTHER_SHIPPER, '/keyArea/getPage', { pageNumber: 1, pageSize: 50 });
    const names = (list.body.data.records as { name: string }[]).map((r) => r.name);
    for (const area of DEMO_KEY_AREAS) expect(names).not.toContain(area.name);
    const alarms = await call(OTHER_SHIPPER, '/keyArea/alarmPage', { pageNumber: 1, pageSize: 50 });
    for (const a of alarms.body.data.records as { areaName: string }[]) expect(DEMO_KEY_AREAS.map((d) => d.name)).not.toContain(a.areaName);
  });
});

describe('the alarms on the waybill’s track', () => {
  it('shows the shipper its own areas’ alarms where they were raised; the carrier of the same waybill, with no areas there, none; operations all', async () => {
    const [step] = await t.db.select().from(seedRuns).where(eq(seedRuns.step, KEY_AREAS_STEP));
    const [waybillNo] = Object.keys((step.detail as { raised: Record<string, number> }).raised);
    const [w] = await t.db.select({ id: waybills.id }).from(waybills).where(eq(waybills.waybillNo, waybillNo));
    const track = async (mobile: string) => {
      const res = await call(mobile, `/dispatchOrder/track/${w.id}`);
      expect(res.body.code, res.body.message).toBe(200);
      return res.body.data.alarms as { alarmType: string; areaName: string; lng: number; lat: number; at: string }[];
    };
    const stored = await t.db.select().from(keyAreaAlarms).where(eq(keyAreaAlarms.waybillId, w.id));
    const ours = await track(SHIPPER);
    expect(ours.map((a) => [a.areaName, a.alarmType])).toEqual([
      [DEMO_KEY_AREAS[0].name, '1'],
      [DEMO_KEY_AREAS[0].name, '3'],
    ]);
    expect(ours.map((a) => [a.lng, a.lat])).toEqual([...stored].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id).map((a) => [a.lng, a.lat]));
    expect(await track(CARRIER)).toEqual([]);
    expect(await track(OPERATOR)).toHaveLength(stored.length);
  });
});

describe('the map keys (GET /keyArea/getMapKey)', () => {
  it('answers signed-in users only, empty without MAP_AK, the configured keys with it', async () => {
    expect((await t.call('/keyArea/getMapKey')).body.code).toBe(403);
    expect((await call(SHIPPER, '/keyArea/getMapKey')).body).toMatchObject({ code: 200, data: { ak: '', as: '' } });
    const configured = t.makeApp({ MAP_AK: 'test-ak-0123456789', MAP_AS: 'test-as-9876543210' });
    const res = await configured.request(`${API_BASE}/keyArea/getMapKey`, { headers: { authorization: `Bearer ${tokens[SHIPPER]}` } });
    expect(await res.json()).toMatchObject({ code: 200, data: { ak: 'test-ak-0123456789', as: 'test-as-9876543210' } });
    const anonymous = await configured.request(`${API_BASE}/keyArea/getMapKey`);
    const body = (await anonymous.json()) as { code: number; data: unknown };
    expect(body.code).toBe(403);
    expect(JSON.stringify(body)).not.toContain('test-ak');
  });
});
