import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE } from '#app/utils/files';
import {
  CERT_MESSAGES,
  certificationSchema,
  creditCodeCheckChar,
  isCreditCode,
  keptField,
  keptSlots,
  kindForUser,
  kindsForUser,
  submitBody,
  type CertificationForm,
  type CertificationKind,
} from './certification';

const ID = '11010519491231002X';
const ID2 = '440304198506153216';
const CREDIT = '91350100M000100Y43';
const UUID = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function png(name = 'a.png') {
  return new File([PNG], name, { type: 'image/png' });
}

function form(entries: Record<string, string | File>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(entries)) formData.append(key, value);
  return formData;
}

/** Parses as Conform does on both sides; returns the field errors, or the value. */
function parse(kind: CertificationKind, entries: Record<string, string | File>) {
  const formData = form(entries);
  const submission = parseWithZod(formData, { schema: certificationSchema(kind, keptSlots(kind, formData)) });
  return submission.status === 'success'
    ? { value: submission.value as CertificationForm, errors: null }
    : { value: null, errors: (submission.reply().error ?? {}) as Record<string, string[] | null> };
}

describe('individualShipper', () => {
  const valid = { realName: '张三', idCard: ID, idCardFront: png('front.png'), idCardBack: png('back.png') };

  it('accepts a name, a checksummed ID and both images; x becomes X', () => {
    const { value } = parse('individualShipper', { ...valid, idCard: ID.toLowerCase(), realName: ' 张三 ' });
    expect(value).not.toBeNull();
    expect(value!.idCard).toBe(ID);
    expect(value!.realName).toBe('张三');
    expect(value!.idCardFront).toBeInstanceOf(File);
  });

  it('shows every required message at once, images included', () => {
    const { errors } = parse('individualShipper', {});
    expect(errors).toMatchObject({
      realName: ['请输入真实姓名'],
      idCard: ['请输入身份证号码'],
      idCardFront: ['请上传身份证人像面'],
      idCardBack: ['请上传身份证国徽面'],
    });
  });

  it.each([
    ['wrong check char', '110105194912310021'],
    ['unknown region', '990105194912310027'],
    ['impossible birth date', '110105194902310025'],
    ['too short', '11010519491231'],
    ['letters', 'ABCDEFGHIJKLMNOPQR'],
  ])('refuses an ID with %s: 请输入正确的身份证号码', (_why, idCard) => {
    const { errors } = parse('individualShipper', { ...valid, idCard });
    expect(errors?.idCard).toEqual(['请输入正确的身份证号码']);
  });

  it('refuses names that are not a Chinese name', () => {
    expect(parse('individualShipper', { ...valid, realName: 'Tom' }).errors?.realName).toEqual([CERT_MESSAGES.realName]);
    expect(parse('individualShipper', { ...valid, realName: '张' }).errors?.realName).toEqual([CERT_MESSAGES.realName]);
    expect(parse('individualShipper', { ...valid, realName: '买买提·艾力' }).errors).toBeNull();
  });

  it('an empty file input (nameless, empty File) counts as no file', () => {
    const { errors } = parse('individualShipper', { ...valid, idCardBack: new File([], '', { type: 'application/octet-stream' }) });
    expect(errors?.idCardBack).toEqual(['请上传身份证国徽面']);
  });

  it('an image kept from an earlier upload needs no new file; a malformed uuid does not count', () => {
    const kept = { realName: '张三', idCard: ID, idCardFront: png(), [keptField('idCardBack')]: UUID };
    const { value } = parse('individualShipper', kept);
    expect(value?.idCardBackUuid).toBe(UUID);
    expect(value?.idCardBack).toBeUndefined();
    const bad = parse('individualShipper', { ...kept, [keptField('idCardBack')]: '../etc/passwd' });
    expect(bad.errors?.idCardBack).toEqual(['请上传身份证国徽面']);
  });

  it('refuses files over 10 MB, the server marker of a dropped part, empty files and non-images', () => {
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(parse('individualShipper', { ...valid, idCardFront: big }).errors?.idCardFront).toEqual(['文件大小不能超过10MB']);
    const marker = new File([], 'big.png', { type: TOO_LARGE_MARKER_TYPE });
    expect(parse('individualShipper', { ...valid, idCardFront: marker }).errors?.idCardFront).toEqual(['文件大小不能超过10MB']);
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    expect(parse('individualShipper', { ...valid, idCardBack: text }).errors?.idCardBack).toEqual(['只能上传 JPG、PNG、WEBP、GIF 格式的图片']);
    expect(parse('individualShipper', { ...valid, idCardBack: new File([], 'x.png', { type: 'image/png' }) }).errors?.idCardBack).toEqual(['文件不能为空']);
  });
});

describe('unified social credit code', () => {
  it('computes the GB 32100 check char', () => {
    expect(creditCodeCheckChar(CREDIT.slice(0, 17))).toBe('3');
    expect(creditCodeCheckChar('short')).toBeNull();
    expect(creditCodeCheckChar('91350100M000100YI')).toBeNull();
  });

  it('needs the shape and the check char; lower case is accepted', () => {
    expect(isCreditCode(CREDIT)).toBe(true);
    expect(isCreditCode(CREDIT.toLowerCase())).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    // I, O, S, V, Z never occur
    expect(isCreditCode('9135010OM000100Y43')).toBe(false);
  });

  it('companyShipper: company, code, person and three images', () => {
    const entries = {
      companyName: '唐山运宝物流有限公司',
      creditCode: CREDIT.toLowerCase(),
      realName: '李四',
      idCard: ID2,
      businessLicence: png(),
      idCardFront: png(),
      idCardBack: png(),
    };
    const { value } = parse('companyShipper', entries);
    expect(value?.creditCode).toBe(CREDIT);
    const { errors } = parse('companyShipper', { ...entries, creditCode: '12345', businessLicence: '' });
    expect(errors?.creditCode).toEqual(['请输入正确的统一社会信用代码']);
    expect(errors?.businessLicence).toEqual(['请上传营业执照']);
    expect(parse('companyShipper', { ...entries, companyName: '' }).errors?.companyName).toEqual(['请输入企业名称']);
  });
});

describe('individualDriver', () => {
  const entries = {
    realName: '王五',
    idCard: ID2,
    licenceNo: ID2,
    licenceClass: 'A2',
    idCardFront: png(),
    idCardBack: png(),
    drivingLicence: png(),
  };

  it('accepts the licence number, a class of the dictionary and an optional qualification number', () => {
    const { value } = parse('individualDriver', entries);
    expect(value).toMatchObject({ licenceNo: ID2, licenceClass: 'A2' });
    expect(value?.qualificationNo).toBeUndefined();
    expect(parse('individualDriver', { ...entries, qualificationNo: '130283200907003172' }).value?.qualificationNo).toBe('130283200907003172');
  });

  it('licence number: alphanumeric, 12-20; class from the dictionary; qualification number checked when given', () => {
    const { errors } = parse('individualDriver', {
      ...entries,
      licenceNo: '1234-5678-90',
      licenceClass: 'Z9',
      qualificationNo: '12#4',
      drivingLicence: '',
    });
    expect(errors).toMatchObject({
      licenceNo: ['请输入正确的驾驶证号'],
      licenceClass: ['请选择准驾车型'],
      qualificationNo: ['请输入正确的从业资格证号'],
      drivingLicence: ['请上传驾驶证主页'],
    });
    expect(parse('individualDriver', { ...entries, licenceNo: '12345678901' }).errors?.licenceNo).toEqual(['请输入正确的驾驶证号']);
    expect(parse('individualDriver', { ...entries, licenceNo: '' }).errors?.licenceNo).toEqual(['请输入驾驶证号']);
    expect(parse('individualDriver', { ...entries, licenceClass: '' }).errors?.licenceClass).toEqual(['请选择准驾车型']);
  });
});

describe('companyDriver', () => {
  const entries = {
    companyName: '天津顺达运输有限公司',
    creditCode: CREDIT,
    roadPermitNo: '120116008765',
    realName: '赵六',
    idCard: ID,
    businessLicence: png(),
    roadPermit: png(),
  };

  it('needs a 12-digit road transport permit number and both images, no ID images', () => {
    expect(parse('companyDriver', entries).value).not.toBeNull();
    const { errors } = parse('companyDriver', { ...entries, roadPermitNo: '12011600876', roadPermit: '' });
    expect(errors?.roadPermitNo).toEqual(['请输入正确的道路运输经营许可证号（12位数字）']);
    expect(errors?.roadPermit).toEqual(['请上传道路运输经营许可证']);
    expect(errors?.idCardFront).toBeUndefined();
  });

  it('builds the submit body: kind, trimmed fields, file uuids; nothing of other screens', () => {
    const { value } = parse('companyDriver', entries);
    const body = submitBody('companyDriver', value!, { businessLicence: UUID, roadPermit: UUID });
    expect(body).toEqual({
      kind: 'companyDriver',
      companyName: '天津顺达运输有限公司',
      creditCode: CREDIT,
      roadPermitNo: '120116008765',
      realName: '赵六',
      idCard: ID,
      files: { businessLicence: UUID, roadPermit: UUID },
    });
  });
});

describe('roles and display', () => {
  it('maps each role to its screen', () => {
    expect(kindForUser({ role: 'individual_shipper', roles: ['individual_shipper'] })).toBe('individualShipper');
    expect(kindForUser({ role: 'enterprise_shipper', roles: ['enterprise_shipper'] })).toBe('companyShipper');
    expect(kindForUser({ role: 'driver', roles: ['driver'] })).toBe('individualDriver');
    expect(kindForUser({ role: 'individual_agent', roles: ['individual_agent', 'driver'] })).toBe('individualDriver');
    expect(kindForUser({ role: 'carrier', roles: ['carrier'] })).toBe('companyDriver');
    expect(kindForUser({ role: 'agent', roles: ['agent'] })).toBe('companyDriver');
    expect(kindForUser({ role: 'operator', roles: ['operator'] })).toBeNull();
    expect(kindsForUser({ role: 'agent', roles: ['agent', 'individual_shipper'] }).sort()).toEqual(['companyDriver', 'individualShipper']);
  });
});
