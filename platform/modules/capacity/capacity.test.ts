import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIdCard } from '../../db/seed';
import { cargoQuotes, companies, drivers, frequentCarriers, lines, messages, orders, users, vehicles, waybills } from '../../db/schema';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { ownerOf } from './access';
import { isBlocked } from './blacklist';
import { sweepExpiries } from './expiry';
import { checkDispatchable } from './dispatch';

let t: TestPlatform;
let shunda: string; // carrier 天津顺达物流 (13800000003)
let tongjiang: string; // second carrier company (13900000021)
let individual: string; // individual agent without a company (13800000005)

const GOOD_ID = makeIdCard('130203', '19900101', '123');
const BAD_ID = GOOD_ID.slice(0, 17) + (GOOD_ID[17] === '1' ? '2' : '1');

const vehicleBody = (over: Record<string, unknown> = {}) => ({
  plateNo: '冀B12345',
  plateColor: '2',
  vehicleType: 'Q11',
  vehicleLength: '13.75',
  loadKg: '32000',
  ownerName: '测试运输公司',
  transportPermitNo: '130207000001',
  transportPermitExpiry: '2030-01-31',
  insuranceExpiry: '2030-06-30',
  ...over,
});

const driverBody = (over: Record<string, unknown> = {}) => ({
  name: '李四',
  mobile: '13712345678',
  idCard: GOOD_ID,
  licenceNo: GOOD_ID,
  licenceClass: 'A2',
  licenceExpiry: '2031-05-01',
  qualificationNo: '130203200901001234',
  ...over,
});

beforeAll(async () => {
  t = await openTestPlatform();
  [shunda, tongjiang, individual] = await Promise.all([t.sessionFor('13800000003'), t.sessionFor('13900000021'), t.sessionFor('13800000005')]);
});

afterAll(async () => {
  await t?.close();
});

describe('vehicles', () => {
  it('lists only the caller company vehicles, filtered and paged', async () => {
    const page = await t.call('/vehicle/pagination', { token: shunda, json: { pageNumber: 1, pageSize: 5 } });
    expect(page.body.code).toBe(200);
    expect(page.body.data.total).toBe(22); // 11 of the demo step, 8 of seed-orders-track, 3 of seed-reporting
    expect(page.body.data.records).toHaveLength(5);
    const plates = (await t.call('/vehicle/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records.map((r: any) => r.plateNo);
    expect(plates).toContain('津C28561');
    expect(plates).not.toContain('苏B8K265');
    const filtered = await t.call('/vehicle/pagination', { token: shunda, json: { plateNo: 'C285' } });
    expect(filtered.body.data.records.map((r: any) => r.plateNo)).toEqual(['津C28561']);
    const expired = await t.call('/vehicle/pagination', { token: shunda, json: { expiry: 'expired' } });
    // the demo step's 冀B2G796 and seed-reporting's 津C8R315 (its waybill shows 道路运输证已过期 on /user/waybillPush)
    expect(expired.body.data.records.map((r: any) => r.plateNo)).toEqual(['津C8R315', '冀B2G796']);
    expect(expired.body.data.records[0].warnings).toContain('道路运输证已过期');
    const soon = await t.call('/vehicle/pagination', { token: shunda, json: { expiry: 'soon' } });
    expect(soon.body.data.records.map((r: any) => r.plateNo)).toEqual(['津C39072']);
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

  it('refuses deleting a vehicle on an unfinished waybill', async () => {
    const [busy] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
    const result = await t.call(`/vehicle/deleteById/${busy.id}`, { token: shunda, method: 'POST' });
    expect(result.body).toMatchObject({ code: 400, message: '该车辆有未完成的运单，不能删除' });
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
    const linked = await t.call('/driver/save', { token: shunda, json: driverBody({ id, mobile: '13900000022' }) });
    expect(linked.body).toMatchObject({ code: 200, data: { hasAccount: true, mobile: '13900000022' } });

    const list = await t.call('/driver/pagination', { token: shunda, json: { name: '李四' } });
    expect(list.body.data.records.map((r: any) => r.id)).toEqual([id]);
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
    expect(theirExport.body.data.map((r: any) => r.plateNo)).not.toContain('冀B7M652');
  });

  it('refuses reading, editing and deleting another company driver by id, and changes nothing', async () => {
    const [d] = await t.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.mobile, '13900000004')));
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
    expect(page.body.data.records.map((r: any) => r.plateNo).sort()).toEqual(['冀B6R153', '冀B9E726']);
  });

  it('refuses capacity calls without a session', async () => {
    expect((await t.call('/vehicle/pagination', { json: {} })).body.code).toBe(403);
  });
});

describe('blacklist', () => {
  let steel: string; // enterprise shipper 13800000002
  let cement: string; // another shipper company 13800000010

  beforeAll(async () => {
    [steel, cement] = await Promise.all([t.sessionFor('13800000002'), t.sessionFor('13800000010')]);
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
    const [d] = await t.db.select().from(drivers).where(eq(drivers.mobile, '13900000005'));
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const [steelUser] = await Promise.all([t.userRow('13800000002')]);
    const steelCompany = steelUser.companyId!;
    const cementCompany = (await t.userRow('13800000010')).companyId!;

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
    expect(list.body.data.records.map((r: any) => r.targetName)).toEqual(['冀B7M652']);
    const entryId = list.body.data.records[0].id;
    expect((await t.call(`/blacklist/deleteById/${entryId}`, { token: cement, method: 'POST' })).body.code).toBe(404);
    expect(await isBlocked(t.db, steelCompany, { vehicleId: v.id })).not.toBeNull();

    expect((await t.call(`/blacklist/deleteById/${entryId}`, { token: steel, method: 'POST' })).body.code).toBe(200);
    expect(await isBlocked(t.db, steelCompany, { vehicleId: v.id })).toBeNull();
    expect(await isBlocked(t.db, steelCompany, { companyId: tj.id })).toMatchObject({ type: 'company' });
  });

  it('works for an individual shipper through an owner scope', async () => {
    const token = await t.sessionFor('13800000001');
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B3N907'));
    const add = await t.call('/blacklist/save', { token, json: { targetType: 'vehicle', plateNo: '冀B3N907', reason: '态度恶劣' } });
    expect(add.body.code).toBe(200);
    const user = await t.userRow('13800000001');
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
      (await t.call('/line/publicPagination', { json: { originCity: '1302', destCity: '1201' } })).body.data.records.map((r: any) => r.id);
    expect(await publicIds()).toContain(id);
    expect((await t.call(`/line/deleteById/${id}`, { token: shunda, method: 'POST' })).body.code).toBe(200);
    // Soft delete: gone from the lists and the API, the row (and references to it) stays.
    const [kept] = await t.db.select().from(lines).where(eq(lines.id, id));
    expect(kept.deletedAt).not.toBeNull();
    expect((await t.call(`/line/getById/${id}`, { token: shunda })).body.code).toBe(404);
    expect((await t.call(`/line/deleteById/${id}`, { token: shunda, method: 'POST' })).body.code).toBe(404);
    const listed = (await t.call('/line/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records.map((r: any) => r.id);
    expect(listed).not.toContain(id);
    expect(await publicIds()).not.toContain(id);
  });
});

describe('openapi', () => {
  it('documents the capacity endpoints', async () => {
    const doc = await t.call('/openapi.json');
    expect(doc.status, JSON.stringify(doc.body).slice(0, 300)).toBe(200);
    const paths = Object.keys((doc.body as any).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api-platform/api/vehicle/pagination', '/api-platform/api/driver/save', '/api-platform/api/blacklist/deleteById/{id}']),
    );
  });
});

describe('seed', () => {
  it('adds the capacity demo data once: licence data, bindings and the steel shipper blacklist', async () => {
    const steel = await t.sessionFor('13800000002');
    const list = await t.call('/blacklist/pagination', { token: steel, json: { keyword: '苏B3L790' } });
    expect(list.body.data.records.map((r: any) => r.targetName)).toEqual(['苏B3L790']);
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津C28561'));
    expect(v.vin).toBe('LZZ5BLSJ8KD207431');
    const { seedCapacity } = await import('../../db/seed-capacity');
    await seedCapacity(t.db, { log: { info: () => undefined } });
    const again = await t.call('/blacklist/pagination', { token: steel, json: { keyword: '苏B3L790' } });
    expect(again.body.data.total).toBe(1);
  });
});

describe('vehicle import', () => {
  it('imports all rows or none, reporting every bad row', async () => {
    const token = await t.sessionFor('13900000021');
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
    const token = await t.sessionFor('13900000021');
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
    const steel = await t.sessionFor('13800000002');
    const cement = await t.sessionFor('13800000010');
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
    const steel = await t.sessionFor('13800000002');
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const [agent] = await t.db.select().from(companies).where(eq(companies.name, '石家庄恒通货运代理有限公司'));
    expect((await t.call('/partner/save', { token: steel, json: { company: tj.name } })).body.message).toBe(
      '未找到该经纪人企业，请输入完整的企业名称或统一社会信用代码',
    );
    const added = await t.call('/partner/save', { token: steel, json: { company: agent.name, remark: '石家庄片区' } });
    expect(added.body).toMatchObject({ code: 200, message: '已添加到合作经纪人' });
    expect((await t.call('/partner/pagination', { token: steel, json: {} })).body.data.records.map((r: any) => r.companyName)).toEqual([agent.name]);
    const carriers = (await t.call('/frequentCarrier/pagination', { token: steel, json: {} })).body.data.records;
    expect(carriers.map((r: any) => r.companyName)).not.toContain(agent.name);
    expect((await t.call(`/frequentCarrier/deleteById/${added.body.data.id}`, { token: steel, method: 'POST' })).body.code).toBe(404);
    const other = await t.sessionFor('13800000010');
    expect((await t.call(`/partner/deleteById/${added.body.data.id}`, { token: other, method: 'POST' })).body.code).toBe(404);
    expect((await t.call(`/partner/deleteById/${added.body.data.id}`, { token: steel, method: 'POST' })).body.code).toBe(200);
  });
});

describe('operator review', () => {
  it('only an operator approves or rejects (with a reason) papers waiting for review; the owner is told', async () => {
    const operator = await t.sessionFor('13800000009');
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津AD15837'));
    expect(v.reviewStatus).toBe('0');
    expect((await t.call('/vehicle/review', { token: shunda, json: { id: v.id, approve: true } })).body).toMatchObject({ code: 400, message: '无权操作' });
    expect((await t.call('/capacityReview/pagination', { token: shunda, json: {} })).body).toMatchObject({ code: 400, message: '无权操作' });
    expect((await t.call(`/capacityReview/vehicle/${v.id}`, { token: tongjiang })).body.code).toBe(400);

    const queue = await t.call('/capacityReview/pagination', { token: operator, json: { kind: 'vehicle' } });
    expect(queue.body.code).toBe(200);
    const waiting = queue.body.data.records.find((r: any) => r.id === v.id);
    expect(waiting).toMatchObject({ kind: 'vehicle', name: '津AD15837', companyName: '天津顺达物流有限公司', reviewStatus: '0' });
    expect(waiting.vehicle.plateNo).toBe('津AD15837');
    expect(queue.body.data.records.every((r: any) => r.reviewStatus === '0')).toBe(true);
    expect((await t.call(`/capacityReview/vehicle/${v.id}`, { token: operator })).body.data.name).toBe('津AD15837');

    expect((await t.call('/vehicle/review', { token: operator, json: { id: v.id, approve: true } })).body).toMatchObject({ code: 200, message: '审核通过' });
    expect((await t.call(`/vehicle/getById/${v.id}`, { token: shunda })).body.data.reviewStatus).toBe('1');
    // Decided once: a second decision is refused, not overwritten.
    expect((await t.call('/vehicle/review', { token: operator, json: { id: v.id, approve: false, reason: '迟到的驳回' } })).body).toMatchObject({
      code: 400,
      message: '该资料已审核，请刷新后查看',
    });
    const approvedMsg = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, v.ownerUserId), eq(messages.title, '车辆津AD15837资料审核通过')));
    expect(approvedMsg).toHaveLength(1);
    expect(approvedMsg[0].link).toBe(`/logistics/vehicleDetail?id=${v.id}`);

    const [d] = await t.db.select().from(drivers).where(eq(drivers.mobile, '13900000008'));
    expect((await t.call('/driver/review', { token: operator, json: { id: d.id, approve: false } })).body).toMatchObject({
      code: 400,
      message: '请输入驳回原因',
    });
    const rejected = await t.call('/driver/review', { token: operator, json: { id: d.id, approve: false, reason: '驾驶证照片不清晰' } });
    expect(rejected.body.message).toBe('已驳回');
    const seen = (await t.call(`/driver/getById/${d.id}`, { token: shunda })).body.data;
    expect(seen).toMatchObject({ reviewStatus: '2', reviewRemark: '驾驶证照片不清晰' });
    const [note] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, d.ownerUserId), eq(messages.title, `司机${d.name}资料审核未通过`)));
    expect(note.content).toContain('驾驶证照片不清晰');
    expect((await t.call('/driver/review', { token: operator, json: { id: 999999, approve: true } })).body.code).toBe(404);
    const done = await t.call('/capacityReview/pagination', { token: operator, json: { kind: 'driver', reviewStatus: '2', keyword: d.name } });
    expect(done.body.data.records.map((r: any) => r.id)).toContain(d.id);
  });

  it('two operators deciding the same vehicle at once: exactly one wins, one message', async () => {
    const operator = await t.sessionFor('13800000009');
    const created = await t.call('/vehicle/save', { token: tongjiang, json: vehicleBody({ plateNo: '苏B7R301' }) });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const results = await Promise.all([
      t.call('/vehicle/review', { token: operator, json: { id, approve: true } }),
      t.call('/vehicle/review', { token: operator, json: { id, approve: false, reason: '行驶证不符' } }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400]);
    const notes = await t.db
      .select()
      .from(messages)
      .where(sql`${messages.title} like '车辆苏B7R301%'`);
    expect(notes).toHaveLength(1);
    // An edit sends the papers back to the queue.
    expect(
      (await t.call('/vehicle/save', { token: tongjiang, json: vehicleBody({ id, plateNo: '苏B7R301', ownerName: '新车主' }) })).body.data.reviewStatus,
    ).toBe('0');
  });
});

describe('expiry watch', () => {
  it('sends one message per document per expiry date, however often it runs; the workbench counts per owner', async () => {
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B2G796'));
    const before = await t.db.select().from(messages).where(eq(messages.userId, v.ownerUserId));
    const sent = await sweepExpiries(t.db);
    expect(sent).toBeGreaterThan(0);
    const after = await t.db.select().from(messages).where(eq(messages.userId, v.ownerUserId));
    const expiredPermit = after.filter((m) => m.title === '车辆冀B2G796的道路运输证已过期');
    expect(expiredPermit).toHaveLength(1);
    expect(expiredPermit[0]).toMatchObject({ type: 'system', link: `/logistics/vehicleDetail?id=${v.id}` });
    expect(after.some((m) => m.title === '车辆津C39072的行驶证检验即将到期')).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
    // Again (a restart, the next day): nothing new.
    expect(await sweepExpiries(t.db)).toBe(0);
    expect((await t.db.select().from(messages).where(eq(messages.userId, v.ownerUserId))).length).toBe(after.length);
    // Concurrent sweeps cannot both send.
    const body = vehicleBody({ plateNo: '冀B3X771', transportPermitExpiry: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) });
    expect((await t.call('/vehicle/save', { token: tongjiang, json: body })).body.code).toBe(200);
    const counts = await Promise.all([sweepExpiries(t.db), sweepExpiries(t.db)]);
    expect(counts[0] + counts[1]).toBe(1);
    const permitMsgs = await t.db.select().from(messages).where(eq(messages.title, '车辆冀B3X771的道路运输证即将到期'));
    expect(permitMsgs).toHaveLength(1);
    // A renewed (new) date that is again close warns again, once.
    const [renewed] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B3X771'));
    const again = { ...body, id: renewed.id, transportPermitExpiry: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10) };
    expect((await t.call('/vehicle/save', { token: tongjiang, json: again })).body.code).toBe(200);
    expect(await sweepExpiries(t.db)).toBe(1);
    expect(await sweepExpiries(t.db)).toBe(0);

    const shundaBench = (await t.call('/capacity/workbench', { token: shunda })).body.data;
    expect(shundaBench.expiry.vehicles).toEqual({ expired: 2, soon: 1 }); // 冀B2G796 and seed-reporting's 津C8R315
    expect(shundaBench.pendingReview).toBeNull();
    const tongjiangBench = (await t.call('/capacity/workbench', { token: tongjiang })).body.data;
    expect(tongjiangBench.expiry.vehicles.soon).toBe(1); // its own 冀B3X771 only
    expect(tongjiangBench.expiry.vehicles.expired).toBe(0);
    const operatorBench = (await t.call('/capacity/workbench', { token: await t.sessionFor('13800000009') })).body.data;
    expect(operatorBench.expiry).toBeNull();
    expect(operatorBench.pendingReview.vehicles).toBeGreaterThan(0);
  });
});

describe('offered list and dispatch', () => {
  it('lists only the caller side quotes and grabs, filtered by kind and keyword', async () => {
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const quotes = await t.db.select().from(cargoQuotes).where(eq(cargoQuotes.bidderCompanyId, tj.id));
    const grabs = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.carrierCompanyId, tj.id), eq(orders.source, '1')));
    const all = await t.call('/offered/pagination', { token: shunda, json: { pageSize: 100 } });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBe(quotes.length + grabs.length);
    expect(all.body.data.total).toBeGreaterThan(0);
    const onlyQuotes = await t.call('/offered/pagination', { token: shunda, json: { kind: 'quote', pageSize: 100 } });
    expect(onlyQuotes.body.data.records.every((r: any) => r.kind === 'quote')).toBe(true);
    expect(onlyQuotes.body.data.total).toBe(quotes.length);
    const first = all.body.data.records[0];
    const byKeyword = await t.call('/offered/pagination', { token: shunda, json: { keyword: first.sourceNo } });
    expect(byKeyword.body.data.records.map((r: any) => r.sourceNo)).toEqual(expect.arrayContaining([first.sourceNo]));
    expect(byKeyword.body.data.records.every((r: any) => r.sourceNo === first.sourceNo)).toBe(true);
    // Another company sees none of them.
    const [tjang] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, (await t.db.select().from(users).where(eq(users.mobile, '13900000021')))[0].companyId!));
    const theirs = (await t.call('/offered/pagination', { token: tongjiang, json: { pageSize: 100 } })).body.data.records;
    const mineIds = new Set(all.body.data.records.map((r: any) => `${r.kind}${r.id}`));
    expect(theirs.some((r: any) => mineIds.has(`${r.kind}${r.id}`))).toBe(false);
    expect(tjang.id).not.toBe(tj.id);
    expect((await t.call('/offered/pagination', { token: await t.sessionFor('13800000009'), json: {} })).body.code).toBe(400);
  });

  it('offers for dispatch only vehicles with a valid permit and drivers not on an active waybill', async () => {
    const [tj] = await t.db.select().from(companies).where(eq(companies.name, '天津顺达物流有限公司'));
    const active = await t.db
      .select({ vehicleId: waybills.vehicleId, driverId: waybills.driverId })
      .from(waybills)
      .where(and(eq(waybills.carrierCompanyId, tj.id), inArray(waybills.status, ['CREATED', 'START', 'LOAD', 'UNLOAD'])));
    expect(active.length).toBeGreaterThan(0);
    const busyVehicles = new Set(active.map((a) => a.vehicleId));
    const busyDrivers = new Set(active.map((a) => a.driverId));
    const available = (await t.call('/dispatch/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records;
    expect(available.length).toBeGreaterThan(0);
    for (const v of available) {
      expect(busyVehicles.has(v.id)).toBe(false);
      expect(v.availability).toBe('available');
      expect(v.transportPermitExpiry >= new Date().toISOString().slice(0, 10)).toBe(true);
    }
    expect(available.map((v: any) => v.plateNo)).not.toContain('冀B2G796');
    const busy = (await t.call('/dispatch/pagination', { token: shunda, json: { availability: 'busy', pageSize: 100 } })).body.data.records;
    expect(new Set(busy.map((v: any) => v.id))).toEqual(busyVehicles);
    expect(busy[0].reason).toMatch(/^运输中（运单/);
    const blocked = (await t.call('/dispatch/pagination', { token: shunda, json: { availability: 'blocked', pageSize: 100 } })).body.data.records;
    expect(blocked.find((v: any) => v.plateNo === '冀B2G796')?.reason).toBe('道路运输证已过期');
    const freeDrivers = (await t.call('/dispatch/pagination', { token: shunda, json: { tab: 'driver', pageSize: 100 } })).body.data.records;
    expect(freeDrivers.length).toBeGreaterThan(0);
    for (const d of freeDrivers) expect(busyDrivers.has(d.id)).toBe(false);
    const busyDriverRows = (await t.call('/dispatch/pagination', { token: shunda, json: { tab: 'driver', availability: 'busy', pageSize: 100 } })).body.data
      .records;
    expect(new Set(busyDriverRows.map((d: any) => d.id))).toEqual(busyDrivers);
    // Another company's capacity never shows.
    const theirs = (await t.call('/dispatch/pagination', { token: tongjiang, json: { availability: 'all', pageSize: 100 } })).body.data.records;
    expect(theirs.some((v: any) => busyVehicles.has(v.id) || v.plateNo === '冀B2G796')).toBe(false);

    // The waybill module's check: the reason, or nothing when both may go.
    const owner = { companyId: tj.id, userId: 0 };
    const refusal = (p: Promise<void>) =>
      p.then(
        () => null,
        (e: Error) => e.message,
      );
    const [expiredPermit] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '冀B2G796'));
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: expiredPermit.id, driverId: freeDrivers[0].id }))).toBe(
      '车辆冀B2G796的道路运输证已过期，不能派车',
    );
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: busy[0].id, driverId: freeDrivers[0].id }))).toMatch(/正在运输中（运单/);
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: available[0].id, driverId: busyDriverRows[0].id }))).toMatch(/^司机.+正在运输中/);
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: available[0].id, driverId: freeDrivers[0].id }))).toBeNull();
    const [tjang] = await t.db.select().from(users).where(eq(users.mobile, '13900000021'));
    expect(
      await refusal(checkDispatchable(t.db, { companyId: tjang.companyId, userId: tjang.id }, { vehicleId: available[0].id, driverId: freeDrivers[0].id })),
    ).toBe('车辆不存在或无权操作');
  });
});

describe('organisation units', () => {
  it('seeds the demo carrier an operations department with two fleets', async () => {
    const tree = (await t.call('/orgUnit/tree', { token: shunda })).body.data;
    expect(tree.filter((u: any) => u.path.startsWith('运营部')).map((u: any) => [u.path, u.vehicleCount, u.driverCount])).toEqual([
      ['运营部', 0, 0],
      ['运营部 / 东丽车队', 1, 1],
      ['运营部 / 津南车队', 2, 2],
    ]);
    const owners = (await t.call('/vehicleOwner/pagination', { token: shunda, json: {} })).body.data.records;
    expect(owners.map((o: any) => [o.name, o.vehicles.map((v: any) => v.plateNo)])).toEqual([['孙建国', ['津C51873']]]);
  });

  it('keeps a per-company tree, assigns vehicles and drivers, filters lists by a branch', async () => {
    const dept = await t.call('/orgUnit/save', {
      token: shunda,
      json: { name: '运输部', kind: 'department', leaderName: '张经理', leaderMobile: '13712340001' },
    });
    expect(dept.body).toMatchObject({ code: 200, message: '机构已添加', data: { depth: 0, path: '运输部' } });
    const fleet = await t.call('/orgUnit/save', { token: shunda, json: { name: '一车队', kind: 'fleet', parentId: String(dept.body.data.id) } });
    expect(fleet.body.data).toMatchObject({ depth: 1, path: '运输部 / 一车队' });
    expect((await t.call('/orgUnit/save', { token: shunda, json: { name: 'x', kind: 'unit' } })).body.message).toBe('请选择机构类型');
    expect((await t.call('/orgUnit/save', { token: shunda, json: { name: 'x', kind: 'fleet', leaderMobile: '123' } })).body.message).toBe(
      '请输入正确的手机号码',
    );
    // No cycles: the department may not move under its own fleet.
    const cycle = await t.call('/orgUnit/save', {
      token: shunda,
      json: { id: String(dept.body.data.id), name: '运输部', kind: 'department', parentId: String(fleet.body.data.id) },
    });
    expect(cycle.body).toMatchObject({ code: 400, message: '不能把机构放到它自己或它的下级机构之下' });
    // Another company: cannot see, use, edit or delete the units.
    expect((await t.call('/orgUnit/tree', { token: tongjiang })).body.data).toEqual([]);
    expect((await t.call('/orgUnit/save', { token: tongjiang, json: { name: '偷', kind: 'fleet', parentId: String(dept.body.data.id) } })).body.message).toBe(
      '上级机构不存在或不属于本企业',
    );
    expect((await t.call('/orgUnit/save', { token: tongjiang, json: { id: String(fleet.body.data.id), name: '改', kind: 'fleet' } })).body.code).toBe(404);
    expect((await t.call(`/orgUnit/deleteById/${fleet.body.data.id}`, { token: tongjiang, method: 'POST' })).body.code).toBe(404);
    expect(
      (await t.call('/vehicle/save', { token: tongjiang, json: vehicleBody({ plateNo: '苏B5Q118', orgUnitId: String(fleet.body.data.id) }) })).body,
    ).toMatchObject({
      code: 400,
      message: '所属机构不存在或不属于本企业',
    });
    expect((await t.call('/orgUnit/save', { token: individual, json: { name: '我的车队', kind: 'fleet' } })).body.message).toBe(
      '请先完成企业资质认证后再维护组织机构',
    );

    // Assign a vehicle and a driver to the fleet; the department's filter shows its whole branch.
    const v = await t.call('/vehicle/save', { token: shunda, json: vehicleBody({ plateNo: '津C6F129', orgUnitId: String(fleet.body.data.id) }) });
    expect(v.body.data.orgUnitId).toBe(fleet.body.data.id);
    const d = await t.call('/driver/save', {
      token: shunda,
      json: driverBody({
        mobile: '13712345601',
        idCard: makeIdCard('120101', '19850305', '231'),
        licenceNo: 'A1234567',
        orgUnitId: String(fleet.body.data.id),
      }),
    });
    expect(d.body.code).toBe(200);
    const byDept = (await t.call('/vehicle/pagination', { token: shunda, json: { orgUnitId: String(dept.body.data.id) } })).body.data.records.map(
      (r: any) => r.plateNo,
    );
    expect(byDept).toEqual(['津C6F129']);
    expect((await t.call('/driver/pagination', { token: shunda, json: { orgUnitId: String(fleet.body.data.id) } })).body.data.total).toBe(1);
    expect((await t.call('/vehicle/pagination', { token: tongjiang, json: { orgUnitId: String(dept.body.data.id) } })).body.data.total).toBe(0);
    const tree = (await t.call('/orgUnit/tree', { token: shunda })).body.data.filter((u: any) => u.path.startsWith('运输部'));
    expect(tree.map((u: any) => [u.path, u.vehicleCount, u.driverCount, u.childCount])).toEqual([
      ['运输部', 0, 0, 1],
      ['运输部 / 一车队', 1, 1, 0],
    ]);
    // A unit with members or children is not deleted.
    expect((await t.call(`/orgUnit/deleteById/${fleet.body.data.id}`, { token: shunda, method: 'POST' })).body.message).toBe(
      '该机构下还有下级机构、车辆或司机，请先移走后再删除',
    );
    expect((await t.call(`/orgUnit/deleteById/${dept.body.data.id}`, { token: shunda, method: 'POST' })).body.code).toBe(400);
  });
});

describe('vehicle owners (挂靠)', () => {
  it('adds owners with checked ID numbers and binds exactly the listed own vehicles', async () => {
    const personId = makeIdCard('120101', '19800101', '512');
    const bad = await t.call('/vehicleOwner/save', {
      token: shunda,
      json: { kind: 'person', name: '王车主', idNo: personId.slice(0, 17) + (personId[17] === '1' ? '2' : '1'), mobile: '13712340002' },
    });
    expect(bad.body.message).toBe('请输入正确的身份证号码');
    expect(
      (await t.call('/vehicleOwner/save', { token: shunda, json: { kind: 'company', name: '某公司', idNo: '91120000MA05X0XX0X', mobile: '13712340002' } })).body
        .message,
    ).toBe('请输入正确的统一社会信用代码');
    const saved = await t.call('/vehicleOwner/save', {
      token: shunda,
      json: { kind: 'person', name: '王车主', idNo: personId, mobile: '13712340002', agreementNo: 'GK-2025-001', agreementExpiry: '2027-12-31' },
    });
    expect(saved.body).toMatchObject({ code: 200, message: '车主已添加' });
    const ownerId = saved.body.data.id;
    expect(
      (await t.call('/vehicleOwner/save', { token: shunda, json: { kind: 'person', name: '重复', idNo: personId, mobile: '13712340003' } })).body.message,
    ).toBe('该证件号的车主已存在');

    const plates = (await t.call('/vehicle/pagination', { token: shunda, json: { pageSize: 100 } })).body.data.records;
    const [a, b] = plates;
    const bind = await t.call('/vehicleOwner/bind', { token: shunda, json: { ownerId, vehicleIds: [a.id, b.id] } });
    expect(bind.body).toMatchObject({ code: 200, data: { count: 2 } });
    let view = (await t.call(`/vehicleOwner/getById/${ownerId}`, { token: shunda })).body.data;
    expect(view.vehicles.map((v: any) => v.id).sort()).toEqual([a.id, b.id].sort());
    expect((await t.call(`/vehicle/getById/${a.id}`, { token: shunda })).body.data.affiliateOwnerId).toBe(ownerId);
    // Re-binding sets exactly the list: b is released.
    await t.call('/vehicleOwner/bind', { token: shunda, json: { ownerId, vehicleIds: [a.id] } });
    view = (await t.call(`/vehicleOwner/getById/${ownerId}`, { token: shunda })).body.data;
    expect(view.vehicles.map((v: any) => v.id)).toEqual([a.id]);
    const byPlate = await t.call('/vehicleOwner/pagination', { token: shunda, json: { keyword: a.plateNo } });
    expect(byPlate.body.data.records.map((r: any) => r.id)).toEqual([ownerId]);
    expect((await t.call(`/vehicleOwner/deleteById/${ownerId}`, { token: shunda, method: 'POST' })).body.message).toBe(
      '该车主名下还有绑定的车辆，请先解绑后再删除',
    );

    // Another company: not its owner, not its vehicles.
    expect((await t.call(`/vehicleOwner/getById/${ownerId}`, { token: tongjiang })).body.code).toBe(404);
    expect((await t.call('/vehicleOwner/bind', { token: tongjiang, json: { ownerId, vehicleIds: [] } })).body.code).toBe(404);
    expect((await t.call('/vehicleOwner/pagination', { token: tongjiang, json: {} })).body.data.total).toBe(0);
    const theirs = await t.call('/vehicleOwner/save', { token: tongjiang, json: { kind: 'person', name: '李车主', idNo: personId, mobile: '13712340009' } });
    expect(theirs.body.code).toBe(200);
    expect((await t.call('/vehicleOwner/bind', { token: tongjiang, json: { ownerId: theirs.body.data.id, vehicleIds: [a.id] } })).body.message).toBe(
      '部分车辆不存在或不属于本企业',
    );
    expect((await t.call(`/vehicle/getById/${a.id}`, { token: shunda })).body.data.affiliateOwnerId).toBe(ownerId);

    await t.call('/vehicleOwner/bind', { token: shunda, json: { ownerId, vehicleIds: [] } });
    expect((await t.call(`/vehicleOwner/deleteById/${ownerId}`, { token: shunda, method: 'POST' })).body.code).toBe(200);
    expect((await t.call(`/vehicleOwner/getById/${ownerId}`, { token: shunda })).body.code).toBe(404);
  });
});
