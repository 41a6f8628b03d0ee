// Property tests of the real-world value rules (issue 26): values generated from the standards —
// check characters computed here, independently of the validators — must be accepted in every
// way people type them, stored normalised, and refused with one character changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cargoPointInput, frequentContactInput } from './market/cargo';
import { driverInput, vehicleInput } from './capacity/schemas';
import { orgUnitInput, vehicleOwnerInput } from './capacity/org';
import { guestOrderInput } from './orders/guest';
import { routeStopInput } from './orders/multi';
import {
  CREDIT_CODE_AUTHORITIES,
  ID_PROVINCE_CODES,
  MESSAGES,
  MOBILE_PREFIXES,
  PROVINCE_ABBREVIATIONS,
  VALUE_RULES,
  checkIdCard,
  isCreditCode,
  isMobile,
  isMobileNumber,
  isRealName,
  isVehicleNo,
  normalizeContactPhone,
  normalizeCreditCode,
  normalizeIdCard,
  normalizeMobile,
  normalizePlate,
  normalizeRealName,
  optionalValue,
  phoneSchema,
  requiredValue,
} from './validators';

const RUNS = { numRuns: 300 };
const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const FULL_WIDTH = (s: string) => s.replace(/[0-9A-Za-z+()-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** Replaces the character at `index` (a code point index) with `char`. */
function replaceAt(text: string, index: number, char: string): string {
  const chars = [...text];
  chars[index] = char;
  return chars.join('');
}

// ---------------------------------------------------------------------------------------------
// Mobile

const ALL_PREFIXES = Array.from({ length: 100 }, (_, i) => `1${String(i).padStart(2, '0')}`);
const UNALLOCATED = ALL_PREFIXES.filter((p) => !MOBILE_PREFIXES.includes(p));
const mobile = fc.tuple(fc.constantFrom(...MOBILE_PREFIXES), digits(8)).map(([p, rest]) => p + rest);
/** How people type or paste a mobile. */
const typedMobile = (m: string) =>
  fc
    .constantFrom(
      (x: string) => x,
      (x: string) => `+86 ${x.slice(0, 3)} ${x.slice(3, 7)} ${x.slice(7)}`,
      (x: string) => `86${x}`,
      (x: string) => `0086-${x}`,
      (x: string) => `${x.slice(0, 3)}-${x.slice(3, 7)}-${x.slice(7)}`,
      (x: string) => FULL_WIDTH(x),
      (x: string) => ` ${x} `,
    )
    .map((f) => f(m));

describe('mobile', () => {
  it('holds the 54 allocated prefixes, 16x and 19x included', () => {
    expect(MOBILE_PREFIXES).toHaveLength(54);
    expect(new Set(MOBILE_PREFIXES).size).toBe(54);
    for (const p of ['162', '165', '166', '167', '190', '191', '192', '193', '195', '196', '197', '198', '199', '145', '147', '149', '170', '177'])
      expect(MOBILE_PREFIXES, p).toContain(p);
    for (const p of ['120', '154', '194', '179', '146', '148']) expect(MOBILE_PREFIXES, p).not.toContain(p);
  });

  it('property: an allocated mobile, however typed, is accepted and stored as 11 digits', () => {
    fc.assert(
      fc.property(
        mobile.chain((m) => fc.tuple(fc.constant(m), typedMobile(m))),
        ([m, typed]) => {
          expect(normalizeMobile(typed)).toBe(m);
          expect(isMobileNumber(typed)).toBe(true);
          expect(requiredValue(VALUE_RULES.mobile, '请输入手机号').parse(typed)).toBe(m);
        },
      ),
      RUNS,
    );
  });

  it('property: an unallocated prefix or one digit changed to a letter is refused', () => {
    fc.assert(
      fc.property(mobile, fc.constantFrom(...UNALLOCATED), fc.integer({ min: 0, max: 10 }), fc.constantFrom(...'aOlI#'), (m, prefix, i, c) => {
        expect(isMobileNumber(prefix + m.slice(3))).toBe(false);
        expect(isMobileNumber(replaceAt(m, i, c))).toBe(false);
      }),
      RUNS,
    );
  });

  it('the account phone field normalises too, with the spec messages', () => {
    expect(phoneSchema.parse('+86 199 1234 5670')).toBe('19912345670');
    expect(phoneSchema.safeParse('').error?.issues[0].message).toBe(MESSAGES.phoneRequired);
    expect(phoneSchema.safeParse('1991234567').error?.issues[0].message).toBe(MESSAGES.phoneFormat);
  });
});

// ---------------------------------------------------------------------------------------------
// Contact phone

const area3 = fc.constantFrom('010', '020', '021', '022', '023', '024', '025', '027', '028', '029');
const area4 = fc.tuple(fc.constantFrom(...'3456789'), digits(2)).map(([a, b]) => `0${a}${b}`);
const subscriber = (n: number) => fc.tuple(fc.constantFrom(...'123456789'), digits(n - 1)).map(([a, b]) => a + b);
const extension = fc.option(fc.integer({ min: 1, max: 6 }).chain(digits), { nil: undefined });
const landline = fc.oneof(fc.tuple(area3, subscriber(8), extension), fc.tuple(area4, fc.integer({ min: 7, max: 8 }).chain(subscriber), extension));
const stored = ([area, number, ext]: [string, string, string | undefined]) => `${area}-${number}${ext ? `-${ext}` : ''}`;
const typedLandline = ([area, number, ext]: [string, string, string | undefined]) =>
  fc
    .constantFrom(
      () => `${area}-${number}${ext ? `-${ext}` : ''}`,
      () => `(${area})${number}${ext ? `转${ext}` : ''}`,
      () => `+86 ${area.slice(1)} ${number}${ext ? ` ext ${ext}` : ''}`,
      () => `${area} ${number.slice(0, 4)} ${number.slice(4)}${ext ? `-${ext}` : ''}`,
      () => FULL_WIDTH(`${area}-${number}${ext ? `-${ext}` : ''}`),
      () => (ext ? `${area}-${number}#${ext}` : `${area}${number}`),
    )
    .map((f) => f());
const serviceNumber = fc.tuple(fc.constantFrom('400', '800'), digits(3), digits(4));

describe('contact phone', () => {
  it('property: mobiles, landlines (area code, optional extension) and 400/800 numbers are accepted and stored normalised', () => {
    fc.assert(
      fc.property(
        mobile.chain((m) => fc.tuple(fc.constant(m), typedMobile(m))),
        ([m, typed]) => {
          expect(normalizeContactPhone(typed)).toBe(m);
          expect(isMobile(typed)).toBe(true);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        landline.chain((l) => fc.tuple(fc.constant(l), typedLandline(l))),
        ([l, typed]) => {
          expect(normalizeContactPhone(typed), typed).toBe(stored(l));
          expect(isMobile(typed), typed).toBe(true);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(serviceNumber, ([a, b, c]) => {
        for (const typed of [`${a}-${b}-${c}`, `${a}${b}${c}`, `${a} ${b} ${c}`]) expect(normalizeContactPhone(typed)).toBe(`${a}-${b}-${c}`);
      }),
      RUNS,
    );
  });

  it('property: a digit changed to a letter, or a number without its area code, is refused', () => {
    fc.assert(
      fc.property(landline, fc.constantFrom(...'aOlI'), fc.nat(), (l, c, n) => {
        const value = stored(l);
        const positions = [...value].map((ch, i) => (/\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
        expect(isMobile(replaceAt(value, positions[n % positions.length], c))).toBe(false);
        expect(isMobile(l[1])).toBe(false);
      }),
      RUNS,
    );
  });

  it('the issue’s examples', () => {
    for (const v of ['14712345678', '17712345678', '0315-1234567-8001', '400-820-8820', '(010)12345678', '0315-1234567转8001'])
      expect(isMobile(v), v).toBe(true);
    expect(normalizeContactPhone('(010)12345678')).toBe('010-12345678');
    for (const v of ['12012345678', '010-1234567', '12345678', '500-820-8820']) expect(isMobile(v), v).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Resident ID (GB 11643, ISO 7064 MOD 11-2 computed here)

function isoMod11Check(first17: string): string {
  // a_i weights are 2^(17-i) mod 11; the check char makes the weighted sum ≡ 1 (mod 11).
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}
const birth = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10).replace(/-/g, ''));
const idCard = fc.tuple(fc.constantFrom(...ID_PROVINCE_CODES), digits(4), birth, digits(3)).map(([region, district, date, seq]) => {
  const first17 = `${region}${district}${date}${seq}`;
  return first17 + isoMod11Check(first17);
});

describe('resident ID', () => {
  it('region codes are the 31 provinces and 81/82/83', () => {
    expect(ID_PROVINCE_CODES).toHaveLength(34);
    for (const code of ['81', '82', '83']) expect(ID_PROVINCE_CODES).toContain(code);
    expect(checkIdCard('830000199001010019')).toBe(isoMod11Check('83000019900101001') === '9');
  });

  it('property: a generated ID is accepted, typed with a lower-case x, spaces or full-width digits; stored upper-case', () => {
    fc.assert(
      fc.property(idCard, (id) => {
        expect(checkIdCard(id)).toBe(true);
        for (const typed of [id.toLowerCase(), `${id.slice(0, 6)} ${id.slice(6, 14)} ${id.slice(14)}`, FULL_WIDTH(id)]) {
          expect(normalizeIdCard(typed)).toBe(id);
          expect(requiredValue(VALUE_RULES.idCard, '请输入身份证号').parse(typed)).toBe(id);
        }
      }),
      RUNS,
    );
  });

  it('property: one character changed is refused', () => {
    fc.assert(
      fc.property(idCard, fc.integer({ min: 0, max: 17 }), fc.constantFrom(...'0123456789X'), (id, i, c) => {
        fc.pre(id[i] !== c);
        expect(checkIdCard(replaceAt(id, i, c))).toBe(false);
      }),
      RUNS,
    );
  });

  it('15-digit numbers are converted to 18 (19 before the year, check char added)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ID_PROVINCE_CODES),
        digits(4),
        birth.filter((d) => d.startsWith('19')),
        digits(3),
        (region, district, date, seq) => {
          const fifteen = `${region}${district}${date.slice(2)}${seq}`;
          const first17 = `${region}${district}${date}${seq}`;
          expect(normalizeIdCard(fifteen)).toBe(first17 + isoMod11Check(first17));
          expect(checkIdCard(fifteen)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Real name

const hanChar = fc
  .oneof(
    fc.integer({ min: 0x4e00, max: 0x9fa5 }),
    fc.integer({ min: 0x3400, max: 0x4db5 }), // extension A (䶮 U+4DAE)
    fc.integer({ min: 0x20000, max: 0x2a6d6 }), // extension B (𪚥 U+2A6A5)
  )
  .map((cp) => String.fromCodePoint(cp));
const hanPart = fc.array(hanChar, { minLength: 1, maxLength: 6 }).map((c) => c.join(''));
const realName = fc.array(hanPart, { minLength: 1, maxLength: 3 }).filter((parts) => [...parts.join('')].length >= 2);
const DOTS = ['·', '•', '・', '･', '．', '‧', '.'];

describe('real name', () => {
  it('property: any Han characters with any middle-dot variant are accepted and stored with ·', () => {
    fc.assert(
      fc.property(realName, fc.constantFrom(...DOTS), (parts, dot) => {
        const typed = parts.join(dot);
        expect(isRealName(typed), typed).toBe(true);
        expect(normalizeRealName(typed)).toBe(parts.join('·'));
        expect(requiredValue(VALUE_RULES.realName, '请输入真实姓名').parse(` ${typed} `)).toBe(parts.join('·'));
      }),
      RUNS,
    );
  });

  it('property: one character changed to a letter, digit or symbol is refused', () => {
    fc.assert(
      fc.property(realName, fc.nat(), fc.constantFrom(...'Ab3_!'), (parts, n, c) => {
        const name = parts.join('·');
        expect(isRealName(replaceAt(name, n % [...name].length, c))).toBe(false);
      }),
      RUNS,
    );
  });

  it('the issue’s examples', () => {
    for (const name of ['刘䶮', '王𪚥', '阿依古丽・买买提', '阿依古丽．买买提', '阿依古丽‧买买提', '阿依古丽.买买提'])
      expect(isRealName(name), name).toBe(true);
    for (const name of ['王', '·王五', '王五·', '王··五', 'Wang Wu']) expect(isRealName(name), name).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Plates (GA 36-2018)

const LETTER = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];
const SERIAL = [...LETTER, ...'0123456789'];
const letter = fc.constantFrom(...LETTER);
const serial = (n: number) => fc.array(fc.constantFrom(...SERIAL), { minLength: n, maxLength: n }).map((c) => c.join(''));
const province = fc.constantFrom(...PROVINCE_ABBREVIATIONS);
const plate = fc.oneof(
  fc.tuple(province, letter, serial(5)).map((p) => p.join('')),
  fc.tuple(province, letter, serial(4), fc.constantFrom('挂', '学', '警', '领', '应急')).map((p) => p.join('')),
  fc.tuple(serial(4), fc.constantFrom('港', '澳')).map(([s, suffix]) => `粤Z${s}${suffix}`),
  fc.tuple(province, letter, fc.constantFrom('D', 'F'), fc.constantFrom(...SERIAL), digits(4)).map((p) => p.join('')),
  fc.tuple(province, letter, digits(5), fc.constantFrom('D', 'F')).map((p) => p.join('')),
  digits(6).map((d) => `${d}使`),
);

describe('plate', () => {
  it('property: every GA 36-2018 family is accepted, typed in lower case with a dot or spaces, and stored upper-case', () => {
    fc.assert(
      fc.property(plate, (p) => {
        expect(isVehicleNo(p), p).toBe(true);
        const typed = p.endsWith('使') ? ` 使${p.slice(0, 3)} ${p.slice(3, 6)}` : `${p.slice(0, 2).toLowerCase()}·${p.slice(2).toLowerCase()}`;
        expect(normalizePlate(typed)).toBe(p);
        expect(requiredValue(VALUE_RULES.plate, '请输入车牌号').parse(typed)).toBe(p);
      }),
      RUNS,
    );
  });

  it('property: I or O (never issued), or a character that is no province, is refused', () => {
    fc.assert(
      fc.property(plate, fc.nat(), fc.constantFrom('I', 'O', '台', '港'), (p, n, c) => {
        const index = n % [...p].length;
        fc.pre([...p][index] !== c && !(c === '港' && index === [...p].length - 1));
        expect(isVehicleNo(replaceAt(p, index, c)), replaceAt(p, index, c)).toBe(false);
      }),
      RUNS,
    );
    expect(isVehicleNo('京I12345')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Unified social credit code (GB 32100; check char computed here)

const CC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function gb32100Check(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CC.indexOf(first17[i]) * (3 ** i % 31);
  return CC[(31 - (sum % 31)) % 31];
}
const authorityAndType = fc.constantFrom(...Object.entries(CREDIT_CODE_AUTHORITIES).flatMap(([a, types]) => [...types].map((t) => a + t)));
const creditCode = fc
  .tuple(authorityAndType, fc.constantFrom(...ID_PROVINCE_CODES), digits(4), fc.array(fc.constantFrom(...CC), { minLength: 9, maxLength: 9 }))
  .map(([at, region, district, org]) => {
    const first17 = `${at}${region}${district}${org.join('')}`;
    return first17 + gb32100Check(first17);
  });

describe('unified social credit code', () => {
  it('property: a generated code is accepted, typed in lower case or with spaces, and stored upper-case', () => {
    fc.assert(
      fc.property(creditCode, (code) => {
        expect(isCreditCode(code), code).toBe(true);
        expect(normalizeCreditCode(` ${code.slice(0, 9).toLowerCase()} ${code.slice(9)}`)).toBe(code);
        expect(requiredValue(VALUE_RULES.creditCode, '请输入统一社会信用代码').parse(code.toLowerCase())).toBe(code);
      }),
      RUNS,
    );
  });

  it('property: one character changed is refused', () => {
    fc.assert(
      fc.property(creditCode, fc.integer({ min: 0, max: 17 }), fc.constantFrom(...CC), (code, i, c) => {
        fc.pre(code[i] !== c);
        expect(isCreditCode(replaceAt(code, i, c))).toBe(false);
      }),
      RUNS,
    );
  });

  it('refuses the authority code 0 and a type the authority does not issue', () => {
    const body = '0113020378123456W';
    expect(isCreditCode(body + gb32100Check(body))).toBe(false);
    const wrongType = '9513020378123456W';
    expect(isCreditCode(wrongType + gb32100Check(wrongType))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Every field of a kind uses the rule (forms and platform parse the same schemas)

describe('fields use the rules', () => {
  const driver = { name: '张三', idCard: '11010519491231002X', licenceNo: '11010519491231002X', licenceClass: 'A2' };
  it('driver, vehicle-owner and org-unit-leader mobiles: 16x/19x and +86 accepted, stored as 11 digits; 120 refused', () => {
    for (const [typed, value] of [
      ['16612345678', '16612345678'],
      ['19212345678', '19212345678'],
      ['+86 199 1234 5670', '19912345670'],
    ]) {
      expect(driverInput.parse({ ...driver, mobile: typed }).mobile).toBe(value);
      expect(vehicleOwnerInput.parse({ kind: 'person', name: '张三', idNo: '11010519491231002x', mobile: typed }).mobile).toBe(value);
      expect(orgUnitInput.parse({ name: '一车队', kind: 'fleet', leaderMobile: typed }).leaderMobile).toBe(value);
    }
    expect(driverInput.safeParse({ ...driver, mobile: '12012345678' }).error?.issues[0].message).toBe(MESSAGES.mobile);
    expect(orgUnitInput.safeParse({ name: '一车队', kind: 'fleet', leaderMobile: '+86 120 1234 5678' }).error?.issues[0].message).toBe(MESSAGES.mobile);
  });

  it('contact phones of cargo points, frequent contacts, guest orders and route stops', () => {
    for (const [typed, value] of [
      ['147 1234 5678', '14712345678'],
      ['17712345678', '17712345678'],
      ['0315-1234567-8001', '0315-1234567-8001'],
      ['400 820 8820', '400-820-8820'],
    ]) {
      expect(frequentContactInput.parse({ contactName: '王五', contactPhone: typed }).contactPhone).toBe(value);
      expect(cargoPointInput.parse({ provinceCode: '13', cityCode: '1302', address: '路北区', contactPhone: typed }).contactPhone).toBe(value);
      expect(routeStopInput.parse({ kind: 'load', provinceCode: '13', cityCode: '1302', address: '路北区', contactPhone: typed }).contactPhone).toBe(value);
      const guest = guestOrderInput.safeParse({ contactPhone: typed });
      expect(guest.error?.issues.some((i) => i.path[0] === 'contactPhone')).toBe(false);
    }
    expect(frequentContactInput.safeParse({ contactName: '王五', contactPhone: '12012345678' }).error?.issues[0].message).toBe(MESSAGES.isMobile);
  });

  it('embassy plates: GA 36 writes 使 last; 224001使 is accepted and 使224001 is stored the same way (issue 41)', () => {
    for (const typed of ['224001使', '使224001', '224·001使', ' 使 224 001 ']) {
      expect(isVehicleNo(typed), typed).toBe(true);
      expect(normalizePlate(typed)).toBe('224001使');
      expect(requiredValue(VALUE_RULES.plate, '请输入车牌号').parse(typed)).toBe('224001使');
    }
    for (const bad of ['使2240010', '22400使', '使22400', '224001使使']) expect(isVehicleNo(bad), bad).toBe(false);
  });

  it('plates of vehicles: 使/领/应急 accepted, I refused', () => {
    const vehicle = { plateColor: '2', vehicleType: 'H01', vehicleLength: '9.6', loadKg: '30000', ownerName: '张三' };
    for (const p of ['粤A1234领', '京A1234应急', '014578使', '使014578'])
      expect(vehicleInput.safeParse({ ...vehicle, plateNo: p }).error?.issues.find((i) => i.path[0] === 'plateNo')).toBeUndefined();
    expect(vehicleInput.safeParse({ ...vehicle, plateNo: '京I12345' }).error?.issues.find((i) => i.path[0] === 'plateNo')?.message).toBe(MESSAGES.vehicleNo);
  });

  it('optionalValue: empty is empty, else normalised', () => {
    const field = optionalValue(VALUE_RULES.mobile);
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('')).toBe('');
    expect(field.parse('+86 166 1234 5678')).toBe('16612345678');
  });
});
