import { describe, it, expect } from 'vitest';
import { BLACK_WORDS } from './dictionaries';
import { SHIPPER_IDENTITY_CONTROL } from './company/dictionaries';
import { DICTIONARIES, dictItems, dictLabel, dictValues } from './dictionary-table';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** Codes named literally in spec section 3 "Dictionaries" (plus the brief's fixed code sets). */
const SPEC_CODES: Record<string, string[]> = {
  quantity_unit: ['piece', 'ton', 'cube', 'container', 'vehicle'],
  bid_type: ['1', '2'],
  bid_method: ['public', 'invite'],
  bid_status: ['0', '1', '2', '3', '4'],
  bidding_status: ['0', '1', '2', '3'],
  grab_status: ['0', '1', '2', '3'],
  business_type: ['1', '2', '3'],
  order_status: ['WAITACCEPT', 'WAITALLOT', 'ACCEPT', 'WAITSCHEDULE', 'WAITLOAD', 'TRANSPORT', 'SIGN', 'COMPLETE', 'CANCEL', 'REFUSE', 'APPOINTED', 'APPOINT'],
  dispatch_status: ['CREATED', 'START', 'LOAD', 'UNLOAD', 'SIGN', 'REFUSE', 'INVALID'],
  distribution_status: ['10', '20', '30', '40', '50', '60'],
  big_order_status: ['10', '20', '30', '40'],
  order_source: ['1', '2', '3', '4', '5', '6', '7', '8'],
  pay_status: ['0', '1', '2'],
  pay_type: ['outline', 'online'],
  charge_mode: ['billing', 'cash', 'pay_after_completion'],
  charge_node: ['load', 'unload'],
  invoice_status: ['WAIT', 'SEND'],
  news_type: ['news', 'policy', 'data'],
  abnormal_type: ['1', '2', '3', '4', '5', '6'],
  complaint_status: ['0', '1'],
  wallet_account_type: ['0', '1'],
  wallet_user_type: ['1', '2'],
  account_status: ['0', '1'],
  settlement_type: ['CARRIER', 'INDIVIDUAL_AGENT', 'DRIVER'],
  bank_code: ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM'],
  company_file_type: ['1', '2', '5'],
  shipper_identity: ['1', '2', '3', '4'],
  user_role: ['individual_agent', 'agent', 'carrier', 'individual_shipper', 'enterprise_shipper', 'driver'],
  auth_status: ['0', '1', '2', '3'],
  plate_color: ['1', '2', '3', '4', '5', '9', '93'],
  vehicle_length: ['1.8', '2.7', '3.8', '4.2', '5', '6.2', '6.8', '7.7', '8.2', '8.7', '9.6', '11.7', '12.5', '13', '13.75', '15', '16', '17.5'],
  industry: 'ABCDEFGHIJKLMNOPQRST'.split(''),
  company_size: ['1', '2', '3', '4', '5', '6'],
  message_status: ['0', '1'],
  review_status: ['0', '1', '2'],
  publish_scope: ['public', 'partners', 'designated'],
};

const REQUIRED_KEYS = [...Object.keys(SPEC_CODES), 'vehicle_type', 'goods_type', 'driving_licence_class', 'black_word'];

describe('DICTIONARIES', () => {
  it('holds every required dictionary type', () => {
    for (const key of REQUIRED_KEYS) expect(DICTIONARIES, key).toHaveProperty(key);
  });

  it.each(Object.entries(DICTIONARIES))('%s: named, non-empty, unique values, Chinese labels, sorted', (type, dict) => {
    expect(HAS_CHINESE.test(dict.name), `${type} name`).toBe(true);
    expect(dict.items.length).toBeGreaterThan(0);
    const values = dict.items.map((i) => i.value);
    expect(new Set(values).size, `${type} duplicate values`).toBe(values.length);
    for (const item of dict.items) {
      expect(item.value, `${type} value`).not.toBe('');
      expect(item.label.trim(), `${type}.${item.value} label`).not.toBe('');
      expect(HAS_CHINESE.test(item.label), `${type}.${item.value} label "${item.label}" is Chinese`).toBe(true);
    }
    expect(dict.items.map((i) => i.sort)).toEqual(dict.items.map((_, i) => i + 1));
  });

  it.each(Object.entries(SPEC_CODES))('%s contains every spec-named code', (type, codes) => {
    expect(dictValues(type)).toEqual(expect.arrayContaining(codes));
  });
});

describe('dictLabel', () => {
  it('looks up known codes', () => {
    expect(dictLabel('order_status', 'WAITACCEPT')).toBe('待接单');
    expect(dictLabel('order_status', 'TRANSPORT')).toBe('运输中');
    expect(dictLabel('dispatch_status', 'INVALID')).toBe('已作废');
    expect(dictLabel('bid_status', 3)).toBe('流标');
    expect(dictLabel('big_order_status', 30)).toBe('执行中');
    expect(dictLabel('quantity_unit', 'ton')).toBe('吨');
    expect(dictLabel('vehicle_type', 'H11')).toBe('重型普通货车');
    expect(dictLabel('vehicle_type', 'Q11')).toBe('重型半挂牵引车');
    expect(dictLabel('vehicle_type', 'B11')).toBe('重型普通半挂车');
    expect(dictLabel('vehicle_type', 'X99')).toBe('其它');
    expect(dictLabel('plate_color', 2)).toBe('黄色');
    expect(dictLabel('plate_color', '93')).toBe('黄绿色');
    expect(dictLabel('vehicle_length', '4.2')).toBe('4.2米');
    expect(dictLabel('industry', 'G')).toBe('交通运输、仓储和邮政业');
    expect(dictLabel('driving_licence_class', 'A2')).toBe('A2 牵引车');
    expect(dictLabel('bank_code', 'BOCOM')).toBe('交通银行');
    expect(dictLabel('settlement_type', 'INDIVIDUAL_AGENT')).toBe('车队长');
  });

  it("returns '' for unknown types, unknown codes and empty values", () => {
    expect(dictLabel('no_such_dict', '1')).toBe('');
    expect(dictLabel('order_status', 'NOPE')).toBe('');
    expect(dictLabel('order_status', null)).toBe('');
    expect(dictLabel('order_status', undefined)).toBe('');
    expect(dictLabel('toString', 'x')).toBe('');
  });
});

describe('dictValues / dictItems', () => {
  it('returns codes in display order and [] for unknown types', () => {
    expect(dictValues('pay_status')).toEqual(['0', '1', '2']);
    expect(dictValues('no_such_dict')).toEqual([]);
    expect(dictItems('no_such_dict')).toEqual([]);
    expect(dictItems('pay_type')[0]).toMatchObject({ value: 'outline', label: '线下支付', sort: 1 });
  });
});

describe('vehicle_type (GA 802-2014)', () => {
  const values = dictValues('vehicle_type');

  it('covers every family the spec names', () => {
    for (const family of ['H', 'Q', 'Z', 'D', 'M', 'N', 'T', 'J', 'G', 'B', 'X']) {
      expect(
        values.some((v) => v.startsWith(family)),
        `family ${family}`,
      ).toBe(true);
    }
  });

  it('uses three-character codes', () => {
    for (const v of values) expect(v).toMatch(/^[HQZDMNTJGBX][1-9][0-9A-Z]$/);
  });

  it('has the heavy/medium/light truck, tractor, full- and semi-trailer series', () => {
    expect(values).toEqual(
      expect.arrayContaining([
        'H11',
        'H1G',
        'H21',
        'H2G',
        'H31',
        'H3G',
        'H41',
        'H4G',
        'H51',
        'H5C',
        'Q11',
        'Q12',
        'Q21',
        'Q22',
        'Q31',
        'Q32',
        'Z11',
        'Z12',
        'Z21',
        'Z31',
        'Z41',
        'Z51',
        'Z71',
        'D11',
        'D12',
        'M11',
        'M22',
        'N11',
        'T11',
        'T23',
        'J11',
        'J13',
        'G11',
        'G1F',
        'G21',
        'G2F',
        'G31',
        'G3F',
        'B11',
        'B1K',
        'B1W',
        'B21',
        'B2W',
        'B31',
        'B3W',
        'X99',
      ]),
    );
  });
});

describe('shipper identity and banned words', () => {
  it('code 4 is the flow-controlled enterprise identity', () => {
    expect(SHIPPER_IDENTITY_CONTROL).toBe('4');
    expect(dictLabel('shipper_identity', SHIPPER_IDENTITY_CONTROL)).toBe('管控企业');
  });

  it('BLACK_WORDS is a short non-empty list mirrored by the black_word dictionary', () => {
    expect(BLACK_WORDS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(BLACK_WORDS).size).toBe(BLACK_WORDS.length);
    expect(BLACK_WORDS).toEqual(expect.arrayContaining(['赌博', '毒品', '枪支', '弹药', '冰毒', '洗钱', '走私', '假币']));
    expect(dictValues('black_word')).toEqual(BLACK_WORDS);
    for (const item of dictItems('black_word')) expect(item.label).toBe(item.value);
  });
});
