import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BANK_CARD_PREFIXES,
  ID_PROVINCE_CODES,
  MESSAGES,
  PROVINCE_ABBREVIATIONS,
  bankNoSchema,
  checkBannedWords,
  checkIdCard,
  convertIdCard15To18,
  areaCodeSchema,
  idCardCheckChar,
  isAlphanumeric,
  isBankNo,
  passesLuhn,
  isPhone,
  isValidPassword,
  isVehicleNo,
  newPasswordPairSchema,
  optional,
  passwordChangeSchema,
  passwordRuleSchema,
  phoneChangeSchema,
  phoneSchema,
  requiredString,
  smsCodeSchema,
  validateAlphanumeric,
  validateAreaCode,
  validateBankNo,
  validateBannedWords,
  validateConfirmPassword,
  validateDigits,
  validateEmail,
  validateExtension,
  validateIdCard,
  validateIdCardFull,
  validateImageCode,
  validateImageCodeForSms,
  validateIsMobile,
  validateLandline,
  validateLoginPassword,
  validateMobile,
  validateNewPassword,
  validateNumber,
  validateOldPassword,
  validatePassword,
  validatePhone,
  validatePhoneForSms,
  validateSmsCode,
  validateSmsCodeAlt,
  validateVehicleNo,
  validateVehicleNoFull,
} from './validators';

function expectAll(fn: (v: string) => unknown, values: string[], expected: unknown) {
  for (const value of values) expect(fn(value), JSON.stringify(value)).toBe(expected);
}

describe('MESSAGES', () => {
  it('uses the spec texts verbatim', () => {
    expect(MESSAGES.phoneRequired).toBe('请输入手机号');
    expect(MESSAGES.phoneFormat).toBe('请输入格式正确的手机号');
    expect(MESSAGES.phoneEmpty).toBe('手机号不能为空');
    expect(MESSAGES.passwordRequired).toBe('请输入密码');
    expect(MESSAGES.imageCodeRequired).toBe('请输入验证码');
    expect(MESSAGES.imageCodeEmpty).toBe('验证码不能为空');
    expect(MESSAGES.smsCodeRequired).toBe('请输入手机验证码');
    expect(MESSAGES.smsCodeRequiredAlt).toBe('请输入短信验证码');
    expect(MESSAGES.loginPasswordRequired).toBe('请输入登录密码');
    expect(MESSAGES.newPasswordRequired).toBe('请输入新密码');
    expect(MESSAGES.passwordRule).toBe('密码至少8位字符，必须包含字母和数字');
    expect(MESSAGES.confirmPasswordRequired).toBe('请输入确认密码');
    expect(MESSAGES.passwordMismatch).toBe('两次输入密码不一致!');
    expect(MESSAGES.oldPasswordRequired).toBe('请输入原始密码');
  });
});

describe('phone', () => {
  it('accepts 11 digits starting with 1, trimmed', () => {
    expectAll(validatePhone, ['13800138000', '19912345678', ' 15012345678 '], true);
    expectAll(isPhone, ['13800138000', '16612345678', '\t18612345678\n'], true);
  });
  it('requires a value', () => {
    expectAll(validatePhone, ['', '   '], MESSAGES.phoneRequired);
    expect(validatePhone(undefined)).toBe(MESSAGES.phoneRequired);
    expect(validatePhone(null)).toBe(MESSAGES.phoneRequired);
  });
  it('rejects other formats', () => {
    expectAll(
      validatePhone,
      ['1380013800', '138001380001', '23800138000', '1380013800a', '138 0013 8000', '+8613800138000', '10000000000', '12512345678'],
      MESSAGES.phoneFormat,
    );
    expectAll(isPhone, ['', '2380013800', '0138001380', 'abcdefghijk'], false);
  });
  it('SMS request checks: empty phone and empty image code', () => {
    expect(validatePhoneForSms('')).toBe('手机号不能为空');
    expect(validatePhoneForSms(' ')).toBe('手机号不能为空');
    expect(validatePhoneForSms('123')).toBe(MESSAGES.phoneFormat);
    expect(validatePhoneForSms('13800138000')).toBe(true);
    expect(validateImageCodeForSms('')).toBe('验证码不能为空');
    expect(validateImageCodeForSms(undefined)).toBe('验证码不能为空');
    expect(validateImageCodeForSms('a1b2')).toBe(true);
  });
});

describe('required fields', () => {
  it('password, login password, image code, SMS code', () => {
    expect(validatePassword('')).toBe('请输入密码');
    expect(validatePassword('x')).toBe(true);
    expect(validateLoginPassword(undefined)).toBe('请输入登录密码');
    expect(validateLoginPassword('secret1')).toBe(true);
    expect(validateImageCode('  ')).toBe('请输入验证码');
    expect(validateImageCode('AB12')).toBe(true);
    expect(validateSmsCode('')).toBe('请输入手机验证码');
    expect(validateSmsCode('123456')).toBe(true);
    expect(validateSmsCodeAlt(null)).toBe('请输入短信验证码');
    expect(validateSmsCodeAlt('654321')).toBe(true);
  });
  it('optional() lets empty values through and checks the rest', () => {
    const v = optional(validateMobile);
    expect(v('')).toBe(true);
    expect(v(undefined)).toBe(true);
    expect(v('13800138000')).toBe(true);
    expect(v('12')).toBe(MESSAGES.mobile);
  });
});

describe('passwords', () => {
  it('password rule: at least 8 chars with letters and digits', () => {
    expectAll(isValidPassword, ['abcd1234', 'A1b2c3d4', 'passw0rd!', '1234567a', 'Zz9 Zz9 Zz9'], true);
    expectAll(isValidPassword, ['', 'abc123', 'abcdefgh', '12345678', '!!!!!!!!', 'abcdefg!', '密码密码密码密码1'], false);
  });
  it('new password messages', () => {
    expect(validateNewPassword('')).toBe('请输入新密码');
    expect(validateNewPassword(undefined)).toBe('请输入新密码');
    expect(validateNewPassword('abc12')).toBe('密码至少8位字符，必须包含字母和数字');
    expect(validateNewPassword('abcdefghij')).toBe('密码至少8位字符，必须包含字母和数字');
    expect(validateNewPassword('abcde12345')).toBe(true);
  });
  it('confirm password messages', () => {
    expect(validateConfirmPassword('', 'abcd1234')).toBe('请输入确认密码');
    expect(validateConfirmPassword('abcd1235', 'abcd1234')).toBe('两次输入密码不一致!');
    expect(validateConfirmPassword('abcd1234', 'abcd1234')).toBe(true);
  });
  it('old password is required only when one exists', () => {
    expect(validateOldPassword('', true)).toBe('请输入原始密码');
    expect(validateOldPassword(undefined, true)).toBe('请输入原始密码');
    expect(validateOldPassword('old12345', true)).toBe(true);
    expect(validateOldPassword('', false)).toBe(true);
  });
});

describe('number / digits', () => {
  it('number: digits with optional decimal part', () => {
    expectAll(validateNumber, ['0', '12', '12.5', '0.01', '100.000'], true);
    expectAll(validateNumber, ['', '.5', '12.', '-1', '1e3', '1.2.3', 'abc', '1,000'], MESSAGES.number);
  });
  it('digits: integer not starting with 0', () => {
    expectAll(validateDigits, ['1', '9', '10', '1234567890'], true);
    expectAll(validateDigits, ['', '0', '01', '1.5', '-3', 'a1', ' 1'], MESSAGES.digits);
  });
});

describe('mobile / isMobile', () => {
  it('mobile: an allocated prefix (incl. 16x/19x), as typed or pasted', () => {
    expectAll(
      validateMobile,
      ['13800138000', '14712345678', '15012345678', '16612345678', '17712345678', '18612345678', '19912345678', '+86 199 1234 5670', '１９８１２３４５６７８'],
      true,
    );
    expectAll(validateMobile, ['', '12012345678', '19412345678', '15412345678', '14612345678', '1380013800', '138001380000'], MESSAGES.mobile);
  });
  it('isMobile: mobiles, landlines with area code and extension, 400/800 numbers', () => {
    expectAll(
      validateIsMobile,
      ['13800138000', '14712345678', '17712345678', '010-12345678', '0315-1234567', '02112345678', '0315-1234567-8001', '400-820-8820', '(010)12345678'],
      true,
    );
    expectAll(
      validateIsMobile,
      ['', '12012345678', '12345678', '010-123456', '0755-123456789', '1010-1234567', '01-1234567', '0101234567', '500-820-8820'],
      MESSAGES.isMobile,
    );
  });
});

describe('email', () => {
  it('accepts standard addresses', () => {
    expectAll(validateEmail, ['a@b.cn', 'john.doe@example.com', 'user+tag@mail.example.org', 'x_y-z@163.com'], true);
  });
  it('rejects malformed addresses', () => {
    expectAll(validateEmail, ['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a b@c.com', 'a..b@c.com', 'a@-b.com'], MESSAGES.email);
  });
});

describe('ID card', () => {
  const NOW = new Date(2025, 5, 1);
  const VALID_18 = ['11010519491231002X', '11010519491231002x', '440304199001011233', '310101198506152345', '320102199912310014', '510107200002294564'];

  it('form validator: 15 digits or 17 digits + check char', () => {
    expectAll(validateIdCard, ['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'], true);
    expectAll(validateIdCard, ['', '11010549123100', '1101054912310021', '11010519491231002Y', 'X10105194912310021', '1101051949123100211'], MESSAGES.idcard);
  });

  it('computes the ISO 7064 MOD 11-2 check char', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44030419900101123')).toBe('3');
    expect(idCardCheckChar('1101051949123100')).toBeNull();
  });

  it('accepts valid 18-digit IDs', () => {
    for (const id of VALID_18) expect(checkIdCard(id, NOW), id).toBe(true);
    expect(validateIdCardFull('11010519491231002X')).toBe(true);
  });

  it('rejects a wrong check char, region, or birth date', () => {
    expect(checkIdCard('110105194912310029', NOW)).toBe(false); // check char should be X
    expect(checkIdCard('440304199001011234', NOW)).toBe(false);
    // unknown province prefixes 10, 16, 99 (check chars recomputed so only the region is wrong)
    for (const prefix of ['10', '16', '24', '99']) {
      const first17 = `${prefix}0105199001011234`.slice(0, 17);
      expect(checkIdCard(first17 + idCardCheckChar(first17), NOW), prefix).toBe(false);
    }
    // impossible dates, before 1900, in the future
    for (const birth of ['19900230', '19901301', '19900001', '20010229', '18991231', '20300101']) {
      const first17 = `110105${birth}123`;
      expect(checkIdCard(first17 + idCardCheckChar(first17), NOW), birth).toBe(false);
    }
    expect(checkIdCard('', NOW)).toBe(false);
    expect(checkIdCard('11010519491231002', NOW)).toBe(false);
    expect(validateIdCardFull('110105194912310029')).toBe(MESSAGES.idcard);
  });

  it('accepts a leap day', () => {
    const first17 = '11010520000229123';
    expect(checkIdCard(first17 + idCardCheckChar(first17), NOW)).toBe(true);
  });

  it('converts 15-digit IDs to 18 digits', () => {
    expect(convertIdCard15To18('110105491231002')).toBe('11010519491231002X');
    expect(convertIdCard15To18('440304900101123')).toBe('440304199001011233');
    expect(convertIdCard15To18('11010549123100')).toBeNull();
    expect(convertIdCard15To18('11010519491231002X')).toBeNull();
    expect(checkIdCard('110105491231002', NOW)).toBe(true);
    expect(checkIdCard('440304900101123', NOW)).toBe(true);
    expect(checkIdCard('110105490231002', NOW)).toBe(false); // 1949-02-31
    expect(checkIdCard('990105491231002', NOW)).toBe(false); // region 99
  });

  it('property: a generated ID with the right check char passes; any other check char fails', () => {
    const arbId = fc
      .record({
        province: fc.constantFrom(...ID_PROVINCE_CODES),
        area: fc.integer({ min: 0, max: 9999 }),
        birth: fc.date({ min: new Date(1900, 0, 1), max: new Date(2024, 11, 31), noInvalidDate: true }),
        seq: fc.integer({ min: 0, max: 999 }),
      })
      .map(({ province, area, birth, seq }) => {
        const ymd = `${birth.getFullYear()}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`;
        return `${province}${String(area).padStart(4, '0')}${ymd}${String(seq).padStart(3, '0')}`;
      });
    fc.assert(
      fc.property(arbId, fc.constantFrom(...'0123456789X'), (first17, other) => {
        const right = idCardCheckChar(first17)!;
        expect(checkIdCard(first17 + right, NOW)).toBe(true);
        if (other !== right) expect(checkIdCard(first17 + other, NOW)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('property: changing one body digit of a valid ID is rejected', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_18), fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, pos, delta) => {
        const digit = (Number(id[pos]) + delta) % 10;
        const changed = id.slice(0, pos) + digit + id.slice(pos + 1);
        expect(checkIdCard(changed, NOW)).toBe(false);
      }),
    );
  });
});

describe('area code / landline / extension', () => {
  it('area code: empty or 0 + 2-3 digits', () => {
    expectAll(validateAreaCode, ['', '010', '021', '0315', '0755'], true);
    expectAll(validateAreaCode, ['0', '01', '01234', '315', '1010', '0a1'], MESSAGES.areaCode);
  });
  it('landline: empty or 7-8 digits', () => {
    expectAll(validateLandline, ['', '1234567', '12345678'], true);
    expectAll(validateLandline, ['123456', '123456789', '1234-567', 'abcdefg'], MESSAGES.landline);
  });
  it('extension: empty or 1-4 digits', () => {
    expectAll(validateExtension, ['', '1', '12', '123', '1234'], true);
    expectAll(validateExtension, ['12345', 'a', '1-2'], MESSAGES.extension);
  });
});

describe('vehicle number', () => {
  it('form validator: province char, capital letter, five capitals/digits/underscore', () => {
    expectAll(validateVehicleNo, ['京A12345', '冀B8888A', '粤ZAB_12', '琼A00000', '新AF1234'], true);
    expectAll(validateVehicleNo, ['', '京a12345', '京A1234', '京A123456', 'AA12345', '港A12345', '京A1234挂', '京A12-45', '京112345'], MESSAGES.vehicleNo);
  });
  it('knows all 31 province abbreviations', () => {
    expect([...PROVINCE_ABBREVIATIONS]).toHaveLength(31);
    expect(new Set(PROVINCE_ABBREVIATIONS).size).toBe(31);
    for (const p of PROVINCE_ABBREVIATIONS) expect(isVehicleNo(`${p}A12345`), p).toBe(true);
  });
  it('full helper accepts ordinary, trailer/coach/police/HK/Macau and new-energy plates', () => {
    expectAll(
      isVehicleNo,
      [
        '京A12345',
        '冀BA8888',
        '沪C1234挂',
        '粤B1234学',
        '川A1234警',
        '粤Z1234港',
        '粤Z1234澳',
        '粤AD12345',
        '粤BFA1234',
        '沪AD01234',
        '京A12345D',
        '苏E67890F',
      ],
      true,
    );
  });
  it('full helper rejects malformed plates', () => {
    expectAll(
      isVehicleNo,
      [
        '',
        '京I12345',
        '京O12345',
        '港A12345',
        '京A1234',
        '京A1234567',
        '京AI2345',
        '京AO2345',
        '粤AA12345',
        '粤AD1234A',
        '粤A1234AD',
        '粤A12345X',
        '粤BF1A234',
        '京A12_45',
        '京A挂1234',
      ],
      false,
    );
    expect(validateVehicleNoFull('粤AD12345')).toBe(true);
    expect(validateVehicleNoFull('京a·12345')).toBe(true);
    expect(validateVehicleNoFull('粤A12345X')).toBe(MESSAGES.vehicleNo);
  });
});

describe('bank card', () => {
  it('accepts 16-19 digits with an allowed prefix, spaces stripped', () => {
    expectAll(validateBankNo, ['6222020200000000006', '6228 4800 0000 0000 000', '4367420000000000', '62170000000000004', '9558800000000000000'], true);
    for (const prefix of BANK_CARD_PREFIXES) expect(isBankNo(`${prefix}${'0'.repeat(13)}${prefix === '62' ? 5 : 0}`), prefix).toBe(true);
  });
  it('refuses a UnionPay number whose check digit (Luhn) is wrong, after normalising full-width digits and spaces', () => {
    expect(passesLuhn('6217000010001234569')).toBe(true);
    expectAll(
      validateBankNo,
      ['6217000010001234567', '6222 0202 0000 0000 000', '62170000000000000', '６２１７０００００００００００００００'],
      MESSAGES.bankNoCheck,
    );
    expect(MESSAGES.bankNoCheck).toBe('银行卡号有误，请核对');
    expect(bankNoSchema.parse('６２１７　0000 1000 1234 569')).toBe('6217000010001234569');
    expect(bankNoSchema.safeParse('6217 0000 1000 1234 568').error?.issues[0].message).toBe(MESSAGES.bankNoCheck);
    // Older domestic numbers (95…) often carry no Luhn digit: only the format is checked.
    expect(isBankNo('9558800000000000001')).toBe(true);
  });
  it('rejects wrong lengths, prefixes or characters', () => {
    expectAll(
      validateBankNo,
      ['', '622202020000000', '62220202000000000000', '1100000000000000', '2000000000000000', '6222-0202-0000-0000', '622202020000000a'],
      MESSAGES.bankNo,
    );
  });
});

describe('alphanumeric', () => {
  it('letters and digits only', () => {
    expectAll(isAlphanumeric, ['abc', 'ABC123', '0', 'a1B2'], true);
    expectAll(isAlphanumeric, ['', 'a b', 'a_b', 'a-1', '中文', 'abc!'], false);
    expect(validateAlphanumeric('ab!')).toBe(MESSAGES.alphanumeric);
    expect(validateAlphanumeric('ab1')).toBe(true);
  });
});

describe('banned words', () => {
  const words = ['赌博', 'Spam', '违禁品'];
  it('finds words hidden by punctuation, spaces and case', () => {
    expect(checkBannedWords('这里可以赌博', words)).toEqual(['赌博']);
    expect(checkBannedWords('这里可以 赌，博！', words)).toEqual(['赌博']);
    expect(checkBannedWords('赌-博 and S.P.A.M', words)).toEqual(['赌博', 'Spam']);
    expect(checkBannedWords('违\u3000禁【品】', words)).toEqual(['违禁品']);
    expect(checkBannedWords('违\n禁\t品「」…', words)).toEqual(['违禁品']);
    expect(checkBannedWords('sPaM sPaM', words)).toEqual(['Spam']);
  });
  it('returns nothing for clean text or an empty dictionary', () => {
    expect(checkBannedWords('正常的货源信息，钢材 30 吨', words)).toEqual([]);
    expect(checkBannedWords('', words)).toEqual([]);
    expect(checkBannedWords('赌博', [])).toEqual([]);
    expect(checkBannedWords('赌博', ['', '  '])).toEqual([]);
  });
  it('validator message', () => {
    expect(validateBannedWords('可以赌博', words)).toBe('内容包含违禁词：赌博');
    expect(validateBannedWords('赌博spam', words)).toBe('内容包含违禁词：赌博、Spam');
    expect(validateBannedWords('干净的内容', words)).toBe(true);
  });
});

describe('zod schemas', () => {
  function firstMessage(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
    const result = schema.safeParse(value);
    return result.success ? true : result.error!.issues[0].message;
  }

  it('phoneSchema: required (incl. undefined), format, trimmed', () => {
    expect(firstMessage(phoneSchema, undefined)).toBe('请输入手机号');
    expect(firstMessage(phoneSchema, '')).toBe('请输入手机号');
    expect(firstMessage(phoneSchema, '   ')).toBe('请输入手机号');
    expect(firstMessage(phoneSchema, '1380013800')).toBe('请输入格式正确的手机号');
    expect(phoneSchema.parse(' 13800138000 ')).toBe('13800138000');
  });

  it('smsCodeSchema and requiredString', () => {
    expect(firstMessage(smsCodeSchema, undefined)).toBe('请输入手机验证码');
    expect(firstMessage(smsCodeSchema, '123456')).toBe(true);
    expect(firstMessage(requiredString('必填'), 3)).toBe('必填');
  });

  it('passwordRuleSchema', () => {
    expect(firstMessage(passwordRuleSchema, undefined)).toBe('请输入新密码');
    expect(firstMessage(passwordRuleSchema, '')).toBe('请输入新密码');
    expect(firstMessage(passwordRuleSchema, 'abcdefgh')).toBe('密码至少8位字符，必须包含字母和数字');
    expect(firstMessage(passwordRuleSchema, 'abcd1234')).toBe(true);
  });

  it('newPasswordPairSchema', () => {
    const mismatch = newPasswordPairSchema.safeParse({ newPassword: 'abcd1234', confirmPassword: 'abcd12345' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error!.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: '两次输入密码不一致!' })]);
    const missing = newPasswordPairSchema.safeParse({ newPassword: 'abcd1234' });
    expect(missing.error!.issues[0]).toEqual(expect.objectContaining({ path: ['confirmPassword'], message: '请输入确认密码' }));
    expect(newPasswordPairSchema.safeParse({ newPassword: 'abcd1234', confirmPassword: 'abcd1234' }).success).toBe(true);
  });

  it('passwordChangeSchema requires the old password only when one exists', () => {
    const body = { newPassword: 'abcd1234', confirmPassword: 'abcd1234' };
    expect(passwordChangeSchema(false).safeParse(body).success).toBe(true);
    const withOld = passwordChangeSchema(true).safeParse(body);
    expect(withOld.error!.issues[0]).toEqual(expect.objectContaining({ path: ['oldPassword'], message: '请输入原始密码' }));
    expect(passwordChangeSchema(true).safeParse({ ...body, oldPassword: 'old' }).success).toBe(true);
  });

  it('phoneChangeSchema', () => {
    const r = phoneChangeSchema.safeParse({});
    expect(r.error!.issues.map((i) => i.message)).toEqual(['请输入登录密码', '请输入手机号', '请输入手机验证码']);
    expect(phoneChangeSchema.safeParse({ password: 'p', phone: '13800138000', smsCode: '1234' }).success).toBe(true);
  });

  it('bankNoSchema strips spaces; optional schemas accept undefined', () => {
    expect(bankNoSchema.parse('6222 0202 0000 0000 006')).toBe('6222020200000000006');
    expect(firstMessage(bankNoSchema, '1234')).toBe(MESSAGES.bankNo);
    expect(areaCodeSchema.parse(undefined)).toBe('');
    expect(areaCodeSchema.parse('010')).toBe('010');
    expect(firstMessage(areaCodeSchema, '10')).toBe(MESSAGES.areaCode);
  });
});
