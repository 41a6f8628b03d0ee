import { describe, expect, it } from 'vitest';
import { SECRET_MASK, maskNumbersIn, redact, redactedJson } from './redact';

describe('the operation log masks what it keeps', () => {
  it('replaces passwords, tokens, secret keys and one-time codes whole', () => {
    expect(
      redact({
        password: 'Demo1234',
        newPwd: 'x',
        payPassword: '123456',
        token: 'abc',
        secretKey: 'k',
        numberCode: '123456',
        imgCode: 'ab12',
        ticket: 't',
        note: 'keep',
      }),
    ).toEqual({
      password: SECRET_MASK,
      newPwd: SECRET_MASK,
      payPassword: SECRET_MASK,
      token: SECRET_MASK,
      secretKey: SECRET_MASK,
      numberCode: SECRET_MASK,
      imgCode: SECRET_MASK,
      ticket: SECRET_MASK,
      note: 'keep',
    });
  });

  it('keeps the first three and last four digits of a mobile', () => {
    expect(redact({ mobile: '13800000002' })).toEqual({ mobile: '138****0002' });
    expect(maskNumbersIn('请联系 13800000006 或 +8613912345678')).toBe('请联系 138****0006 或 +86139****5678');
  });

  it('keeps the first and last four of a bank card, spaced or not', () => {
    expect(redact({ bankCard: '6222021234561234' })).toEqual({ bankCard: '6222********1234' });
    expect(maskNumbersIn('6222 0212 3456 7890 123')).toBe('6222***********0123');
  });

  it('keeps the first and last four of an ID number, X included', () => {
    expect(redact({ idCard: '110101199003071234' })).toEqual({ idCard: '1101**********1234' });
    expect(maskNumbersIn('身份证11010119900307123X')).toBe('身份证1101**********123X');
  });

  it('masks inside nested objects, arrays and numbers, and leaves business numbers alone', () => {
    expect(redact({ drivers: [{ phone: 13800000006 }], waybillNo: 'YD202611290000012345', weightKg: 31000, remark: '磅单' })).toEqual({
      drivers: [{ phone: '138****0006' }],
      waybillNo: 'YD202611290000012345',
      weightKg: 31000,
      remark: '磅单',
    });
  });

  it('stores JSON and nothing for no body', () => {
    expect(redactedJson(undefined)).toBeNull();
    expect(JSON.parse(redactedJson({ password: 'p', mobile: '13800000002' }) ?? '')).toEqual({ password: SECRET_MASK, mobile: '138****0002' });
  });
});
