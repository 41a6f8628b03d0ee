import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, drivers, vehicles, waybills } from '../../db/schema';
import { nextIp, t, withTestPlatform } from '../auth/testing';
import { platformStats } from './home';

withTestPlatform();

describe('lines', () => {
  it('lists verified carriers lines, filters by route and by a city on either end', async () => {
    const all = await t.call('/line/publicPagination', { json: { pageSize: 50 } });
    expect(all.body.code).toBe(200);
    expect(all.body.data.records.length).toBeGreaterThan(0);
    const tangshan = await t.call('/line/publicPagination', { json: { originProvince: '13', originCity: '1302', pageSize: 50 } });
    expect(tangshan.body.data.records.every((l: { origin: string }) => l.origin.startsWith('唐山市'))).toBe(true);
    const touching = await t.call('/line/publicPagination', { json: { city: '1302', pageSize: 50 } });
    expect(touching.body.data.records.length).toBeGreaterThanOrEqual(tangshan.body.data.records.length);
    expect(
      touching.body.data.records.every((l: { origin: string; destination: string }) => l.origin.startsWith('唐山市') || l.destination.startsWith('唐山市')),
    ).toBe(true);
    expect((await t.call('/line/publicPagination', { json: { city: '12345' } })).body).toMatchObject({ code: 400, message: '城市不正确' });
    expect((await t.call('/line/publicPagination', { json: { destProvince: '13', destCity: '3205' } })).body).toMatchObject({
      code: 400,
      message: '目的城市不属于所选省份',
    });
  });
});

describe('company profile', () => {
  it('counts only the vehicles and drivers that are not deleted, on the profile and in the home page counts', async () => {
    const [vehicle] = await t.db.select().from(vehicles).where(isNull(vehicles.deletedAt)).limit(1);
    const [driver] = await t.db.select().from(drivers).where(eq(drivers.ownerCompanyId, vehicle.ownerCompanyId!)).limit(1);
    const before = (await t.call(`/company/profile/${vehicle.ownerCompanyId}`)).body.data;
    // The home page's endpoint caches its counts for a minute; the counting itself is checked here.
    const statsBefore = await platformStats(t.db);
    await t.db.update(vehicles).set({ deletedAt: new Date() }).where(eq(vehicles.id, vehicle.id));
    await t.db.update(drivers).set({ deletedAt: new Date() }).where(eq(drivers.id, driver.id));
    const after = (await t.call(`/company/profile/${vehicle.ownerCompanyId}`)).body.data;
    expect([after.vehicleCount, after.driverCount]).toEqual([before.vehicleCount - 1, before.driverCount - 1]);
    const statsAfter = await platformStats(t.db);
    expect([statsAfter.vehicles, statsAfter.drivers]).toEqual([statsBefore.vehicles - 1, statsBefore.drivers - 1]);
    await t.db.update(vehicles).set({ deletedAt: null }).where(eq(vehicles.id, vehicle.id));
    await t.db.update(drivers).set({ deletedAt: null }).where(eq(drivers.id, driver.id));
  });

  it('shows a company with counts, lines and its certification state; unknown is 404', async () => {
    const line = (await t.call('/line/publicPagination', { json: { pageSize: 10 } })).body.data.records[0];
    const profile = await t.call(`/company/profile/${line.companyId}`);
    expect(profile.body.code).toBe(200);
    expect(profile.body.data).toMatchObject({ id: line.companyId, name: line.companyName, authStatus: '2' });
    expect(profile.body.data.lineCount).toBeGreaterThan(0);
    expect(profile.body.data.lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(profile.body.data)).not.toMatch(/contact|1[3-9]\d{9}/i);

    const [unverified] = await t.db
      .insert(companies)
      .values({
        name: '未认证物流有限公司',
        creditCode: '91130203TEST00001X',
        kind: 'carrier',
        provinceCode: '13',
        cityCode: '1302',
        address: '唐山',
        contactName: '某人',
        contactPhone: '13912345678',
        authStatus: '0',
      })
      .returning({ id: companies.id });
    const pending = await t.call(`/company/profile/${unverified!.id}`);
    expect(pending.body.data).toMatchObject({ name: '未认证物流有限公司', authStatus: '0', vehicleCount: 0, lines: [] });
    expect(JSON.stringify(pending.body.data)).not.toContain('13912345678');
    expect((await t.call('/company/profile/999999')).body).toMatchObject({ code: 404, message: '企业不存在' });
    expect((await t.call('/company/profile/x')).body).toMatchObject({ code: 400, message: '企业不存在' });
  });
});

describe('waybill progress', () => {
  it('answers the right number and phone tail with progress only; any wrong pair gets one message', async () => {
    const [w] = await t.db.select().from(waybills).where(eq(waybills.status, 'SIGN')).limit(1);
    const tail = w!.consigneePhone.slice(-4);
    const ip = nextIp();
    const good = await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: w!.waybillNo, phoneTail: tail } });
    expect(good.body.code).toBe(200);
    expect(good.body.data).toMatchObject({ waybillNo: w!.waybillNo, status: 'SIGN' });
    expect(good.body.data.history.length).toBeGreaterThan(1);
    expect(JSON.stringify(good.body.data)).not.toContain(w!.consigneePhone);
    expect(JSON.stringify(good.body.data)).not.toContain(w!.consigneeName);

    const wrongTail = tail === '0000' ? '1111' : '0000';
    const wrong = await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: w!.waybillNo, phoneTail: wrongTail } });
    const unknown = await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: 'NOPE123', phoneTail: tail } });
    expect(wrong.body).toEqual({ code: 404, message: '派车单号或手机号后四位不正确，请核对后重试', data: null });
    expect(unknown.body).toEqual(wrong.body);

    expect((await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: '', phoneTail: tail } })).body).toMatchObject({
      code: 400,
      message: '请输入派车单号',
    });
    expect((await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: w!.waybillNo, phoneTail: '12a' } })).body).toMatchObject({
      code: 400,
      message: '请输入收货人手机号后四位（4位数字）',
    });
  });

  it('limits guessing one waybill from many addresses (issue 41 item 5); a right pair is not counted', async () => {
    // not the waybill of the test above, which spent one wrong try
    const [w] = await t.db.select().from(waybills).where(eq(waybills.status, 'SIGN')).offset(1).limit(1);
    const tail = w!.consigneePhone.slice(-4);
    const wrongTail = (i: number) => String((Number(tail) + 1 + i) % 10_000).padStart(4, '0');
    for (let i = 0; i < 3; i++)
      expect((await t.call('/dispatchOrder/publicTrack', { ip: nextIp(), json: { waybillNo: w!.waybillNo, phoneTail: tail } })).body.code).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await t.call('/dispatchOrder/publicTrack', { ip: nextIp(), json: { waybillNo: w!.waybillNo.toLowerCase(), phoneTail: wrongTail(i) } })).body.code,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
    // now even the right pair waits: the guesser cannot tell it from a wrong one
    expect((await t.call('/dispatchOrder/publicTrack', { ip: nextIp(), json: { waybillNo: w!.waybillNo, phoneTail: tail } })).body.code).toBe(429);
    // another waybill is not affected
    expect((await t.call('/dispatchOrder/publicTrack', { ip: nextIp(), json: { waybillNo: 'NOPE124', phoneTail: tail } })).body.code).toBe(404);
  });

  it('limits guessing per IP', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.call('/dispatchOrder/publicTrack', { ip, json: { waybillNo: `NOPE${200 + i}`, phoneTail: String(1000 + i) } })).body.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('capacity directory', () => {
  it('lists verified carriers and agents with counts, filters by place and kind, validates', async () => {
    const all = await t.call('/company/capacityPagination', { json: { pageSize: 50 } });
    expect(all.body.code).toBe(200);
    const records = all.body.data.records as { kind: string; vehicleCount: number; name: string; region: string }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.kind === 'carrier' || r.kind === 'agent')).toBe(true);
    expect(records.map((r) => r.name)).not.toContain('未认证物流有限公司');
    expect(records.some((r) => r.vehicleCount > 0)).toBe(true);
    // each count is the company's own vehicles, drivers and lines (a bare "id" in the subquery once counted by the vehicle's id)
    for (const r of all.body.data.records as Array<{ companyId: number; name: string; vehicleCount: number; driverCount: number }>) {
      const own = await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.ownerCompanyId, r.companyId));
      const ownDrivers = await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.ownerCompanyId, r.companyId));
      expect([r.vehicleCount, r.driverCount], r.name).toEqual([own.length, ownDrivers.length]);
    }
    const counts = records.map((r) => r.vehicleCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const agents = await t.call('/company/capacityPagination', { json: { kind: 'agent' } });
    expect(agents.body.data.records.every((r: { kind: string }) => r.kind === 'agent')).toBe(true);
    const tianjin = await t.call('/company/capacityPagination', { json: { province: '12' } });
    expect(tianjin.body.data.records.every((r: { region: string }) => r.region.startsWith('天津市'))).toBe(true);
    expect((await t.call('/company/capacityPagination', { json: { kind: 'shipper' } })).body).toMatchObject({ code: 400, message: '企业类型不正确' });
    expect((await t.call('/company/capacityPagination', { json: { province: '13', city: '1201' } })).body).toMatchObject({
      code: 400,
      message: '城市不属于所选省份',
    });
  });
});
