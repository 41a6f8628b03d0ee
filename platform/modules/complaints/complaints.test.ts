// Complaints (issue 44): a shipper files one about its own order, waybill or the order's carrier;
// another company's order answers like a missing one; operations reply and close it once, with a
// history row and a message to the complainant; the handled complaint reaches the public history
// (names masked) and the carrier's reputation.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { COMPLAINT_MESSAGES as M } from '../../contract/complaints/complaints';
import { complaintHistory, complaints, messages, orders, users, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { refusalOf } from '../../testing/refusal';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { adminComplaintDetail, adminComplaintPage, fileComplaint, myComplaintPage, replyToComplaint } from './complaints';

let t: TestPlatform;
let shipper: Auth; // 唐山冀东钢铁贸易
let colleague: Auth; // another user of the same company
let otherShipper: Auth; // 山西汾河煤业运销
let agent: Auth;
let operator: Auth;
let steelOrder: { id: number; orderNo: string; carrierCompanyId: number | null; carrierUserId: number };
let steelWaybillNo: string;

async function authOf(mobile: string, role: Role): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

const filing = (targetKind: 'order' | 'waybill' | 'party', targetNo: string) => ({
  targetKind,
  targetNo,
  complaintType: '3' as const,
  content: '货物外包装破损，司机电话13912345678',
});

beforeAll(async () => {
  t = await openTestPlatform();
  shipper = await authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper');
  colleague = await authOf(DEMO_ACCOUNTS.employee.mobile, 'enterprise_shipper');
  otherShipper = await authOf(DEMO_ACCOUNTS.fenheShipper.mobile, 'enterprise_shipper');
  agent = await authOf(DEMO_ACCOUNTS.agent.mobile, 'agent');
  operator = await authOf(DEMO_ACCOUNTS.operator.mobile, 'operator');
  const [row] = await t.db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      carrierCompanyId: orders.carrierCompanyId,
      carrierUserId: orders.carrierUserId,
      waybillNo: waybills.waybillNo,
    })
    .from(orders)
    .innerJoin(waybills, eq(waybills.orderId, orders.id))
    .where(and(eq(orders.shipperCompanyId, shipper.user.companyId!), isNotNull(orders.carrierCompanyId)))
    .limit(1);
  steelOrder = row;
  steelWaybillNo = row.waybillNo;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('filing', () => {
  it('a shipper files about its own waybill; the carrier of the order is the respondent; the history says so', async () => {
    const filed = await fileComplaint(t.db, shipper, filing('waybill', steelWaybillNo));
    expect(filed).toMatchObject({
      status: '0',
      orderId: steelOrder.id,
      respondentUserId: steelOrder.carrierUserId,
      respondentCompanyId: steelOrder.carrierCompanyId,
    });
    expect(filed.waybillId).not.toBeNull();
    const moves = await t.db.select().from(complaintHistory).where(eq(complaintHistory.complaintId, filed.id));
    expect(moves).toMatchObject([{ fromStatus: null, toStatus: '0', action: 'file', actorUserId: shipper.user.id }]);
  });

  it('an order or its other party is named by the order number', async () => {
    const byOrder = await fileComplaint(t.db, shipper, filing('order', steelOrder.orderNo));
    expect(byOrder).toMatchObject({ targetKind: 'order', orderId: steelOrder.id, waybillId: null });
    const party = await fileComplaint(t.db, shipper, filing('party', steelOrder.orderNo));
    expect(party).toMatchObject({ targetKind: 'party', respondentCompanyId: steelOrder.carrierCompanyId });
  });

  it('another company’s order or waybill answers like a missing one, at the number field', async () => {
    expect(await refusalOf(fileComplaint(t.db, otherShipper, filing('waybill', steelWaybillNo)))).toBe(M.waybillNotFound);
    expect(await refusalOf(fileComplaint(t.db, otherShipper, filing('order', steelOrder.orderNo)))).toBe(M.orderNotFound);
    expect(await refusalOf(fileComplaint(t.db, agent, filing('party', steelOrder.orderNo)))).toBe(M.orderNotFound);
    expect(await refusalOf(fileComplaint(t.db, shipper, filing('order', 'NO-SUCH-ORDER')))).toBe(M.orderNotFound);
    const res = await t.call('/complaint/save', { token: await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile), json: filing('waybill', steelWaybillNo) });
    expect(res.body).toMatchObject({ code: 400, message: M.waybillNotFound, data: { field: 'targetNo' } });
  });

  it('a carrier or a driver may not file; photos must be the complainant’s own uploads; input is checked strictly', async () => {
    const carrier = await authOf(DEMO_ACCOUNTS.carrier.mobile, 'carrier');
    expect(await refusalOf(fileComplaint(t.db, carrier, filing('order', steelOrder.orderNo)))).toBe(M.notAllowed);
    const stranger = { ...filing('order', steelOrder.orderNo), photoUuids: ['00000000-0000-4000-8000-000000000000'] };
    expect(await refusalOf(fileComplaint(t.db, shipper, stranger))).toBe(M.photosInvalid);
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const blank = await t.call('/complaint/save', { token, json: { targetKind: 'order', targetNo: '', complaintType: '9', content: '' } });
    expect(blank.body.code).toBe(400);
    const extra = await t.call('/complaint/save', { token, json: { ...filing('order', steelOrder.orderNo), status: '1' } });
    expect(extra.body.code).toBe(400);
    // what people type: spaces around, lower case letters
    const typed = await t.call('/complaint/save', { token, json: filing('waybill', ` ${steelWaybillNo.toLowerCase()} `) });
    expect(typed.body).toMatchObject({ code: 200, message: M.filed, data: { status: '0' } });
  });
});

describe('reading', () => {
  it('a complainant lists only their own complaints, not even a colleague’s', async () => {
    const mine = await myComplaintPage(t.db, shipper, { pageNumber: 1, pageSize: 50 });
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.records.every((r) => r.orderNo === steelOrder.orderNo)).toBe(true);
    expect((await myComplaintPage(t.db, colleague, { pageNumber: 1, pageSize: 50 })).total).toBe(0);
    expect((await myComplaintPage(t.db, otherShipper, { pageNumber: 1, pageSize: 50 })).total).toBe(0);
  });

  it('only operations list and open every complaint', async () => {
    expect(await refusalOf(adminComplaintPage(t.db, shipper, { pageNumber: 1, pageSize: 20 }))).toBe('无权操作');
    const page = await adminComplaintPage(t.db, operator, { pageNumber: 1, pageSize: 20, status: '0', keyword: steelOrder.orderNo });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.records[0]).toMatchObject({ complainantMobile: DEMO_ACCOUNTS.enterpriseShipper.mobile, status: '0' });
    const token = await t.sessionFor(DEMO_ACCOUNTS.fenheShipper.mobile);
    const res = await t.call(`/api/complaint/getcomplaint/${page.records[0].id}`, { token });
    // the permission check answers first (decision 022): only operations hold content:complaint:view
    expect(res.body).toMatchObject({ code: 403, data: { permission: 'content:complaint:view' } });
  });
});

describe('reply and close', () => {
  it('closes 0 → 1 once, writes history, tells the complainant; a second reply is refused', async () => {
    const filed = await fileComplaint(t.db, shipper, filing('order', steelOrder.orderNo));
    expect(await refusalOf(replyToComplaint(t.db, shipper, { id: filed.id, backDesc: '自己回复' }))).toBe('无权操作');
    const results = await Promise.allSettled([
      replyToComplaint(t.db, operator, { id: filed.id, backDesc: '已联系承运方赔付' }),
      replyToComplaint(t.db, operator, { id: filed.id, backDesc: '已联系承运方赔付' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await refusalOf(replyToComplaint(t.db, operator, { id: filed.id, backDesc: '再次处理' }))).toBe(M.alreadyHandled);
    expect(await refusalOf(replyToComplaint(t.db, operator, { id: 2_000_000_000, backDesc: '无' }))).toBe(M.notFound);

    const detail = await adminComplaintDetail(t.db, operator, filed.id);
    expect(detail).toMatchObject({ status: '1', backDesc: '已联系承运方赔付' });
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, '0', 'file'],
      ['0', '1', 'reply'],
    ]);
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, shipper.user.id));
    expect(inbox.filter((m) => m.title === '您的投诉已处理' && m.link === '/my-center/ownerComplaint')).toHaveLength(1);
    const mine = await myComplaintPage(t.db, shipper, { pageNumber: 1, pageSize: 50, status: '1' });
    expect(mine.records.find((r) => r.id === filed.id)).toMatchObject({ backDesc: '已联系承运方赔付' });
  });

  it('the handled complaint is public with names and numbers masked, and counts against the carrier', async () => {
    const res = await t.call('/complaint/historyPagination', { json: { keyword: '已联系承运方赔付', pageSize: 50 } });
    const row = (res.body.data.records as Record<string, string>[]).find((r) => r.source === 'complaint')!;
    expect(row).toBeDefined();
    expect(row.description).toContain('139****5678');
    expect(row.waybillNo).toContain('****');
    expect(row.numberKind).toBe('order');
    expect(row.complainant).toMatch(/^\S{2}\*+$/);
    expect(row.respondent).toMatch(/\*/);
    expect(JSON.stringify(res.body.data)).not.toContain(DEMO_ACCOUNTS.enterpriseShipper.name);
    // pending complaints stay private
    const pending = await t.call('/complaint/historyPagination', { json: { keyword: '货物外包装破损', pageSize: 50 } });
    expect((pending.body.data.records as { source: string }[]).filter((r) => r.source === 'complaint')).toHaveLength(1);

    const credit = await t.call('/evaluate/creditPagination', { json: { pageSize: 50 } });
    const carrier = (credit.body.data.records as { companyId: number | null; handledComplaints: number }[]).find(
      (r) => r.companyId === steelOrder.carrierCompanyId,
    );
    if (carrier) expect(carrier.handledComplaints).toBeGreaterThanOrEqual(1);
    const [{ count }] = await t.db.select({ count: complaints.id }).from(complaints).where(eq(complaints.status, '1')).limit(1);
    expect(count).toBeGreaterThan(0);
  });
});
