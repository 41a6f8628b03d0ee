import { describe, expect, it } from 'vitest';
import { orderStatusLabel, waybillHistoryLabel, WAYBILL_HISTORY_LABELS } from './labels';
import { STOP_MOVES } from './multi';
import { WAYBILL_TRANSITIONS } from './schemas';

describe('words that match (issue 42)', () => {
  it('names every action a waybill history row records, never its key', () => {
    const written = [...WAYBILL_TRANSITIONS.map((t) => t.action), ...STOP_MOVES.map((m) => m.action), 'dispatch', 'audit', 'additional', 'import'];
    for (const action of written) expect(WAYBILL_HISTORY_LABELS[action], action).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(waybillHistoryLabel('audit')).toBe('审核');
    expect(waybillHistoryLabel('somethingNew')).toBe('状态变更');
  });

  it('says whose turn a waiting order is: a grab waits for the shipper, any other order for its carrier', () => {
    expect(orderStatusLabel('WAITACCEPT', '1')).toBe('待货主确认');
    expect(orderStatusLabel('WAITACCEPT', '3')).toBe('待承运商接单');
    expect(orderStatusLabel('WAITACCEPT', '7')).toBe('待承运商接单');
    expect(orderStatusLabel('ACCEPT', '1')).toBe('已接单');
  });
});
