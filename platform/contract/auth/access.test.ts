import { describe, expect, it } from 'vitest';
import { passDenialMessage } from './access';

const verified = { role: 'individual_shipper' as const, authStatus: '2', company: 'n' as const, individual: 'y' as const };

describe('requiresPass', () => {
  it('lets real-name verified shippers and all drivers through', () => {
    expect(passDenialMessage(verified)).toBeNull();
    expect(passDenialMessage({ ...verified, role: 'driver', authStatus: '0' })).toBeNull();
  });

  it('stops unverified non-drivers with the real-name message', () => {
    expect(passDenialMessage({ ...verified, authStatus: '0' })).toBe('您还未实名认证，请先提交实名认证信息后进行业务操作！');
  });

  it('needs company = y for invoice screens', () => {
    expect(passDenialMessage(verified, 'invoice')).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行开票操作！');
    expect(passDenialMessage({ ...verified, company: 'y' }, 'invoice')).toBeNull();
  });

  it('needs company or individual = y for agents', () => {
    const agent = { role: 'agent' as const, authStatus: '2', company: 'n' as const, individual: 'n' as const };
    expect(passDenialMessage(agent)).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行业务操作！');
    expect(passDenialMessage({ ...agent, individual: 'y' })).toBeNull();
    expect(passDenialMessage({ ...verified, individual: 'n' }, 'agent')).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行业务操作！');
  });
});
