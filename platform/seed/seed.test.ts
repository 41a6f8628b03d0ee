import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dictValues } from '../contract/dictionary-table';
import { CARGO_NUMBER } from '../contract/market/cargo-number';
import { regionName } from '../contract/regions';
import { checkIdCard, PATTERNS } from '../contract/validators';
import { orderMove } from '../contract/orders/schemas';
import { verifyPassword } from '../modules/auth/password';
import { openDatabase, type Database } from '../db/client';
import {
  cargoEntrusts,
  cargoPoints,
  cargoQuotes,
  cargoSources,
  companies,
  complaintHistory,
  complaints,
  diyReports,
  drivers,
  lines,
  orderHistory,
  orders,
  platformInfo,
  platformVersions,
  sysControlParams,
  sysDictData,
  userRoles,
  users,
  vehicles,
  waybillHistory,
  waybills,
} from '../db/schema';
import { DETAIL_RECORDS } from './areas/detail-records';
import { ORDERS, startsWithOrigin } from './demo/orders';
import { DEMO_MOBILES, POLICY_KEYS, seedBulkWaybills, seedCounts, seedDatabase } from '.';

const log = { info: () => {} };
const DAY = 24 * 60 * 60 * 1000;

const EXPECTED_ROLES: Record<string, string[]> = {
  '13800000001': ['individual_shipper'],
  '13800000002': ['enterprise_shipper'],
  '13800000003': ['carrier'],
  '13800000004': ['agent'],
  '13800000005': ['driver', 'individual_agent'],
  '13800000006': ['driver'],
  '13800000007': ['individual_shipper'],
  '13800000008': ['individual_shipper'],
  '13800000009': ['operator'],
  '13800000010': ['enterprise_shipper'],
  '13800000011': ['enterprise_shipper'],
};

let database: Database;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db, { log });
  countsAfterFirst = await seedCounts(database.db);
  await seedDatabase(database.db, { log });
  countsAfterSecond = await seedCounts(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('seedDatabase', () => {
  it('is idempotent: a second run changes no row count', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    // One marker per seed step (demo-v1, plus one per area such as capacity-v1).
    expect(countsAfterFirst.seed_runs).toBeGreaterThanOrEqual(1);
    expect(countsAfterFirst.waybills).toBeGreaterThanOrEqual(20);
    expect(countsAfterFirst.orders).toBeGreaterThanOrEqual(20);
    expect(countsAfterFirst.cargo_sources).toBeGreaterThanOrEqual(30);
  });

  it('creates the eleven demo accounts with their roles', async () => {
    expect(DEMO_MOBILES).toHaveLength(11);
    const rows = await database.db
      .select({ mobile: users.mobile, role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(inArray(users.mobile, Object.keys(EXPECTED_ROLES)));
    const roles: Record<string, string[]> = {};
    for (const r of rows) (roles[r.mobile] ??= []).push(r.role);
    for (const list of Object.values(roles)) list.sort();
    expect(roles).toEqual(EXPECTED_ROLES);
  });

  it('sets up the special accounts', async () => {
    const rows = await database.db
      .select()
      .from(users)
      .where(inArray(users.mobile, Object.keys(EXPECTED_ROLES)));
    const by = Object.fromEntries(rows.map((u) => [u.mobile, u]));

    expect(by['13800000007'].passwordHash).toBeNull();
    expect(by['13800000007'].pwdChangedAt).toBeNull();

    const age = Date.now() - by['13800000011'].pwdChangedAt!.getTime();
    expect(age).toBeGreaterThanOrEqual(199 * DAY);

    expect(by['13800000001']).toMatchObject({ authStatus: '2', individual: 'y', realName: '张伟' });
    expect(checkIdCard(by['13800000001'].idCard)).toBe(true);
    expect(by['13800000002']).toMatchObject({ company: 'y', shipperIdentity: '1,4', signStatus: '1', authStatus: '2' });
    expect(by['13800000005']).toMatchObject({ isDriver: 1, individual: 'y', authStatus: '2' });
    expect(by['13800000008']).toMatchObject({ authStatus: '0', individual: 'n' });
    expect(by['13800000010']).toMatchObject({ employeeNo: 'JD2023001', company: 'y', authStatus: '2' });

    const companyRows = await database.db.select().from(companies);
    const companyName = new Map(companyRows.map((c) => [c.id, c]));
    expect(companyName.get(by['13800000002'].companyId!)?.name).toBe('唐山冀东钢铁贸易有限公司');
    expect(companyName.get(by['13800000003'].companyId!)?.name).toBe('天津顺达物流有限公司');
    expect(companyName.get(by['13800000009'].companyId!)?.kind).toBe('platform');
    expect(companyName.get(by['13800000010'].companyId!)?.name).toBe('河北冀东水泥集团有限责任公司');
  });

  it('hashes the demo password once and it verifies', async () => {
    const rows = await database.db.select({ mobile: users.mobile, hash: users.passwordHash }).from(users);
    const hashes = new Set(rows.filter((r) => r.hash).map((r) => r.hash));
    expect(hashes.size).toBe(1);
    const zhang = rows.find((r) => r.mobile === '13800000001')!;
    expect(await verifyPassword('Demo1234', zhang.hash)).toBe(true);
    expect(await verifyPassword('demo1234', zhang.hash)).toBe(false);
  });

  it('files a pending and a handled complaint of 鲁中 against its carrier, and records release versions (the authorisation matrix checks them)', async () => {
    const [complainant] = await database.db.select().from(users).where(eq(users.mobile, '13800000011'));
    const filed = await database.db.select().from(complaints).where(eq(complaints.complainantUserId, complainant.id));
    expect(filed.map((c) => c.status).sort()).toEqual(['0', '1']);
    for (const c of filed) expect(c.respondentCompanyId).not.toBeNull();
    expect(filed.find((c) => c.status === '1')?.backDesc).toBeTruthy();
    const moves = await database.db
      .select()
      .from(complaintHistory)
      .where(
        inArray(
          complaintHistory.complaintId,
          filed.map((c) => c.id),
        ),
      );
    expect(moves).toHaveLength(3); // two filings, one reply
    expect((await database.db.select().from(platformVersions)).map((v) => v.versionNo).sort()).toEqual(['1.0.0', '1.1.0']);
  });

  it("holds a record for each detail screen the phone crawl opens: the steel shipper's entrust, its opened bid with a quote, an enabled DIY report", async () => {
    const [shipper] = await database.db.select().from(users).where(eq(users.mobile, '13800000002'));
    const entrusted = await database.db
      .select({ goods: cargoSources.goodsName, status: cargoEntrusts.status })
      .from(cargoEntrusts)
      .innerJoin(cargoSources, eq(cargoSources.id, cargoEntrusts.cargoId))
      .where(eq(cargoEntrusts.shipperUserId, shipper.id));
    expect(entrusted.map((e) => e.goods)).toEqual([DETAIL_RECORDS.entrustedGoods]);
    const [bid] = await database.db
      .select()
      .from(cargoSources)
      .where(and(eq(cargoSources.shipperUserId, shipper.id), eq(cargoSources.goodsName, DETAIL_RECORDS.bidGoods)));
    expect([bid.businessType, bid.status, bid.bidStatus]).toEqual(['3', 'published', '2']); // quotes opened, awaiting the award
    expect(await database.db.select().from(cargoQuotes).where(eq(cargoQuotes.cargoId, bid.id))).toHaveLength(1);
    const [report] = await database.db.select().from(diyReports).where(eq(diyReports.name, DETAIL_RECORDS.diyReport));
    expect(report.status).toBe('enabled');
  });

  it('covers every order status and every dispatch status', async () => {
    const orderStatuses = new Set((await database.db.select({ s: orders.status }).from(orders)).map((r) => r.s));
    for (const code of dictValues('order_status')) expect(orderStatuses, code).toContain(code);
    const billStatuses = new Set((await database.db.select({ s: waybills.status }).from(waybills)).map((r) => r.s));
    for (const code of dictValues('dispatch_status')) expect(billStatuses, code).toContain(code);
    const sources = new Set((await database.db.select({ s: orders.source }).from(orders)).map((r) => r.s));
    for (const code of dictValues('order_source')) expect(sources, code).toContain(code);
  });

  it('gives every order and waybill a history that ends in its status', async () => {
    const orderRows = await database.db.select().from(orders);
    const oh = await database.db.select().from(orderHistory).orderBy(orderHistory.createdAt, orderHistory.id);
    for (const o of orderRows) {
      const steps = oh.filter((h) => h.orderId === o.id);
      expect(steps.length, o.orderNo).toBeGreaterThan(0);
      // Only the orders of a source no module makes start at the carrier's answer (demo/orders.ts).
      expect(steps[0].fromStatus, o.orderNo).toBe(startsWithOrigin(o.source) ? null : 'WAITACCEPT');
      expect(steps[steps.length - 1].toStatus, o.orderNo).toBe(o.status);
      for (let i = 1; i < steps.length; i += 1) expect(steps[i].fromStatus).toBe(steps[i - 1].toStatus);
      expect(o.totalFen).toBe(Math.round((o.unitPriceFen * o.weightKg) / 1000));
    }
    // The moves the system makes (no actor) say what the platform says when it makes them.
    const signed = oh.filter((h) => h.action === 'sign' && h.actorUserId === null);
    expect(signed.length).toBeGreaterThan(0);
    for (const h of signed) expect(h.remark).toBe(orderMove('TRANSPORT', 'sign')!.label);
    const billRows = await database.db.select().from(waybills);
    const wh = await database.db.select().from(waybillHistory).orderBy(waybillHistory.createdAt, waybillHistory.id);
    for (const w of billRows) {
      const steps = wh.filter((h) => h.waybillId === w.id);
      expect(steps.length, w.waybillNo).toBeGreaterThan(0);
      expect(steps[steps.length - 1].toStatus, w.waybillNo).toBe(w.status);
    }
  });

  it('keeps waybill weights, freight and times consistent with the status', async () => {
    const rows = await database.db
      .select({ w: waybills, o: orders, node: cargoSources.chargeNode })
      .from(waybills)
      .innerJoin(orders, eq(orders.id, waybills.orderId))
      .innerJoin(cargoSources, eq(cargoSources.id, orders.cargoId));
    const unweighed = new Set(
      (
        await database.db
          .select({ id: waybillHistory.waybillId })
          .from(waybillHistory)
          .where(and(eq(waybillHistory.action, 'unload'), isNull(waybillHistory.weightKg)))
      ).map((h) => h.id),
    );
    expect(unweighed.size).toBe(ORDERS.flatMap((o) => o.waybills ?? []).filter((w) => w.noUnloadWeight).length);
    const now = Date.now();
    for (const { w, o, node } of rows) {
      expect(['WAITLOAD', 'TRANSPORT', 'SIGN', 'COMPLETE']).toContain(o.status);
      const loaded = ['LOAD', 'UNLOAD', 'SIGN', 'REFUSE'].includes(w.status);
      // The consignee refuses an unloaded waybill (WAYBILL_TRANSITIONS): it has both weights, unless its unload weight never came.
      const unloaded = ['UNLOAD', 'SIGN', 'REFUSE'].includes(w.status) && !unweighed.has(w.id);
      expect(w.loadWeightKg !== null, w.waybillNo).toBe(loaded);
      expect(w.unloadWeightKg !== null, w.waybillNo).toBe(unloaded);
      if (unloaded) {
        const loss = (w.loadWeightKg! - w.unloadWeightKg!) / w.loadWeightKg!;
        expect(loss).toBeGreaterThanOrEqual(0.0009);
        expect(loss).toBeLessThanOrEqual(0.0031);
      }
      const nodeWeight = node === 'load' ? w.loadWeightKg : w.unloadWeightKg;
      expect(w.freightFen).toBe(nodeWeight === null ? null : Math.round((o.unitPriceFen * nodeWeight) / 1000));
      expect(w.signedAt !== null).toBe(w.status === 'SIGN');
      expect(w.createdAt.getTime()).toBeLessThan(now);
      expect(w.waybillNo).toMatch(/^PC\d{8}\d{5}$/);
    }
  });

  it('uses real region codes, valid IDs, plates and unique credit codes', async () => {
    const cs = await database.db.select().from(companies);
    expect(new Set(cs.map((c) => c.creditCode)).size).toBe(cs.length);
    for (const c of cs) {
      expect(c.creditCode).toMatch(/^91\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
      expect(regionName(c.districtCode), c.name).not.toBe('');
    }
    for (const c of await database.db.select().from(cargoSources)) {
      expect(regionName(c.originProvince)).not.toBe('');
      expect(regionName(c.originCity)).not.toBe('');
      expect(regionName(c.originDistrict)).not.toBe('');
      expect(regionName(c.destDistrict)).not.toBe('');
      expect(c.vehiclesRemaining).toBeLessThanOrEqual(c.vehicleCount);
      // one format for every cargo, the seed's and the market's (issue 42: HY202611280027 beside HY20261129000052)
      expect(c.sourceNo).toMatch(CARGO_NUMBER);
    }
    for (const p of await database.db.select().from(cargoPoints)) expect(regionName(p.districtCode)).not.toBe('');
    for (const l of await database.db.select().from(lines)) {
      expect(regionName(l.originDistrict)).not.toBe('');
      expect(regionName(l.destDistrict)).not.toBe('');
    }
    for (const d of await database.db.select().from(drivers)) {
      expect(checkIdCard(d.idCard), d.name).toBe(true);
      expect(d.licenceNo).toBe(d.idCard);
    }
    for (const u of await database.db.select().from(users)) if (u.idCard) expect(checkIdCard(u.idCard), u.mobile).toBe(true);
    const vs = await database.db.select().from(vehicles);
    for (const v of vs) {
      const ok = PATTERNS.plateOrdinary.test(v.plateNo) || PATTERNS.plateNewEnergy.test(v.plateNo);
      expect(ok, v.plateNo).toBe(true);
      expect(dictValues('vehicle_type')).toContain(v.vehicleType);
      expect(dictValues('vehicle_length')).toContain(v.vehicleLength);
      expect(dictValues('plate_color')).toContain(v.plateColor);
    }
    const now = Date.now();
    expect(vs.some((v) => v.transportPermitExpiry!.getTime() < now)).toBe(true);
    expect(vs.some((v) => v.transportPermitExpiry!.getTime() > now && v.transportPermitExpiry!.getTime() < now + 30 * DAY)).toBe(true);
    expect(vs.some((v) => v.reviewStatus === '0')).toBe(true);
  });

  it('writes dictionaries, control params and the platform pages', async () => {
    const statuses = await database.db.select().from(sysDictData).where(eq(sysDictData.dictType, 'order_status'));
    expect(statuses.map((s) => s.value).sort()).toEqual([...dictValues('order_status')].sort());
    const black = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sysDictData)
      .where(eq(sysDictData.dictType, 'black_word'));
    expect(black[0].n).toBeGreaterThan(0);

    const params = Object.fromEntries((await database.db.select().from(sysControlParams)).map((p) => [p.key, p.value]));
    expect(params.customer_phone).toBe('400-800-5656');
    expect(params.icp_no).toBe('冀ICP备2023012345号-1');

    const pages = await database.db.select().from(platformInfo);
    const keys = pages.map((p) => p.key);
    for (const key of [...POLICY_KEYS, 'agreement', 'newPrivacyStatement', 'platform']) expect(keys).toContain(key);
    for (const p of pages) {
      expect(p.contentHtml).toContain('<h3>');
      const text = p.contentHtml.replace(/<[^>]+>/g, '');
      expect(text.length, p.key).toBeGreaterThanOrEqual(300);
    }
    expect(pages.find((p) => p.key === 'satisfactionRate')!.contentHtml).toContain('<table>');
  });

  it('keeps an operator-edited control parameter on the next run', async () => {
    await database.db.update(sysControlParams).set({ value: '400-000-0000' }).where(eq(sysControlParams.key, 'customer_phone'));
    await seedDatabase(database.db, { log });
    const [row] = await database.db.select().from(sysControlParams).where(eq(sysControlParams.key, 'customer_phone'));
    expect(row.value).toBe('400-000-0000');
    await database.db.update(sysControlParams).set({ value: '400-800-5656' }).where(eq(sysControlParams.key, 'customer_phone'));
  });
});

describe('seedBulkWaybills', () => {
  it('adds exactly the requested number of waybills with unique numbers', async () => {
    const before = await seedCounts(database.db);
    await seedBulkWaybills(database.db, 2000, { log });
    const after = await seedCounts(database.db);
    expect(after.waybills - before.waybills).toBe(2000);
    expect(after.waybill_history - before.waybill_history).toBe(2000);
    expect(after.orders - before.orders).toBe(1000);
    expect(after.order_history - before.order_history).toBe(1000);
    expect(after.cargo_sources - before.cargo_sources).toBe(500);

    const [dupes] = await database.db.select({ n: sql<number>`count(*) - count(distinct ${waybills.waybillNo})`.mapWith(Number) }).from(waybills);
    expect(dupes.n).toBe(0);

    // A second call continues the numbering without collisions.
    await seedBulkWaybills(database.db, 10, { log });
    const again = await seedCounts(database.db);
    expect(again.waybills - after.waybills).toBe(10);

    const [range] = await database.db
      .select({
        oldest: sql<string>`min(${waybills.createdAt})`,
        newest: sql<string>`max(${waybills.createdAt})`,
      })
      .from(waybills);
    expect(Date.now() - new Date(range.oldest).getTime()).toBeGreaterThan(200 * DAY);
    expect(new Date(range.newest).getTime()).toBeLessThan(Date.now());
  });
});
