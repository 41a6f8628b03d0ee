// The regular expressions of spec section 5 (phones from phones.ts, plates with the province
// abbreviations and the characters ever issued) and the bank-card prefixes.
import { CONTACT_PHONE_PATTERN, MOBILE_PATTERN } from './phones';
import { toText } from './text';

/** The 31 mainland province-level abbreviations used on plates. */
export const PROVINCE_ABBREVIATIONS = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const P = `[${PROVINCE_ABBREVIATIONS}]`;
/** Plate authority letter and serial characters: I and O are never issued. */
const L = '[A-HJ-NP-Z]';
const S = '[0-9A-HJ-NP-Z]';

export const PATTERNS = {
  /** Helper: 11 digits starting with 1. */
  phone: /^1\d{10}$/,
  number: /^\d+(\.\d+)?$/,
  digits: /^[1-9]\d*$/,
  /** An allocated mobile (`MOBILE_PREFIXES`); the spec's older list was 13/14/15/17/18. */
  mobile: MOBILE_PATTERN,
  /** A stored contact phone: mobile, landline with area code and optional extension, 400/800. */
  isMobile: CONTACT_PHONE_PATTERN,
  email: /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
  idcard: /^(?:\d{15}|\d{17}[\dXx])$/,
  areaCode: /^(?:0\d{2,3})?$/,
  landline: /^(?:\d{7,8})?$/,
  extension: /^(?:\d{1,4})?$/,
  /** Form rule: province char, capital letter, five capitals/digits/underscores. */
  vehicleNo: new RegExp(`^${P}[A-Z][A-Z0-9_]{5}$`),
  /**
   * Ordinary plate (GA 36-2018): authority letter and serial without I/O; the last serial char
   * may be 挂 (trailer), 学 (coach), 警 (police), 领 (consulate); 粤Z plates end 港 or 澳.
   */
  plateOrdinary: new RegExp(`^(?:${P}${L}${S}{4}[0-9A-HJ-NP-Z挂学警领]|粤Z${S}{4}[港澳])$`),
  /** New-energy plate (GA 36-2018): small `[DF][A-HJ-NP-Z0-9][0-9]{4}`, large `[0-9]{5}[DF]`. */
  plateNewEnergy: new RegExp(`^${P}${L}(?:[DF]${S}\\d{4}|\\d{5}[DF])$`),
  /** Embassy plate (GA 36-2018): 3-digit mission code, 3-digit serial, then 使; `normalizePlate` moves a leading 使 there. */
  plateEmbassy: /^\d{6}使$/,
  /** Emergency-rescue plate (2018): province, team letter, four serial chars, 应急. */
  plateEmergency: new RegExp(`^${P}${L}${S}{4}应急$`),
  bankNo: /^\d{16,19}$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  /** Password: at least 8 characters, containing a letter and a digit. */
  password: /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*\d)[\s\S]{8,}$/,
} as const;

/** Leading two digits accepted for a bank card number (common Chinese bank-card BIN list). */
export const BANK_CARD_PREFIXES: readonly string[] = [
  '10',
  '18',
  '30',
  '35',
  '37',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '50',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '58',
  '60',
  '62',
  '65',
  '68',
  '69',
  '84',
  '87',
  '88',
  '94',
  '95',
  '98',
  '99',
];

/** Helper check (no zod, so screens may use it): 11 digits starting with 1 (input trimmed). */
export function isPhone(value: unknown): boolean {
  return PATTERNS.phone.test(toText(value).trim());
}
