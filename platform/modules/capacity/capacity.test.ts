// The capacity API of a company: vehicles, drivers, blacklist, lines, imports, frequent carriers
// and partner agents, and that one company cannot reach another's.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeIdCard } from '../../seed/factories';
import { companies, drivers, frequentCarriers, lines, vehicles } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import type { BlacklistView, DriverView, FrequentCarrierView, LineView, VehicleView } from '../../contract/capacity/rows';
import type { PublicLine } from '../../contract/portal/views';
import { chinaToday } from '../../contract/money/bills';
import { ownerOf } from './access';
import { isBlocked } from './blacklist';
import { expiryOf, fromIsoDate, warningsOf } from './views';
import { BAD_ID, driverBody, individual, shunda, t, tongjiang, withCapacityPlatform, vehicleBody } from './testing';

withCapacityPlatform();

describe('vehicles', () => {
  it('lists only the caller company vehicles, filtered and paged', async () => {
    const page = await t.call('/vehicle/pagination', { token: shunda, json: { pageNumber: 1, pageSize: 5 } });
    expect(page.body.code).toBe(200);
    expect(page.body.data.total).toBe(28); // 11 of the demo step, 14 of seed-orders-track (2 kept for driver-phone.spec, 2 for image-viewer.spec), 3 of seed-reporting
    expect(page.body.data.records).toHaveLength(5);
    const plates = (await t.call('/vehicle/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records.map((r: VehicleView) => r.plateNo);
    expect(plates).toContain('津C28561');
    expect(plates).not.toContain('苏B8K265');
    const filtered = await t.call('/vehicle/pagination', { token: shunda, json: { plateNo: 'C285' } });
    expect(filtered.body.data.records.map((r: VehicleView) => r.plateNo)).toEqual(['津C28561']);
    const expired = await t.call('/vehicle/pagination', { token: shunda, json: { expiry: 'expired' } });
    // the demo step's 冀B2G796 and seed-reporting's 津C8R315 (its waybill shows 道路运输证已过期 on /user/waybillPush)
    expect(expired.body.data.records.map((r: VehicleView) => r.plateNo)).toEqual(['津C8R315', '冀B2G796']);
    expect(expired.body.data.records[0].warnings).toContain('道路运输证已过期');
    const soon = await t.call('/vehicle/pagination', { token: shunda, json: { expiry: 'soon' } });
    expect(soon.body.data.records.map((r: VehicleView) => r.plateNo)).toEqual(['津C39072']);
  });

  it('refuses a bad plate with the spec message and saves nothing', async () => {
    const before = (await t.db.select().from(vehicles)).length;
    const bad = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀B1234' }) });
    expect(bad.body).toMatchObject({ code: 400, message: '请输入正确的车牌号' });
    const wrongColor = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀BD12345', plateColor: '2' }) });
    expect(wrongColor.body.message).toBe('新能源车牌的颜色应为渐变绿（小型）或黄绿色（大型）');
    const noType = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ vehicleType: 'ZZZ' }) });
    expect(noType.body.message).toBe('请选择车辆类型');
    const badDate = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ insuranceExpiry: '2030-02-30' }) });
    expect(badDate.body.message).toBe('请输入正确的日期');
    expect((await t.db.select().from(vehicles)).length).toBe(before);
  });

  it('creates, reads, edits and deletes; a plate is unique per company', async () => {
    const created = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀bd12345', plateColor: '94' }) });
    expect(created.body).toMatchObject({ code: 200, message: '车辆已添加' });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ plateNo: '冀BD12345', reviewStatus: '0', transportPermitExpiry: '2030-01-31' });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, id));
    const [company] = await t.db.select().from(companies).where(eq(companies.id, row.ownerCompanyId!));
    expect(company.name).toBe('天津顺达物流有限公司');

    const again = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀BD12345', plateColor: '94' }) });
    expect(again.body).toMatchObject({ code: 400, message: '该车牌号已存在于本企业车辆中，请勿重复添加' });
    // Another company may register the same plate (e.g. after buying the truck).
    const other = await t.call('/vehicle/save', { token: tongjiang, json: vehicleBody({ plateNo: '冀BD12345', plateColor: '94' }) });
    expect(other.body.code).toBe(200);

    const edited = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ id, plateNo: '冀BD12345', plateColor: '94', loadKg: '30000' }) });
    expect(edited.body).toMatchObject({ code: 200, data: { id, loadKg: 30000 } });
    expect((await t.call(`/vehicle/getById/${id}`, { token: shunda })).body.data.loadKg).toBe(30000);

    const removed = await t.call(`/vehicle/deleteById/${id}`, { token: shunda, method: 'POST' });
    expect(removed.body).toMatchObject({ code: 200, message: '车辆已删除' });
    expect((await t.call(`/vehicle/getById/${id}`, { token: shunda })).body.code).toBe(404);
    // The plate is free again after deletion.
    const readd = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀BD12345', plateColor: '94' }) });
    expect(readd.body.code).toBe(200);
  });

  it('keeps a paper valid through the whole day its 有效期至 names, expired from the next day on', async () => {
    // stored at noon of the day: compared with the clock, it read 已过期 from noon of its last valid day
    const lastDay = fromIsoDate('2026-12-01');
    const morning = Date.parse('2026-12-01T08:00:00+08:00');
    const evening = Date.parse('2026-12-01T23:59:59+08:00');
    const nextDay = Date.parse('2026-12-02T00:00:00+08:00');
    expect([morning, evening].map((now) => expiryOf([lastDay], now))).toEqual(['soon', 'soon']);
    expect(warningsOf([['保险', lastDay]], evening)).toEqual(['保险30天内到期']);
    expect(expiryOf([lastDay], nextDay)).toBe('expired');
    expect(warningsOf([['保险', lastDay]], nextDay)).toEqual(['保险已过期']);
    // the 30 days count from the start of today too: today and the 29 days after it, at any hour
    expect(expiryOf([fromIsoDate('2026-12-30')], evening)).toBe('soon');
    expect(expiryOf([fromIsoDate('2026-12-31')], morning)).toBe('valid');

    // the list's filter (SQL) answers the same for a paper ending today, whatever the hour of the run
    const today = chinaToday();
    const saved = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '冀BT0D01', insuranceExpiry: today }) });
    expect(saved.body.code).toBe(200);
    const plates = async (expiry: string) =>
      ((await t.call('/vehicle/pagination', { token: shunda, json: { expiry, plateNo: '冀BT0D01' } })).body.data.records as VehicleView[]).map(
        (v) => v.plateNo,
      );
    expect(await plates('expired')).toEqual([]);
    expect(await plates('soon')).toEqual(['冀BT0D01']);
  });

  it('refuses deleting a vehicle on an unfinished waybill', async () => {
    const [busy] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
    const result = await t.call(`/vehicle/deleteById/${busy.id}`, { token: shunda, method: 'POST' });
    expect(result.body).toMatchObject({ code: 400, message: '该车辆有未完成的派车单，不能删除' });
  });
});

describe('drivers', () => {
  it('refuses a wrong ID-card checksum and saves nothing', async () => {
    const before = (await t.db.select().from(drivers)).length;
    const result = await t.call('/driver/save', { token: shunda, json: driverBody({ idCard: BAD_ID }) });
    expect(result.body).toMatchObject({ code: 400, message: '请输入正确的身份证号码' });
    const badMobile = await t.call('/driver/save', { token: shunda, json: driverBody({ mobile: '12345678901' }) });
    expect(badMobile.body.message).toBe('请输入正确的手机号码');
    expect((await t.db.select().from(drivers)).length).toBe(before);
  });

  it('creates a driver bound to an own vehicle, links an existing driver account, edits and deletes', async () => {
    const [own] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C62480'));
    const [foreign] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '苏B8K265'));
    const refused = await t.call('/driver/save', { token: shunda, json: driverBody({ vehicleId: foreign.id }) });
    expect(refused.body).toMatchObject({ code: 400, message: '绑定的车辆不存在或不属于本企业' });

    const created = await t.call('/driver/save', { token: shunda, json: driverBody({ vehicleId: String(own.id) }) });
    expect(created.body).toMatchObject({ code: 200, data: { plateNo: '津C62480', hasAccount: false } });
    const id = created.body.data.id;
    const dup = await t.call('/driver/save', { token: shunda, json: driverBody({ mobile: '13712345679' }) });
    expect(dup.body.message).toBe('该身份证号的司机已存在，请勿重复添加');

    // 13900000022 has a driver account on the platform.
    const linked = await t.call('/driver/save', { token: shunda, json: driverBody({ id, mobile: DEMO_ACCOUNTS.driverXuWenbin.mobile }) });
    expect(linked.body).toMatchObject({ code: 200, data: { hasAccount: true, mobile: DEMO_ACCOUNTS.driverXuWenbin.mobile } });

    const list = await t.call('/driver/pagination', { token: shunda, json: { name: '李四' } });
    expect(list.body.data.records.map((r: DriverView) => r.id)).toEqual([id]);
    expect((await t.call(`/driver/deleteById/${id}`, { token: shunda, method: 'POST' })).body.code).toBe(200);
    expect((await t.call('/driver/pagination', { token: shunda, json: { name: '李四' } })).body.data.total).toBe(0);
  });
});

describe('authorisation: a second company cannot touch the first company capacity', () => {
  it('refuses reading, editing and deleting another company vehicle by id, and changes nothing', async () => {
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B7M652'));
    const get = await t.call(`/vehicle/getById/${v.id}`, { token: tongjiang });
    expect(get.body).toMatchObject({ code: 404, message: '车辆不存在或无权操作', data: null });
    const edit = await t.call('/vehicle/save', { token: tongjiang, json: vehicleBody({ id: v.id, plateNo: '苏B99999', ownerName: '篡改' }) });
    expect(edit.body).toMatchObject({ code: 404, message: '车辆不存在或无权操作' });
    const del = await t.call(`/vehicle/deleteById/${v.id}`, { token: tongjiang, method: 'POST' });
    expect(del.body.code).toBe(404);
    const byIndividual = await t.call(`/vehicle/getById/${v.id}`, { token: individual });
    expect(byIndividual.body.code).toBe(404);
    const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(after).toEqual(v);
    const theirList = await t.call('/vehicle/pagination', { token: tongjiang, json: { plateNo: '冀B7M652' } });
    expect(theirList.body.data.total).toBe(0);
    const theirExport = await t.call('/vehicle/exportList', { token: tongjiang, json: {} });
    expect(theirExport.body.data.map((r: VehicleView) => r.plateNo)).not.toContain('冀B7M652');
  });

  it('refuses reading, editing and deleting another company driver by id, and changes nothing', async () => {
    const [d] = await t.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.mobile, DEMO_ACCOUNTS.driverTianLixin.mobile)));
    expect((await t.call(`/driver/getById/${d.id}`, { token: tongjiang })).body).toMatchObject({ code: 404, message: '司机不存在或无权操作' });
    const edit = await t.call('/driver/save', { token: tongjiang, json: driverBody({ id: d.id, idCard: makeIdCard('320281', '19800101', '111') }) });
    expect(edit.body.code).toBe(404);
    expect((await t.call(`/driver/deleteById/${d.id}`, { token: tongjiang, method: 'POST' })).body.code).toBe(404);
    expect((await t.call(`/driver/getById/${d.id}`, { token: individual })).body.code).toBe(404);
    const [after] = await t.db.select().from(drivers).where(eq(drivers.id, d.id));
    expect(after).toEqual(d);
  });

  it('keeps an individual agent to their own vehicles', async () => {
    const page = await t.call('/vehicle/pagination', { token: individual, json: {} });
    expect(page.body.data.records.map((r: VehicleView) => r.plateNo).sort()).toEqual(['冀B6R153', '冀B9E726']);
  });

  it('refuses capacity calls without a session', async () => {
    expect((await t.call('/vehicle/pagination', { json: {} })).body.code).toBe(403);
  });
});

describe('blacklist', () => {
  let steel: string; // enterprise shipper 13800000002
  let cement: string; // another shipper company 13800000010

  beforeAll(async () => {
    [steel, cement] = await Promise.all([t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile), t.sessionFor(DEMO_ACCOUNTS.employee.mobile)]);
  });

  it('validates the target with clear messages', async () => {
    const add = (json: unknown) => t.call('/blacklist/save', { token: steel, json });
    expect((await add({ targetType: 'vehicle', plateNo: '冀B1', reason: '多次迟到' })).body.message).toBe('请输入正确的车牌号');
    expect((await add({ targetType: 'driver', idCard: BAD_ID, reason: '多次迟到' })).body.message).toBe('请输入正确的身份证号码');
    expect((await add({ targetType: 'company', company: '不存在的公司', reason: '货损' })).body.message).toBe(
      '未找到该承运企业，请输入完整的企业名称或统一社会信用代码',
    );
    expect((await add({ targetType: 'vehicle', plateNo: '冀B7M652', reason: '' })).body.message).toBe('请输入拉黑原因');
  });

  it('blocks a company, a vehicle and a driver for this shipper only; isBlocked finds them; removal unblocks', async () => {
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B7M652'));
    const [d] = await t.db.select().from(drivers).where(eq(drivers.mobile, DEMO_ACCOUNTS.driverHanChunlei.mobile));
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const [steelUser] = await Promise.all([t.userRow(DEMO_ACCOUNTS.enterpriseShipper.mobile)]);
    const steelCompany = steelUser.companyId!;
    const cementCompany = (await t.userRow(DEMO_ACCOUNTS.employee.mobile)).companyId!;

    expect(await isBlocked(t.db, steelCompany, { companyId: tj.id, vehicleId: v.id, driverId: d.id })).toBeNull();

    const vehicle = await t.call('/blacklist/save', { token: steel, json: { targetType: 'vehicle', plateNo: '冀b7m652', reason: '超载被查' } });
    expect(vehicle.body).toMatchObject({ code: 200, data: { targetType: 'vehicle', targetName: '冀B7M652' } });
    const dup = await t.call('/blacklist/save', { token: steel, json: { targetType: 'vehicle', plateNo: '冀B7M652', reason: '再次' } });
    expect(dup.body.message).toBe('该对象已在黑名单中');
    expect(await isBlocked(t.db, steelCompany, { vehicleId: v.id })).toMatchObject({ type: 'vehicle', name: '冀B7M652', reason: '超载被查' });
    expect(await isBlocked(t.db, cementCompany, { vehicleId: v.id })).toBeNull();

    const driver = await t.call('/blacklist/save', { token: steel, json: { targetType: 'driver', idCard: d.idCard, reason: '私自卸货' } });
    expect(driver.body.data).toMatchObject({ targetType: 'driver', targetName: d.name });
    expect(driver.body.data.idCard).not.toBe(d.idCard);
    expect(await isBlocked(t.db, steelCompany, { driverId: d.id })).toMatchObject({ type: 'driver' });

    const company = await t.call('/blacklist/save', { token: steel, json: { targetType: 'company', company: tj.creditCode, reason: '货损拒赔' } });
    expect(company.body.data).toMatchObject({ targetType: 'company', targetName: '天津顺达物流有限公司' });
    const hit = await isBlocked(t.db, steelCompany, { companyId: tj.id, vehicleId: v.id, driverId: d.id });
    expect(hit).toMatchObject({ type: 'company', message: '该承运企业（天津顺达物流有限公司）已被货主列入黑名单，无法承运' });

    // Another shipper neither sees nor removes these entries.
    expect((await t.call('/blacklist/pagination', { token: cement, json: {} })).body.data.total).toBe(0);
    const list = await t.call('/blacklist/pagination', { token: steel, json: { targetType: 'vehicle', keyword: '7M652' } });
    expect(list.body.data.records.map((r: BlacklistView) => r.targetName)).toEqual(['冀B7M652']);
    const entryId = list.body.data.records[0].id;
    expect((await t.call(`/blacklist/deleteById/${entryId}`, { token: cement, method: 'POST' })).body.code).toBe(404);
    expect(await isBlocked(t.db, steelCompany, { vehicleId: v.id })).not.toBeNull();

    expect((await t.call(`/blacklist/deleteById/${entryId}`, { token: steel, method: 'POST' })).body.code).toBe(200);
    expect(await isBlocked(t.db, steelCompany, { vehicleId: v.id })).toBeNull();
    expect(await isBlocked(t.db, steelCompany, { companyId: tj.id })).toMatchObject({ type: 'company' });
  });

  it('works for an individual shipper through an owner scope', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile);
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B3N907'));
    const add = await t.call('/blacklist/save', { token, json: { targetType: 'vehicle', plateNo: '冀B3N907', reason: '态度恶劣' } });
    expect(add.body.code).toBe(200);
    const user = await t.userRow(DEMO_ACCOUNTS.individualShipper.mobile);
    expect(await isBlocked(t.db, { companyId: null, userId: user.id }, { vehicleId: v.id })).toMatchObject({ type: 'vehicle' });
    expect(await isBlocked(t.db, { companyId: null, userId: user.id + 1 }, { vehicleId: v.id })).toBeNull();
    expect(ownerOf({ user: { ...user }, role: 'individual_shipper', tokenHash: '' })).toEqual({ companyId: null, userId: user.id });
  });
});

describe('lines', () => {
  it('adds a line with regions and a yuan price stored as fen; other companies cannot see it', async () => {
    const bad = await t.call('/line/save', {
      token: shunda,
      json: { originProvince: '13', originCity: '1402', destProvince: '12', destCity: '1201', distanceKm: '150', refPrice: '45' },
    });
    expect(bad.body.message).toBe('请选择正确的省市');
    const badPrice = await t.call('/line/save', {
      token: shunda,
      json: { originProvince: '13', originCity: '1302', destProvince: '12', destCity: '1201', distanceKm: '150', refPrice: '45.678' },
    });
    expect(badPrice.body.message).toBe('请输入正确的金额（最多两位小数）');
    const saved = await t.call('/line/save', {
      token: shunda,
      json: { originProvince: '13', originCity: '1302', destProvince: '12', destCity: '1201', distanceKm: '150', refPrice: '45.5' },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { refPriceFen: 4550, originLabel: '河北省 唐山市', destLabel: '天津市' } });
    const id = saved.body.data.id;
    expect((await t.call(`/line/getById/${id}`, { token: tongjiang })).body.code).toBe(404);
    expect((await t.call(`/line/deleteById/${id}`, { token: tongjiang, method: 'POST' })).body.code).toBe(404);
    expect(
      (
        await t.call('/line/save', {
          token: individual,
          json: { originProvince: '13', originCity: '1302', destProvince: '12', destCity: '1201', distanceKm: '1', refPrice: '1' },
        })
      ).body.message,
    ).toBe('请先完成企业资质认证后再维护线路');
    const publicIds = async () =>
      (await t.call('/line/publicPagination', { json: { originCity: '1302', destCity: '1201' } })).body.data.records.map((r: PublicLine) => r.id);
    expect(await publicIds()).toContain(id);
    expect((await t.call(`/line/deleteById/${id}`, { token: shunda, method: 'POST' })).body.code).toBe(200);
    // Soft delete: gone from the lists and the API, the row (and references to it) stays.
    const [kept] = await t.db.select().from(lines).where(eq(lines.id, id));
    expect(kept.deletedAt).not.toBeNull();
    expect((await t.call(`/line/getById/${id}`, { token: shunda })).body.code).toBe(404);
    expect((await t.call(`/line/deleteById/${id}`, { token: shunda, method: 'POST' })).body.code).toBe(404);
    const listed = (await t.call('/line/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records.map((r: LineView) => r.id);
    expect(listed).not.toContain(id);
    expect(await publicIds()).not.toContain(id);
  });
});

describe('openapi', () => {
  it('documents the capacity endpoints', async () => {
    const res = await t.raw('/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(res.status, JSON.stringify(doc).slice(0, 300)).toBe(200);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api-platform/api/vehicle/pagination', '/api-platform/api/driver/save', '/api-platform/api/blacklist/deleteById/{id}']),
    );
  });
});

describe('seed', () => {
  it('adds the capacity demo data once: licence data, bindings and the steel shipper blacklist', async () => {
    const steel = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const list = await t.call('/blacklist/pagination', { token: steel, json: { keyword: '苏B3L790' } });
    expect(list.body.data.records.map((r: BlacklistView) => r.targetName)).toEqual(['苏B3L790']);
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
    expect(v.vin).toBe('LZZ5BLSJ8KD207431');
    const { seedCapacity } = await import('../../seed/areas/capacity');
    await seedCapacity(t.db, { log: { info: () => undefined } });
    const again = await t.call('/blacklist/pagination', { token: steel, json: { keyword: '苏B3L790' } });
    expect(again.body.data.total).toBe(1);
  });
});

describe('vehicle import', () => {
  it('imports all rows or none, reporting every bad row', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const count = async () => (await t.call('/vehicle/pagination', { token, json: {} })).body.data.total as number;
    const before = await count();
    const bad = await t.call('/vehicle/batchSave', {
      token,
      json: {
        rows: [
          { rowNo: 2, ...vehicleBody({ plateNo: '苏E11111' }) },
          { rowNo: 3, ...vehicleBody({ plateNo: '苏E1111' }) },
          { rowNo: 4, ...vehicleBody({ plateNo: '苏E11111' }) },
          { rowNo: 5, ...vehicleBody({ plateNo: '苏B8K265' }) },
        ],
      },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toBe('导入失败：3行数据有误，请修改后重新导入，本次未导入任何车辆');
    expect(bad.body.data.errors).toEqual([
      { rowNo: 3, messages: ['请输入正确的车牌号'] },
      { rowNo: 4, messages: ['车牌号与第2行重复'] },
      { rowNo: 5, messages: ['该车牌号已存在于本企业车辆中，请勿重复添加'] },
    ]);
    expect(await count()).toBe(before);
    const good = await t.call('/vehicle/batchSave', {
      token,
      json: {
        rows: [
          { rowNo: 2, ...vehicleBody({ plateNo: '苏E11111' }) },
          { rowNo: 3, ...vehicleBody({ plateNo: '苏E22222' }) },
        ],
      },
    });
    expect(good.body).toMatchObject({ code: 200, message: '成功导入2辆车', data: { count: 2 } });
    expect(await count()).toBe(before + 2);
    expect((await t.call('/vehicle/batchSave', { token, json: { rows: [] } })).body.message).toBe('表格中没有车辆数据');
  });
});

describe('driver account link', () => {
  it('shows a driver as registered once a driver account with that mobile exists', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile);
    const id = makeIdCard('320281', '19900202', '135');
    const created = await t.call('/driver/save', { token, json: driverBody({ idCard: id, licenceNo: id, mobile: '13598765432' }) });
    expect(created.body.data.hasAccount).toBe(false);
    const { users } = await import('../../db/schema');
    await t.db.insert(users).values({ mobile: '13598765432', realName: '李四', isDriver: 1 });
    expect((await t.call(`/driver/getById/${created.body.data.id}`, { token })).body.data.hasAccount).toBe(true);
  });
});

describe('frequent carriers', () => {
  it('a shipper adds carriers by name or credit code, sees counts, and only its own entries', async () => {
    const steel = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const cement = await t.sessionFor(DEMO_ACCOUNTS.employee.mobile);
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    // Start from an empty list: the marketplace demo seed gives the steel shipper 顺达 as a frequent carrier.
    await t.db.delete(frequentCarriers).where(eq(frequentCarriers.relation, 'carrier'));
    expect((await t.call('/frequentCarrier/save', { token: steel, json: { company: '' } })).body.message).toBe('请输入企业名称或统一社会信用代码');
    expect((await t.call('/frequentCarrier/save', { token: steel, json: { company: '没有这家公司' } })).body.code).toBe(400);
    const added = await t.call('/frequentCarrier/save', { token: steel, json: { company: tj.creditCode.toLowerCase(), remark: '钢材干线' } });
    expect(added.body).toMatchObject({ code: 200, data: { companyName: '天津顺达物流有限公司' } });
    expect((await t.call('/frequentCarrier/save', { token: steel, json: { company: '天津顺达物流有限公司' } })).body.message).toBe('该企业已在列表中');
    const page = await t.call('/frequentCarrier/pagination', { token: steel, json: {} });
    expect(page.body.data.records).toHaveLength(1);
    expect(page.body.data.records[0]).toMatchObject({ companyName: '天津顺达物流有限公司', remark: '钢材干线', cityLabel: '天津市' });
    expect(page.body.data.records[0].vehicleCount).toBeGreaterThan(5);
    expect(page.body.data.records[0].lineCount).toBeGreaterThan(5);
    // Another shipper company sees none and cannot remove it; a carrier may not use the list.
    expect((await t.call('/frequentCarrier/pagination', { token: cement, json: {} })).body.data.total).toBe(0);
    expect((await t.call(`/frequentCarrier/deleteById/${added.body.data.id}`, { token: cement, method: 'POST' })).body.code).toBe(404);
    expect((await t.call('/frequentCarrier/pagination', { token: shunda, json: {} })).body).toMatchObject({
      code: 400,
      message: '仅货主可以维护合作承运商与经纪人',
    });
    expect((await t.call(`/frequentCarrier/deleteById/${added.body.data.id}`, { token: steel, method: 'POST' })).body.code).toBe(200);
    expect((await t.call('/frequentCarrier/pagination', { token: steel, json: {} })).body.data.total).toBe(0);
  });
});

describe('partner agents', () => {
  it('keeps agents apart from frequent carriers and accepts only agent companies', async () => {
    const steel = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const [agent] = await t.db.select().from(companies).where(eq(companies.name, '石家庄恒通货运代理有限公司'));
    expect((await t.call('/partner/save', { token: steel, json: { company: tj.name } })).body.message).toBe(
      '未找到该经纪人企业，请输入完整的企业名称或统一社会信用代码',
    );
    const added = await t.call('/partner/save', { token: steel, json: { company: agent.name, remark: '石家庄片区' } });
    expect(added.body).toMatchObject({ code: 200, message: '已添加到合作经纪人' });
    expect((await t.call('/partner/pagination', { token: steel, json: {} })).body.data.records.map((r: FrequentCarrierView) => r.companyName)).toEqual([
      agent.name,
    ]);
    const carriers = (await t.call('/frequentCarrier/pagination', { token: steel, json: {} })).body.data.records;
    expect(carriers.map((r: FrequentCarrierView) => r.companyName)).not.toContain(agent.name);
    expect((await t.call(`/frequentCarrier/deleteById/${added.body.data.id}`, { token: steel, method: 'POST' })).body.code).toBe(404);
    const other = await t.sessionFor(DEMO_ACCOUNTS.employee.mobile);
    expect((await t.call(`/partner/deleteById/${added.body.data.id}`, { token: other, method: 'POST' })).body.code).toBe(404);
    expect((await t.call(`/partner/deleteById/${added.body.data.id}`, { token: steel, method: 'POST' })).body.code).toBe(200);
  });
});
