import { describe, expect, it } from 'vitest';
import { dictValues } from '../dictionary-table';
import {
  CANCELLABLE,
  ORDER_TRANSITIONS,
  WAYBILL_TRANSITIONS,
  additionalForm,
  dispatchForm,
  orderActionsFor,
  orderMove,
  waybillActionsFor,
  waybillMove,
} from './schemas';

describe('order and waybill transitions', () => {
  it('use only the dictionaries’ states', () => {
    const orderStates = dictValues('order_status');
    for (const t of ORDER_TRANSITIONS) expect(orderStates).toEqual(expect.arrayContaining([t.from, t.to]));
    const waybillStates = dictValues('dispatch_status');
    for (const t of WAYBILL_TRANSITIONS) expect(waybillStates).toEqual(expect.arrayContaining([t.from, t.to]));
  });

  it('let the carrier accept a designated order but not a grab (the shipper decides those)', () => {
    expect(orderMove('WAITACCEPT', 'accept', '3')).toMatchObject({ by: 'carrier', to: 'ACCEPT' });
    expect(orderMove('WAITACCEPT', 'accept', '1')).toBeNull();
    expect(orderActionsFor('WAITACCEPT', '3', ['carrier'])).toEqual(['accept', 'refuse']);
    expect(orderActionsFor('WAITACCEPT', '3', ['shipper'])).toEqual(['cancel']);
  });

  it('never let an order be cancelled once a waybill is loaded', () => {
    expect(CANCELLABLE).not.toContain('TRANSPORT');
    expect(orderMove('TRANSPORT', 'cancel')).toBeNull();
    expect(orderMove('SIGN', 'confirmReceipt')).toMatchObject({ by: 'shipper', to: 'COMPLETE' });
  });

  it('give each waybill move to its actors only', () => {
    expect(waybillActionsFor('CREATED', ['driver'])).toEqual(['start']);
    expect(waybillActionsFor('CREATED', ['carrier'])).toEqual(['start', 'invalid']);
    expect(waybillActionsFor('UNLOAD', ['driver', 'carrier'])).toEqual([]);
    expect(waybillActionsFor('UNLOAD', ['shipper'])).toEqual(['sign', 'refuse']);
    expect(waybillMove('LOAD', 'invalid')).toBeNull();
    expect(waybillMove('START', 'load')?.needs).toBe('weightAndSlip');
  });
});

describe('order forms', () => {
  it('read tonnes as kilograms and say what is wrong in Chinese', () => {
    expect(dispatchForm.parse({ orderId: '1', vehicleId: '2', driverId: '3', weight: '31.52' })).toMatchObject({ weight: 31_520 });
    const bad = dispatchForm.safeParse({ orderId: '1', vehicleId: '', driverId: '3', weight: '1.2345' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['请选择车辆', '派车重量须为大于0的数字，最多三位小数（吨）']));
    expect(additionalForm.safeParse({ waybillId: '1', remark: '补录' }).error!.issues[0].message).toBe('请填写需要补录的重量');
    const entry = additionalForm.parse({ waybillId: '1', unloadWeight: '30.9', remark: '补录' });
    expect(entry.unloadWeight).toBe(30_900);
    expect(entry.loadWeight).toBeUndefined();
  });
});
