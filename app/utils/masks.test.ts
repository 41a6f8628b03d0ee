import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdCard as contractMaskIdCard } from '#contract/capacity/display';
import { maskIdCard, maskMobile } from './masks';

describe('masks', () => {
  it('masks the middle of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('1380000')).toBe('1380000');
  });
  it('masks the middle of an ID number', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('1234567890')).toBe('1234567890');
    expect(maskIdCard('123')).toBe('123');
    expect(maskIdCard('')).toBe('');
    expect(maskIdCard(null)).toBe('');
  });
  it("masks as the contract's capacity display masks for the platform", () => {
    fc.assert(fc.property(fc.string({ maxLength: 24 }), (id) => maskIdCard(id) === contractMaskIdCard(id)));
  });
});
