// Orders between the parties: accepting, refusing and cancelling, the lists each caller sees,
// exceptions and evaluations.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract/orders/schemas';
import { cargoSources, orders, waybills } from '../../db/schema';
import { nextIp } from '../auth/testing';
import {
  call,
  CARRIER,
  dispatchTwo,
  freshOrder,
  move,
  OPERATOR,
  orderRow,
  ORDER_PARTIES,
  OTHER_CARRIER,
  OTHER_SHIPPER,
  SHIPPER,
  slip,
  t,
  withOrdersPlatform,
} from './testing';

withOrdersPlatform(ORDER_PARTIES);

describe('accepting, refusing and cancelling orders', () => {
  it('lets the designated carrier (source 3) accept or refuse, not the shipper; a grab is not the carrier’s to accept', async () => {
    const designated = await freshOrder('WAITACCEPT', '3');
    expect((await call(SHIPPER, '/order/accept', { orderId: designated.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_CARRIER, '/order/accept', { orderId: designated.id })).body.code).toBe(404);
    expect((await call(CARRIER, '/order/accept', { orderId: designated.id })).body).toMatchObject({
      code: 200,
      message: ORDER_MESSAGES.accepted,
      data: { status: 'ACCEPT' },
    });
    expect((await call(CARRIER, '/order/accept', { orderId: designated.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAllowed });

    const refused = await freshOrder('WAITACCEPT', '3');
    expect((await call(CARRIER, '/order/refuse', { orderId: refused.id, reason: '运力不足' })).body).toMatchObject({ code: 200, data: { status: 'REFUSE' } });
    expect((await orderRow(refused.id)).cancelReason).toBe('运力不足');

    const grab = await freshOrder('WAITACCEPT', '1');
    expect((await call(CARRIER, '/order/accept', { orderId: grab.id })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notAllowed });
  });

  it('lets the shipper cancel with a reason before loading, voiding live waybills; the carrier cannot', async () => {
    const order = await freshOrder();
    const { first, driver } = await dispatchTwo(order.id);
    await move(driver, first, 'start');
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: ' ' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.reasonRequired,
    });
    expect((await call(CARRIER, '/order/cancel', { orderId: order.id, reason: '不想运了' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.notYourMove,
    });
    expect((await call(SHIPPER, '/order/cancel', { orderId: order.id, reason: '工地停工' })).body).toMatchObject({ code: 200, data: { status: 'CANCEL' } });
    const bills = await t.db.select().from(waybills).where(eq(waybills.orderId, order.id));
    expect(bills.every((b) => b.status === 'INVALID')).toBe(true);
  });
});

describe('lists see only what the caller is party to', () => {
  it('scopes orders and waybills by company, user and driver', async () => {
    const order = await freshOrder();
    const { first, second, driver } = await dispatchTwo(order.id);
    const ids = async (mobile: string) =>
      ((await call(mobile, '/dispatchOrder/pagination', { orderNo: order.orderNo })).body.data.records as { id: number }[]).map((r) => r.id).sort();
    expect(await ids(CARRIER)).toEqual([first, second].sort());
    expect(await ids(SHIPPER)).toEqual([first, second].sort());
    expect(await ids(driver)).toEqual([first]);
    expect(await ids(OTHER_CARRIER)).toEqual([]);
    expect(await ids(OTHER_SHIPPER)).toEqual([]);
    expect(await ids(OPERATOR)).toEqual([first, second].sort());
    const orderIds = async (mobile: string) =>
      ((await call(mobile, '/order/pagination', { orderNo: order.orderNo })).body.data.records as { id: number }[]).map((r) => r.id);
    expect(await orderIds(CARRIER)).toEqual([order.id]);
    expect(await orderIds(SHIPPER)).toEqual([order.id]);
    expect(await orderIds(OTHER_CARRIER)).toEqual([]);
    expect(await orderIds(OTHER_SHIPPER)).toEqual([]);

    // 过期订单: an order nothing was dispatched for when its cargo's loading window ended.
    const waiting = await freshOrder('WAITSCHEDULE');
    const [cargo] = await t.db.select().from(cargoSources).where(eq(cargoSources.id, waiting.cargoId));
    await t.db
      .update(cargoSources)
      .set({ loadEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(cargoSources.id, cargo.id));
    try {
      const expired = async (mobile: string, orderNo: string) =>
        ((await call(mobile, '/order/pagination', { expired: '1', orderNo })).body.data.records as { id: number }[]).map((r) => r.id);
      expect(await expired(CARRIER, waiting.orderNo)).toEqual([waiting.id]);
      expect(await expired(CARRIER, order.orderNo)).toEqual([]); // dispatched: not expired
      expect(await expired(OTHER_CARRIER, waiting.orderNo)).toEqual([]);
    } finally {
      await t.db.update(cargoSources).set({ loadEnd: cargo.loadEnd }).where(eq(cargoSources.id, cargo.id));
    }

    const filtered = await call(CARRIER, '/dispatchOrder/pagination', { orderNo: order.orderNo, status: 'CREATED', plateNo: '津T' });
    expect(filtered.body.data.total).toBe(2);
    expect((await call(CARRIER, '/dispatchOrder/pagination', { status: 'NOPE' })).body.code).toBe(400);

    // Export: the filtered rows; with no filter and no ticked rows, the spec's message.
    expect((await call(CARRIER, '/dispatchOrder/exportList', {})).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.exportEmpty });
    const exported = await call(CARRIER, '/dispatchOrder/exportList', { orderNo: order.orderNo });
    expect(exported.body.data).toHaveLength(2);
    expect((await call(OTHER_CARRIER, '/dispatchOrder/exportList', { ids: [first] })).body.data).toHaveLength(0);
  });
});

describe('exceptions and evaluations', () => {
  it('lets a party report an exception and the shipper (not the carrier) handle it once', async () => {
    const order = await freshOrder();
    const { first, driver } = await dispatchTwo(order.id);
    const photo = await slip(driver);
    expect((await call(driver, '/abnormal/report', { waybillId: first, abnormalType: '9', description: 'x' })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.abnormalTypeRequired,
    });
    expect((await call(OTHER_CARRIER, '/abnormal/report', { waybillId: first, abnormalType: '5', description: '堵车' })).body.code).toBe(404);
    const reported = await call(driver, '/abnormal/report', {
      waybillId: first,
      abnormalType: '5',
      description: '高速封路，绕行延误约3小时',
      photoUuids: [photo],
    });
    expect(reported.body).toMatchObject({ code: 200, message: ORDER_MESSAGES.reported });
    const id = reported.body.data.id as number;

    const list = await call(SHIPPER, '/abnormal/pagination', { status: '0' });
    const row = (list.body.data.records as { id: number; canHandle: boolean; photoUuids: string[] }[]).find((r) => r.id === id)!;
    expect(row).toMatchObject({ canHandle: true, photoUuids: [photo] });
    expect(((await call(OTHER_SHIPPER, '/abnormal/pagination', {})).body.data.records as { id: number }[]).some((r) => r.id === id)).toBe(false);

    expect((await call(CARRIER, '/abnormal/handle', { id, note: '已处理' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_SHIPPER, '/abnormal/handle', { id, note: '已处理' })).body.code).toBe(404);
    expect((await call(SHIPPER, '/abnormal/handle', { id, note: '' })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.noteRequired });
    const both = await Promise.all([
      call(SHIPPER, '/abnormal/handle', { id, note: '已与司机确认，延误免责' }),
      call(OPERATOR, '/abnormal/handle', { id, note: '运营已核实' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('lets the shipper rate the carrier once after signing, and publishes the average', async () => {
    const order = await freshOrder();
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 5 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notSigned });
    await t.db.update(orders).set({ status: 'SIGN' }).where(eq(orders.id, order.id));
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 6 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.scoreInvalid });
    expect((await call(CARRIER, '/evaluate/save', { orderId: order.id, score: 5 })).body).toMatchObject({ code: 400, message: ORDER_MESSAGES.notYourMove });
    expect((await call(OTHER_SHIPPER, '/evaluate/save', { orderId: order.id, score: 1 })).body.code).toBe(404);
    const before = (await t.call(`/evaluate/carrier/${order.carrierCompanyId}`, { ip: nextIp() })).body.data;
    const todo = await call(SHIPPER, '/evaluate/pagination', { tab: 'todo', pageSize: 50 });
    expect((todo.body.data.records as { orderId: number }[]).some((r) => r.orderId === order.id)).toBe(true);
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 4, comment: '准时到达，司机态度好' })).body).toMatchObject({
      code: 200,
      message: ORDER_MESSAGES.evaluated,
    });
    expect((await call(SHIPPER, '/evaluate/save', { orderId: order.id, score: 1 })).body).toMatchObject({
      code: 400,
      message: ORDER_MESSAGES.alreadyEvaluated,
    });
    const done = await call(SHIPPER, '/evaluate/pagination', { tab: 'done' });
    expect((done.body.data.records as { orderId: number; score: number }[]).find((r) => r.orderId === order.id)?.score).toBe(4);
    const rating = await t.call(`/evaluate/carrier/${order.carrierCompanyId}`, { ip: nextIp() });
    // The seed's ratings of this carrier are there too: one more, ours first, the average moved.
    expect(rating.body.data).toMatchObject({ companyId: order.carrierCompanyId, count: before.count + 1 });
    expect(rating.body.data.recent[0]).toMatchObject({ score: 4, comment: '准时到达，司机态度好' });
    const expected = Math.round((((before.average ?? 0) * before.count + 4) / (before.count + 1)) * 10) / 10;
    expect(Math.abs(rating.body.data.average - expected)).toBeLessThanOrEqual(0.1);
  });
});
