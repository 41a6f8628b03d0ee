import { describe, expect, it } from 'vitest';
import { remainingText } from './countdown';

describe('remainingText', () => {
  const now = Date.parse('2026-11-23T08:00:00Z');
  it('shows days and hours, hours and minutes, then minutes and seconds', () => {
    expect(remainingText(now + 2 * 86_400_000 + 3 * 3_600_000 + 59_000, now)).toBe('剩余 2天3小时');
    expect(remainingText(now + 5 * 3_600_000 + 12 * 60_000 + 30_000, now)).toBe('剩余 5小时12分');
    expect(remainingText(now + 12 * 60_000 + 8_000, now)).toBe('剩余 12分08秒');
    expect(remainingText(now + 999, now)).toBe('剩余 0分00秒');
  });
  it('says the bidding closed at and after the deadline', () => {
    expect(remainingText(now, now)).toBe('已截止');
    expect(remainingText(now - 1, now)).toBe('已截止');
  });
});
