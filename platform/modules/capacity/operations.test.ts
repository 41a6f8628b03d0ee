// Capacity operations: the operator's review, the expiry watch and workbench, the offered list and
// dispatchable capacity, organisation units and affiliated vehicle owners.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeIdCard } from '../../seed/factories';
import { cargoQuotes, companies, drivers, messages, orders, users, vehicles, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import type {
  DispatchDriverView,
  DispatchVehicleView,
  OfferView,
  OrgUnitView,
  ReviewItemView,
  VehicleOwnerView,
  VehicleView,
} from '../../contract/capacity/rows';
import { PERMISSION_REFUSED } from '../../http/permissions';
import { checkDispatchable } from './dispatch';
import { sweepExpiries } from './expiry';
import { driverBody, individual, shunda, t, tongjiang, withCapacityPlatform, vehicleBody } from './testing';

withCapacityPlatform();

describe('operator review', () => {
  it('only an operator approves or rejects (with a reason) papers waiting for review; the owner is told', async () => {
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const [v] = await t.db.select().from(vehicles).where(eq(vehicles.plateNo, '津AD15837'));
    expect(v.reviewStatus).toBe('0');
    expect((await t.call('/vehicle/review', { token: shunda, json: { id: v.id, approve: true } })).body).toMatchObject({
      code: 403,
      message: PERMISSION_REFUSED,
    });
    expect((await t.call('/capacityReview/pagination', { token: shunda, json: {} })).body).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
    expect((await t.call(`/capacityReview/vehicle/${v.id}`, { token: tongjiang })).body.code).toBe(403);

    const queue = await t.call('/capacityReview/pagination', { token: operator, json: { kind: 'vehicle' } });
    expect(queue.body.code).toBe(200);
    const waiting = queue.body.data.records.find((r: ReviewItemView) => r.id === v.id);
    expect(waiting).toMatchObject({ kind: 'vehicle', name: '津AD15837', companyName: '天津顺达物流有限公司', reviewStatus: '0' });
    expect(waiting.vehicle.plateNo).toBe('津AD15837');
    expect(queue.body.data.records.every((r: ReviewItemView) => r.reviewStatus === '0')).toBe(true);
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

    const [d] = await t.db.select().from(drivers).where(eq(drivers.mobile, DEMO_ACCOUNTS.driverDengHongliang.mobile));
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
    expect(done.body.data.records.map((r: ReviewItemView) => r.id)).toContain(d.id);
  });

  it('two operators deciding the same vehicle at once: exactly one wins, one message', async () => {
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
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
    const operatorBench = (await t.call('/capacity/workbench', { token: await t.sessionFor(DEMO_ACCOUNTS.operator.mobile) })).body.data;
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
    expect(onlyQuotes.body.data.records.every((r: OfferView) => r.kind === 'quote')).toBe(true);
    expect(onlyQuotes.body.data.total).toBe(quotes.length);
    const first = all.body.data.records[0];
    const byKeyword = await t.call('/offered/pagination', { token: shunda, json: { keyword: first.sourceNo } });
    expect(byKeyword.body.data.records.map((r: OfferView) => r.sourceNo)).toEqual(expect.arrayContaining([first.sourceNo]));
    expect(byKeyword.body.data.records.every((r: OfferView) => r.sourceNo === first.sourceNo)).toBe(true);
    // Another company sees none of them.
    const [tjang] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, (await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.tongjiangCarrier.mobile)))[0].companyId!));
    const theirs = (await t.call('/offered/pagination', { token: tongjiang, json: { pageSize: 100 } })).body.data.records;
    const mineIds = new Set(all.body.data.records.map((r: OfferView) => `${r.kind}${r.id}`));
    expect(theirs.some((r: OfferView) => mineIds.has(`${r.kind}${r.id}`))).toBe(false);
    expect(tjang.id).not.toBe(tj.id);
    expect((await t.call('/offered/pagination', { token: await t.sessionFor(DEMO_ACCOUNTS.operator.mobile), json: {} })).body.code).toBe(400);
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
    expect(available.map((v: DispatchVehicleView) => v.plateNo)).not.toContain('冀B2G796');
    const busy = (await t.call('/dispatch/pagination', { token: shunda, json: { availability: 'busy', pageSize: 100 } })).body.data.records;
    expect(new Set(busy.map((v: DispatchVehicleView) => v.id))).toEqual(busyVehicles);
    expect(busy[0].reason).toMatch(/^运输中（派车单/);
    const blocked = (await t.call('/dispatch/pagination', { token: shunda, json: { availability: 'blocked', pageSize: 100 } })).body.data.records;
    expect(blocked.find((v: DispatchVehicleView) => v.plateNo === '冀B2G796')?.reason).toBe('道路运输证已过期');
    const freeDrivers = (await t.call('/dispatch/pagination', { token: shunda, json: { tab: 'driver', pageSize: 100 } })).body.data.records;
    expect(freeDrivers.length).toBeGreaterThan(0);
    for (const d of freeDrivers) expect(busyDrivers.has(d.id)).toBe(false);
    const busyDriverRows = (await t.call('/dispatch/pagination', { token: shunda, json: { tab: 'driver', availability: 'busy', pageSize: 100 } })).body.data
      .records;
    expect(new Set(busyDriverRows.map((d: DispatchDriverView) => d.id))).toEqual(busyDrivers);
    // Another company's capacity never shows.
    const theirs = (await t.call('/dispatch/pagination', { token: tongjiang, json: { availability: 'all', pageSize: 100 } })).body.data.records;
    expect(theirs.some((v: DispatchVehicleView) => busyVehicles.has(v.id) || v.plateNo === '冀B2G796')).toBe(false);

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
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: busy[0].id, driverId: freeDrivers[0].id }))).toMatch(/正在运输中（派车单/);
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: available[0].id, driverId: busyDriverRows[0].id }))).toMatch(/^司机.+正在运输中/);
    expect(await refusal(checkDispatchable(t.db, owner, { vehicleId: available[0].id, driverId: freeDrivers[0].id }))).toBeNull();
    const [tjang] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.tongjiangCarrier.mobile));
    expect(
      await refusal(checkDispatchable(t.db, { companyId: tjang.companyId, userId: tjang.id }, { vehicleId: available[0].id, driverId: freeDrivers[0].id })),
    ).toBe('车辆不存在或无权操作');
  });
});

describe('organisation units', () => {
  it('seeds the demo carrier an operations department with two fleets', async () => {
    const tree = (await t.call('/orgUnit/tree', { token: shunda })).body.data;
    expect(tree.filter((u: OrgUnitView) => u.path.startsWith('运营部')).map((u: OrgUnitView) => [u.path, u.vehicleCount, u.driverCount])).toEqual([
      ['运营部', 0, 0],
      ['运营部 / 东丽车队', 1, 1],
      ['运营部 / 津南车队', 2, 2],
    ]);
    const owners = (await t.call('/vehicleOwner/pagination', { token: shunda, json: {} })).body.data.records;
    expect(owners.map((o: VehicleOwnerView) => [o.name, o.vehicles.map((v) => v.plateNo)])).toEqual([['孙建国', ['津C51873']]]);
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
      (r: VehicleView) => r.plateNo,
    );
    expect(byDept).toEqual(['津C6F129']);
    expect((await t.call('/driver/pagination', { token: shunda, json: { orgUnitId: String(fleet.body.data.id) } })).body.data.total).toBe(1);
    expect((await t.call('/vehicle/pagination', { token: tongjiang, json: { orgUnitId: String(dept.body.data.id) } })).body.data.total).toBe(0);
    const tree = (await t.call('/orgUnit/tree', { token: shunda })).body.data.filter((u: OrgUnitView) => u.path.startsWith('运输部'));
    expect(tree.map((u: OrgUnitView) => [u.path, u.vehicleCount, u.driverCount, u.childCount])).toEqual([
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
    let view: VehicleOwnerView = (await t.call(`/vehicleOwner/getById/${ownerId}`, { token: shunda })).body.data;
    expect(view.vehicles.map((v) => v.id).sort()).toEqual([a.id, b.id].sort());
    expect((await t.call(`/vehicle/getById/${a.id}`, { token: shunda })).body.data.affiliateOwnerId).toBe(ownerId);
    // Re-binding sets exactly the list: b is released.
    await t.call('/vehicleOwner/bind', { token: shunda, json: { ownerId, vehicleIds: [a.id] } });
    view = (await t.call(`/vehicleOwner/getById/${ownerId}`, { token: shunda })).body.data;
    expect(view.vehicles.map((v) => v.id)).toEqual([a.id]);
    const byPlate = await t.call('/vehicleOwner/pagination', { token: shunda, json: { keyword: a.plateNo } });
    expect(byPlate.body.data.records.map((r: VehicleOwnerView) => r.id)).toEqual([ownerId]);
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
