// Waybill reporting end to end on the platform, against a local stand-in of the Logink endpoints
// (tests/support/logink-stand-in.ts): success, an error code, a timeout, no channel, refusals of
// other users, and two operators pushing the same waybill at once.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../contract/reporting/schemas';
import { dropStalePushGrants, REPORTING_PLATE_EXPIRED, REPORTING_PLATE_OK } from '../../seed/areas/reporting';
import { menus, roleMenus, waybillReportAttempts, waybillReports, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { PERMISSION_REFUSED } from '../../http/permissions';
import { call, freshWaybill, standIn, t, waybillOf, withReportingPlatform } from './testing';

const OPERATOR = DEMO_ACCOUNTS.operator.mobile;
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 顺达: the actual carrier of the waybills, still not a reporter
const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;

withReportingPlatform([OPERATOR, CARRIER, SHIPPER], '2000'); // short, for the timeout test; ample for the stand-in on a busy machine

const reportOf = async (waybillId: number) =>
  (
    await t.db
      .select()
      .from(waybillReports)
      .where(and(eq(waybillReports.waybillId, waybillId), eq(waybillReports.documentKind, 'waybill')))
  )[0];

describe('menu', () => {
  const menuPaths = async (mobile: string) => {
    const tree = (await call(mobile, '/shipperMenu/getMenuTreeByUserId', {})).data as { children: { path: string }[] }[];
    return tree.flatMap((g) => g.children.map((c) => c.path));
  };

  it('shows 运单推送 to operations only; grants an older database kept are dropped by the reporting step', async () => {
    expect(await menuPaths(OPERATOR)).toContain('/user/waybillPush');
    expect(await menuPaths(CARRIER)).not.toContain('/user/waybillPush');
    // An older database: the business roles were granted the entry.
    const [menu] = await t.db.select().from(menus).where(eq(menus.code, '/user/waybillPush'));
    await t.db
      .insert(roleMenus)
      .values([{ role: 'carrier', menuId: menu.id }])
      .onConflictDoNothing();
    const grants = async () => (await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, menu.id))).map((g) => g.role).sort();
    expect(await grants()).toEqual(['carrier', 'operator']);
    await dropStalePushGrants(t.db);
    expect(await grants()).toEqual(['operator']);
  });
});

describe('waybill report list', () => {
  it('lists the signed control waybills in 未上报 for operations, with filters', async () => {
    const ok = await waybillOf(REPORTING_PLATE_OK);
    const page = await call(OPERATOR, '/waybillReport/pagination', { tab: 'pending', plateNo: REPORTING_PLATE_OK });
    expect(page.code).toBe(200);
    expect(page.data.records.map((r: { waybillNo: string }) => r.waybillNo)).toEqual([ok.waybillNo]);
    expect(page.data.records[0]).toMatchObject({ plateNo: REPORTING_PLATE_OK, driverName: '孙建国', status: 'none', checkErrors: null, attempts: 0 });
    const all = await call(OPERATOR, '/waybillReport/pagination', { tab: 'pending', pageSize: 50 });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    const none = await call(OPERATOR, '/waybillReport/pagination', {
      tab: 'pending',
      plateNo: REPORTING_PLATE_OK,
      startDate: '2000-01-01',
      endDate: '2000-01-02',
    });
    expect(none.data.total).toBe(0);
  });

  it('refuses everyone but operations (the actual carrier and the shipper included)', async () => {
    const ok = await waybillOf(REPORTING_PLATE_OK);
    for (const mobile of [CARRIER, SHIPPER]) {
      expect(await call(mobile, '/waybillReport/pagination', { tab: 'pending' })).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
      expect(await call(mobile, `/waybillReport/getById/${ok.id}`)).toMatchObject({ code: 403, message: PERMISSION_REFUSED });
      expect(await call(mobile, '/waybillReport/checkFive', { waybillIds: [ok.id] })).toMatchObject({ code: 403 });
      expect(await call(mobile, '/waybillReport/report', { waybillIds: [ok.id] })).toMatchObject({ code: 403 });
    }
    expect(await reportOf(ok.id)).toBeUndefined();
    expect(standIn.received).toHaveLength(0);
  });

  it('answers 404 for a waybill out of scope and 400 for bad input', async () => {
    const [unsigned] = await t.db
      .select()
      .from(waybills)
      .where(sql`${waybills.status} <> 'SIGN'`)
      .limit(1);
    expect(await call(OPERATOR, `/waybillReport/getById/${unsigned.id}`)).toMatchObject({ code: 404 });
    expect(await call(OPERATOR, '/waybillReport/report', { waybillIds: [] })).toMatchObject({ code: 400, message: REPORT_MESSAGES.noneChosen });
    expect(await call(OPERATOR, '/waybillReport/pagination', { tab: 'nope' })).toMatchObject({ code: 400 });
  });
});

describe('five-certificate check', () => {
  it('stores the result on the row: the complete crew passes, the expired 道路运输证 is named', async () => {
    const ok = await waybillOf(REPORTING_PLATE_OK);
    const bad = await waybillOf(REPORTING_PLATE_EXPIRED);
    const res = await call(OPERATOR, '/waybillReport/checkFive', { waybillIds: [ok.id, bad.id] });
    expect(res.code).toBe(200);
    expect(res.data).toEqual([
      { waybillId: ok.id, kind: 'waybill', waybillNo: ok.waybillNo, ok: true, message: '五证校验通过' },
      { waybillId: bad.id, kind: 'waybill', waybillNo: bad.waybillNo, ok: false, message: '道路运输证已过期' },
    ]);
    expect((await reportOf(ok.id)).checkErrors).toEqual([]);
    expect((await reportOf(bad.id)).checkErrors).toEqual(['道路运输证已过期']);
  });

  it('refuses to push a waybill failing the check; nothing reaches the endpoint', async () => {
    const bad = await waybillOf(REPORTING_PLATE_EXPIRED);
    const res = await call(OPERATOR, '/waybillReport/report', { waybillIds: [bad.id] });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ ok: false, message: `${REPORT_MESSAGES.checkFailed}：道路运输证已过期` });
    expect((await reportOf(bad.id)).status).toBe('pending');
    expect(standIn.received).toHaveLength(0);
  });
});

describe('push', () => {
  it('without a configured channel refuses and queues nothing as sent', async () => {
    const w = await freshWaybill('T');
    const res = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] }, t.app);
    expect(res).toMatchObject({ code: 400, message: REPORT_MESSAGES.notConfigured });
    expect(await reportOf(w.id)).toBeUndefined();
    // The detail still shows the message a push would send.
    const detail = await call(OPERATOR, `/waybillReport/getById/${w.id}`, undefined, t.app);
    expect(detail.data).toMatchObject({ configured: false, xmlIsPreview: true, check: [], attempts: [] });
    expect(detail.data.xml).toContain(`<ShippingNoteNumber>${w.waybillNo}</ShippingNoteNumber>`);
  });

  it('sends the message; 0000 moves it to 已上报 with its reference, and the attempt keeps the exact XML', async () => {
    const w = await freshWaybill('T');
    standIn.mode = 'ok';
    const before = standIn.received.length;
    const res = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ ok: true });
    const report = await reportOf(w.id);
    expect(report).toMatchObject({ status: 'sent', lastCode: '0000', attempts: 1 });
    expect(report.messageRef).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data[0].message).toContain(report.messageRef);
    const got = standIn.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      user: 'yunbao-test',
      password: expect.stringMatching(/^ticket:stand-in-token-\d+$/),
      actionType: 'LOGINK_CN_FREIGHTBROKER_WAYBILL',
    });
    expect(got[0].xml).toContain(`<MessageReferenceNumber>${report.messageRef}</MessageReferenceNumber>`);
    const [attempt] = await t.db.select().from(waybillReportAttempts).where(eq(waybillReportAttempts.reportId, report.id));
    expect(attempt).toMatchObject({ code: '0000', outcome: 'sent', requestXml: got[0].xml });
    const reported = await call(OPERATOR, '/waybillReport/pagination', { tab: 'reported', waybillNo: w.waybillNo });
    expect(reported.data.records[0]).toMatchObject({ waybillId: w.id, status: 'sent', messageRef: report.messageRef });
    // A sent one is not sent again.
    const again = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(again.data[0]).toMatchObject({ ok: false, message: REPORT_MESSAGES.alreadySent });
    const detail = await call(OPERATOR, `/waybillReport/getById/${w.id}`);
    expect(detail.data).toMatchObject({ xmlIsPreview: false, xml: got[0].xml });
    expect(detail.data.attempts).toHaveLength(1);
  });

  it('records an error code as 上报失败; 重新上报 sends a new message and can succeed', async () => {
    const w = await freshWaybill('T');
    standIn.mode = 'error';
    const res = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(res.data[0]).toMatchObject({ ok: false, message: '上报失败（RBE003）：道路运输证过期' });
    const failed = await reportOf(w.id);
    expect(failed).toMatchObject({ status: 'failed', lastCode: 'RBE003', lastMessage: '道路运输证过期', attempts: 1 });
    const list = await call(OPERATOR, '/waybillReport/pagination', { tab: 'failed', waybillNo: w.waybillNo });
    expect(list.data.total).toBe(1);
    standIn.mode = 'ok';
    const retry = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(retry.data[0].ok).toBe(true);
    const sent = await reportOf(w.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.messageRef).not.toBe(failed.messageRef);
  });

  it('turns a timeout into a failed attempt with its message, never a 500', async () => {
    const w = await freshWaybill('T');
    standIn.mode = 'timeout';
    const res = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    standIn.mode = 'ok';
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ ok: false, message: '上报失败（NETWORK）：连接监测平台超时' });
    expect(await reportOf(w.id)).toMatchObject({ status: 'failed', lastCode: 'NETWORK', attempts: 1 });
  });

  it('lets only one of two operators pushing the same waybill at once send it', async () => {
    const w = await freshWaybill('T');
    const before = standIn.received.length;
    const [a, b] = await Promise.all([
      call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] }),
      call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] }),
    ]);
    const outcomes = [a.data[0], b.data[0]];
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual([
      expect.stringMatching(new RegExp(`${REPORT_MESSAGES.sending}|${REPORT_MESSAGES.alreadySent}`)),
    ]);
    expect(standIn.received.length - before).toBe(1);
    expect(await reportOf(w.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lets a stale claim (older than two minutes) be pushed again', async () => {
    const w = await freshWaybill('T');
    await t.db.insert(waybillReports).values({ waybillId: w.id, status: 'sending', messageRef: 'lost', claimedAt: new Date(Date.now() - 60_000) });
    const fresh = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(fresh.data[0]).toMatchObject({ ok: false, message: REPORT_MESSAGES.sending });
    await t.db
      .update(waybillReports)
      .set({ claimedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(waybillReports.waybillId, w.id));
    const stale = await call(OPERATOR, '/waybillReport/report', { waybillIds: [w.id] });
    expect(stale.data[0].ok).toBe(true);
    expect(await reportOf(w.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('applied for one token and reused it for every push of this file (it lasts while in use)', () => {
    expect(standIn.received.length).toBeGreaterThan(4);
    expect(standIn.tokens).toBe(1);
  });
});
