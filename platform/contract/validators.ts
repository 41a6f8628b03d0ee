// Validation rules of spec section 5. Every validator is a pure function returning `true` or the
// Chinese error message; boolean helpers (`isXxx`) are exported beside them. The zod schemas at
// the bottom build on the same rules for forms (conform) and API bodies.
import { z } from 'zod';

export type ValidationResult = true | string;
export type Validator = (value: unknown) => ValidationResult;

export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneFormat: '请输入格式正确的手机号',
  /** Requesting an SMS code with an empty phone. */
  phoneEmpty: '手机号不能为空',
  passwordRequired: '请输入密码',
  imageCodeRequired: '请输入验证码',
  /** Requesting an SMS code with an empty image code. */
  imageCodeEmpty: '验证码不能为空',
  smsCodeRequired: '请输入手机验证码',
  smsCodeRequiredAlt: '请输入短信验证码',
  loginPasswordRequired: '请输入登录密码',
  newPasswordRequired: '请输入新密码',
  passwordRule: '密码至少8位字符，必须包含字母和数字',
  confirmPasswordRequired: '请输入确认密码',
  passwordMismatch: '两次输入密码不一致!',
  oldPasswordRequired: '请输入原始密码',
  number: '请输入数字',
  digits: '请输入正整数',
  mobile: '请输入正确的手机号码',
  isMobile: '请输入正确的手机号码或座机号码',
  email: '请输入正确的邮箱地址',
  idcard: '请输入正确的身份证号码',
  areaCode: '请输入正确的区号',
  landline: '请输入正确的座机号码',
  extension: '请输入正确的分机号',
  vehicleNo: '请输入正确的车牌号',
  /** Real name of certification (not in the spec's list). */
  realName: '请输入与身份证一致的真实姓名',
  creditCode: '请输入正确的统一社会信用代码',
  bankNo: '请输入正确的银行卡号',
  alphanumeric: '只能输入字母和数字',
  /** Followed by the banned word(s) found, see `bannedWordsMessage`. */
  bannedWordsPrefix: '内容包含违禁词：',
} as const;

export function bannedWordsMessage(words: readonly string[]): string {
  return `${MESSAGES.bannedWordsPrefix}${words.join('、')}`;
}

// ---------------------------------------------------------------------------------------------
// Plumbing

/** Form values may be strings, numbers, null or undefined; anything else counts as empty. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return '';
}

export function isEmpty(value: unknown): boolean {
  return toText(value).trim() === '';
}

function check(ok: boolean, message: string): ValidationResult {
  return ok ? true : message;
}

/** Wraps a validator so that an empty value passes (the field is optional). */
export function optional(validator: Validator): Validator {
  return (value) => (isEmpty(value) ? true : validator(value));
}

/** Wraps a validator so that an empty value fails with `requiredMessage`. */
export function required(requiredMessage: string, validator?: Validator): Validator {
  return (value) => (isEmpty(value) ? requiredMessage : validator ? validator(value) : true);
}

// ---------------------------------------------------------------------------------------------
// Real-world values: one rule per kind, used by every field of that kind on both sides. Each
// field normalises what people type or paste (full-width characters, spaces, dashes, a country
// code, lower-case letters) before it validates, and stores the normalised value.

/** Full-width ASCII (U+FF01-FF5E) and the ideographic space → their half-width forms. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** Hyphen, dash and minus look-alikes that input methods produce (‐ ‑ ‒ – — ― − ー ﹘ ﹣). */
const DASH_LIKE = /[\u2010-\u2015\u2212\u30fc\ufe58\ufe63]/g;
/** Whitespace, incl. no-break and zero-width spaces. */
const SPACE_LIKE = /[\s\u200b-\u200d\u2060\ufeff]/g;

/** Half-width, dashes unified to '-', trimmed. */
function cleanText(value: unknown): string {
  return toHalfWidth(toText(value)).replace(DASH_LIKE, '-').trim();
}

/**
 * The mobile number prefixes (号段) held by subscribers today, 54 of them. Source: MIIT,
 * 《电信网编号计划（2017年版）》 and the allocations made since — 166 and 191/198/199 (2017),
 * 162/165/167 and 170/171 to mobile virtual network operators, 190/192/196/197 (2019; 192 to
 * China Broadnet) — as listed by the three operators and China Broadnet, checked 2026-11.
 * Data-only and IoT ranges (140-144, 146, 148, 13-digit numbers) are left out: nobody calls them.
 * Review when MIIT allocates a new range (the spec's older lists do not bind).
 */
export const MOBILE_PREFIXES: readonly string[] = [
  // 13x
  '130', '131', '132', '133', '134', '135', '136', '137', '138', '139',
  // 14x (data cards excluded)
  '145', '147', '149',
  // 15x (154 never allocated)
  '150', '151', '152', '153', '155', '156', '157', '158', '159',
  // 16x
  '162', '165', '166', '167',
  // 17x (179 not allocated)
  '170', '171', '172', '173', '174', '175', '176', '177', '178',
  // 18x
  '180', '181', '182', '183', '184', '185', '186', '187', '188', '189',
  // 19x (194 not allocated)
  '190', '191', '192', '193', '195', '196', '197', '198', '199',
]; // prettier-ignore

/** An allocated mobile number, 11 digits. */
export const MOBILE_PATTERN = new RegExp(`^(?:${MOBILE_PREFIXES.join('|')})\\d{8}$`);

/**
 * A mobile as typed or pasted → 11 digits: half-width, spaces, dashes, dots and brackets out, a
 * leading `+86`, `0086` or `86` off when 11 digits starting with 1 remain.
 */
export function normalizeMobile(value: unknown): string {
  const digits = cleanText(value).replace(/[\s\-.()]/g, '');
  return digits.replace(/^(?:\+|00)?86(?=1\d{10}$)/, '');
}

/** Landline area codes: 010 and 02x have three digits (eight-digit numbers), the rest four. */
const AREA_3 = '0(?:10|2\\d)';
const AREA_4 = '0[3-9]\\d{2}';
/** A stored landline: `010-12345678`, `0315-1234567`, optionally `-8001` (extension). */
export const LANDLINE_PATTERN = new RegExp(`^(?:${AREA_3}-[1-9]\\d{7}|${AREA_4}-[1-9]\\d{6,7})(?:-\\d{1,6})?$`);
/** A stored 400 or 800 service number: `400-820-8820`. */
export const SERVICE_NUMBER_PATTERN = /^[48]00-\d{3}-\d{4}$/;
/** A stored contact phone: an allocated mobile, a landline with its area code, or a 400/800 number. */
export const CONTACT_PHONE_PATTERN = new RegExp(`${MOBILE_PATTERN.source}|${LANDLINE_PATTERN.source}|${SERVICE_NUMBER_PATTERN.source}`);

const LANDLINE_INPUT = new RegExp(`^(${AREA_3}|${AREA_4})-?([1-9]\\d{6,7})(?:(?:-|转|分机|EXT\\.?|X|#|,)(\\d{1,6}))?$`, 'i');

/**
 * A contact phone as typed → its stored form: a mobile as 11 digits; a landline as
 * `area-number[-extension]` from `(010)12345678`, `0315 1234567`, `+86 315 1234567`,
 * `0315-1234567转8001`; a service number as `400-820-8820`. Anything else comes back cleaned but
 * otherwise unchanged, for the check to refuse.
 */
export function normalizeContactPhone(value: unknown): string {
  const text = cleanText(value);
  if (text === '') return '';
  const mobile = normalizeMobile(text);
  if (/^1\d{10}$/.test(mobile)) return mobile;
  const compact = text.replace(/[\s.()]/g, '').replace(/-+/g, '-');
  const digits = compact.replace(/-/g, '');
  if (/^[48]00\d{7}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  // +86 / 0086 before a landline stands for the area code's leading 0.
  const national = compact.replace(/^(?:\+|00)86-?0?(?=[1-9])/, '0');
  const match = LANDLINE_INPUT.exec(national);
  if (!match) return compact;
  const stored = `${match[1]}-${match[2]}${match[3] ? `-${match[3]}` : ''}`;
  return LANDLINE_PATTERN.test(stored) ? stored : compact;
}

/** Resident ID as typed → 18 characters: half-width, spaces and dashes out, `X` upper-case, 15 digits converted. */
export function normalizeIdCard(value: unknown): string {
  const id = cleanText(value).replace(/[\s-]/g, '').toUpperCase();
  return /^\d{15}$/.test(id) ? (convertIdCard15To18(id) ?? id) : id;
}

/** Middle-dot variants input methods produce in minority and foreign names: · • ・ ･ ． ‧ . ∙ ⋅ */
const NAME_DOTS = /[\u00b7\u2022\u30fb\uff65\uff0e\u2027.\u2219\u22c5\u16eb\u0387\u2e31\u318d]/g;
/** Any Han character (basic block, extensions A-H, compatibility), names 2-30 characters, `·` between parts. */
export const REAL_NAME_PATTERN = /^(?=[\s\S]{2,30}$)(?:\p{Script=Han}+)(?:·\p{Script=Han}+)*$/u;

/** A real name as typed → spaces out, every middle-dot variant stored as `·` (U+00B7). */
export function normalizeRealName(value: unknown): string {
  return toText(value).replace(SPACE_LIKE, '').replace(NAME_DOTS, '·');
}

/** True when the name is 2-30 Han characters (any plane) with `·` between parts. */
export function isRealName(value: unknown): boolean {
  return REAL_NAME_PATTERN.test(normalizeRealName(value));
}

/** A plate as typed → half-width, upper-case, spaces, dots and dashes out (`京A·12345` → `京A12345`). */
export function normalizePlate(value: unknown): string {
  return cleanText(value)
    .replace(/[\s\-.\u00b7\u2022\u30fb\uff65]/g, '')
    .toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Regular expressions

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
  /** Embassy plate: 使 + 3-digit mission code + 3-digit serial. */
  plateEmbassy: /^使\d{6}$/,
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

// ---------------------------------------------------------------------------------------------
// Phone, passwords, codes

/** Helper check: 11 digits starting with 1 (input trimmed). */
export function isPhone(value: unknown): boolean {
  return PATTERNS.phone.test(toText(value).trim());
}

/** Phone field: trimmed; required; 11 digits starting with 1. */
export function validatePhone(value: unknown): ValidationResult {
  const text = toText(value).trim();
  if (text === '') return MESSAGES.phoneRequired;
  return check(PATTERNS.phone.test(text), MESSAGES.phoneFormat);
}

/** Before requesting an SMS code: phone must be present ('手机号不能为空') and well formed. */
export function validatePhoneForSms(value: unknown): ValidationResult {
  const text = toText(value).trim();
  if (text === '') return MESSAGES.phoneEmpty;
  return check(PATTERNS.phone.test(text), MESSAGES.phoneFormat);
}

/** Before requesting an SMS code: image code must be present. */
export function validateImageCodeForSms(value: unknown): ValidationResult {
  return check(!isEmpty(value), MESSAGES.imageCodeEmpty);
}

export const validatePassword: Validator = required(MESSAGES.passwordRequired);
export const validateLoginPassword: Validator = required(MESSAGES.loginPasswordRequired);
export const validateImageCode: Validator = required(MESSAGES.imageCodeRequired);
export const validateSmsCode: Validator = required(MESSAGES.smsCodeRequired);
export const validateSmsCodeAlt: Validator = required(MESSAGES.smsCodeRequiredAlt);

/** Password rule: at least 8 characters with letters and digits. */
export function isValidPassword(value: unknown): boolean {
  return PATTERNS.password.test(toText(value));
}

/** New password: required, then the password rule. */
export function validateNewPassword(value: unknown): ValidationResult {
  const text = toText(value);
  if (text === '') return MESSAGES.newPasswordRequired;
  return check(isValidPassword(text), MESSAGES.passwordRule);
}

/** Confirm password: required, then equal to the new password. */
export function validateConfirmPassword(value: unknown, newPassword: unknown): ValidationResult {
  const text = toText(value);
  if (text === '') return MESSAGES.confirmPasswordRequired;
  return check(text === toText(newPassword), MESSAGES.passwordMismatch);
}

/** Old password: required only when the account already has a password. */
export function validateOldPassword(value: unknown, hasPassword: boolean): ValidationResult {
  if (!hasPassword) return true;
  return check(toText(value) !== '', MESSAGES.oldPasswordRequired);
}

// ---------------------------------------------------------------------------------------------
// Form validators (each with its own incorrect-format message)

export const isNumber = (value: unknown): boolean => PATTERNS.number.test(toText(value));
export const validateNumber: Validator = (value) => check(isNumber(value), MESSAGES.number);

export const isDigits = (value: unknown): boolean => PATTERNS.digits.test(toText(value));
export const validateDigits: Validator = (value) => check(isDigits(value), MESSAGES.digits);

/** An allocated mobile number (`MOBILE_PREFIXES`), after `normalizeMobile`. */
export const isMobileNumber = (value: unknown): boolean => MOBILE_PATTERN.test(normalizeMobile(value));
export const validateMobile: Validator = (value) => check(isMobileNumber(value), MESSAGES.mobile);

/** A contact phone (mobile, landline with area code and optional extension, 400/800), after `normalizeContactPhone`. */
export const isMobile = (value: unknown): boolean => CONTACT_PHONE_PATTERN.test(normalizeContactPhone(value));
export const validateIsMobile: Validator = (value) => check(isMobile(value), MESSAGES.isMobile);

export const isEmail = (value: unknown): boolean => PATTERNS.email.test(toText(value).trim());
export const validateEmail: Validator = (value) => check(isEmail(value), MESSAGES.email);

/** Form shape only: 15 digits, or 17 digits plus a check char (0-9, X, x). See `checkIdCard`. */
export const isIdCardFormat = (value: unknown): boolean => PATTERNS.idcard.test(toText(value).trim());
export const validateIdCard: Validator = (value) => check(isIdCardFormat(value), MESSAGES.idcard);

/** Empty, or 0 followed by 2-3 digits. */
export const isAreaCode = (value: unknown): boolean => PATTERNS.areaCode.test(toText(value).trim());
export const validateAreaCode: Validator = (value) => check(isAreaCode(value), MESSAGES.areaCode);

/** Empty, or 7-8 digits. */
export const isLandline = (value: unknown): boolean => PATTERNS.landline.test(toText(value).trim());
export const validateLandline: Validator = (value) => check(isLandline(value), MESSAGES.landline);

/** Empty, or 1-4 digits. */
export const isExtension = (value: unknown): boolean => PATTERNS.extension.test(toText(value).trim());
export const validateExtension: Validator = (value) => check(isExtension(value), MESSAGES.extension);

/** Form rule: province char, capital letter, five capitals/digits/underscores. See `isVehicleNo`. */
export const isVehicleNoFormat = (value: unknown): boolean => PATTERNS.vehicleNo.test(toText(value).trim());
export const validateVehicleNo: Validator = (value) => check(isVehicleNoFormat(value), MESSAGES.vehicleNo);

/** Plate of any GA 36-2018 family (ordinary, 挂/学/警/领/港/澳, new-energy, 使, 应急), after `normalizePlate`. */
export function isVehicleNo(value: unknown): boolean {
  const text = normalizePlate(value);
  return [PATTERNS.plateOrdinary, PATTERNS.plateNewEnergy, PATTERNS.plateEmbassy, PATTERNS.plateEmergency].some((pattern) => pattern.test(text));
}
export const validateVehicleNoFull: Validator = (value) => check(isVehicleNo(value), MESSAGES.vehicleNo);

/** Bank card: whitespace stripped, 16-19 digits, first two digits in `BANK_CARD_PREFIXES`. */
export function isBankNo(value: unknown): boolean {
  const digits = toText(value).replace(/\s+/g, '');
  return PATTERNS.bankNo.test(digits) && BANK_CARD_PREFIXES.includes(digits.slice(0, 2));
}
export const validateBankNo: Validator = (value) => check(isBankNo(value), MESSAGES.bankNo);

/** Helper check: letters and digits only (non-empty). */
export const isAlphanumeric = (value: unknown): boolean => PATTERNS.alphanumeric.test(toText(value));
export const validateAlphanumeric: Validator = (value) => check(isAlphanumeric(value), MESSAGES.alphanumeric);

// ---------------------------------------------------------------------------------------------
// Resident ID card (GB 11643): region, birth date, ISO 7064 MOD 11-2 checksum

/**
 * The first two digits of a resident ID (GB 11643): the 31 mainland provinces (GB/T 2260, 11-65),
 * and 81/82/83 — the residence permits of Hong Kong, Macao and Taiwan residents (2018).
 */
export const ID_PROVINCE_CODES: readonly string[] = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41',
  '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '81', '82', '83',
]; // prettier-ignore

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/** Check char for the first 17 digits of an 18-digit ID, or null if the input is not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

/** 15-digit ID → 18 digits: '19' before the yymmdd birth date, then the check char. */
export function convertIdCard15To18(id: string): string | null {
  const text = id.trim();
  if (!/^\d{15}$/.test(text)) return null;
  const first17 = `${text.slice(0, 6)}19${text.slice(6)}`;
  return first17 + idCardCheckChar(first17);
}

function isValidBirthDate(yyyymmdd: string, now: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return false;
  return date.getTime() <= now.getTime();
}

/**
 * Full ID check, after `normalizeIdCard` (15 digits converted, x upper-cased): 18 characters with
 * a province prefix of `ID_PROVINCE_CODES`, a real birth date from 1900 up to `now`, and the
 * ISO 7064 MOD 11-2 check char.
 */
export function checkIdCard(value: unknown, now: Date = new Date()): boolean {
  const id = normalizeIdCard(value);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!ID_PROVINCE_CODES.includes(id.slice(0, 2))) return false;
  if (!isValidBirthDate(id.slice(6, 14), now)) return false;
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}
export const validateIdCardFull: Validator = (value) => check(checkIdCard(value), MESSAGES.idcard);

// ---------------------------------------------------------------------------------------------
// Banned words

/** Whitespace (incl. ideographic and zero-width), ASCII punctuation, Unicode punctuation, CJK and fullwidth punctuation. */
const STRIP_CHARS =
  /[\s\u200b-\u200d\u2060\ufeff!-/:-@[-`{-~\p{P}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2010-\u2027\u2030-\u205e]/gu;

/** Removes punctuation and whitespace, lower-cases: the text the banned-word check runs on. */
export function normalizeForBannedWords(text: string): string {
  return text.replace(STRIP_CHARS, '').toLowerCase();
}

/** Banned words (as given in `words`, de-duplicated, in list order) contained in `text`. */
export function checkBannedWords(text: string, words: readonly string[]): string[] {
  const haystack = normalizeForBannedWords(text ?? '');
  if (haystack === '') return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const needle = normalizeForBannedWords(word ?? '');
    if (needle === '' || seen.has(needle)) continue;
    if (haystack.includes(needle)) {
      seen.add(needle);
      found.push(word);
    }
  }
  return found;
}

export function validateBannedWords(text: unknown, words: readonly string[]): ValidationResult {
  const found = checkBannedWords(toText(text), words);
  return found.length === 0 ? true : bannedWordsMessage(found);
}

// ---------------------------------------------------------------------------------------------
// Unified social credit code (GB 32100)

/** GB 32100-2015 shape: registration authority, type, 6-digit region, 9-char org code, check char. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character (18th) of a unified social credit code, from its first 17 characters. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * GB 32100-2015 registration authority codes (first char) and the organisation types each may
 * carry (second char): 1 机构编制, 2 外交, 3 司法行政, 4 文化, 5 民政, 6 旅游, 7 宗教, 8 工会,
 * 9 工商 (1 企业, 2 个体工商户, 3 农民专业合作社), A 中央军委改革和编制办公室, N 农业, Y 其他.
 */
export const CREDIT_CODE_AUTHORITIES: Readonly<Record<string, string>> = {
  '1': '1239',
  '2': '19',
  '3': '123459',
  '4': '19',
  '5': '1239',
  '6': '129',
  '7': '129',
  '8': '19',
  '9': '123',
  A: '19',
  N: '1239',
  Y: '1',
};

/** A credit code as typed → half-width, spaces and dashes out, upper-case. */
export function normalizeCreditCode(value: unknown): string {
  return cleanText(value).replace(/[\s-]/g, '').toUpperCase();
}

/**
 * GB 32100 after `normalizeCreditCode`: a registration authority and an organisation type it
 * issues, a region code of a province (or 10, national), the organisation code, and the check char.
 */
export function isCreditCode(value: unknown): boolean {
  const code = normalizeCreditCode(value);
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  if (!CREDIT_CODE_AUTHORITIES[code[0]]?.includes(code[1])) return false;
  const province = code.slice(2, 4);
  if (province !== '10' && !ID_PROVINCE_CODES.includes(province)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

// ---------------------------------------------------------------------------------------------
// One zod field per kind of value: normalise, then check; the stored value is the normalised one.

export type ValueRule = {
  /** What people type or paste → the stored form. */
  normalize: (value: unknown) => string;
  /** Whether a normalised value is valid. */
  test: (normalized: string) => boolean;
  /** The format message. */
  message: string;
};

export const VALUE_RULES = {
  mobile: { normalize: normalizeMobile, test: (v) => MOBILE_PATTERN.test(v), message: MESSAGES.mobile },
  contactPhone: { normalize: normalizeContactPhone, test: (v) => CONTACT_PHONE_PATTERN.test(v), message: MESSAGES.isMobile },
  idCard: { normalize: normalizeIdCard, test: (v) => checkIdCard(v), message: MESSAGES.idcard },
  realName: { normalize: normalizeRealName, test: (v) => REAL_NAME_PATTERN.test(v), message: MESSAGES.realName },
  plate: { normalize: normalizePlate, test: (v) => isVehicleNo(v), message: MESSAGES.vehicleNo },
  creditCode: { normalize: normalizeCreditCode, test: (v) => isCreditCode(v), message: MESSAGES.creditCode },
} satisfies Record<string, ValueRule>;

/**
 * A required field of a kind: `requiredMessage` when empty, `message` when malformed; yields the
 * normalised value. (Issues mark the field dirty, not aborted: the object's own refinements,
 * e.g. a city that does not belong to its province, still run and report beside it.)
 */
export function requiredValue(rule: ValueRule, requiredMessage: string, message: string = rule.message) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .transform((value) => rule.normalize(value))
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: requiredMessage });
      else if (!rule.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

/** An optional field of a kind: '' when absent or empty, else normalised and checked. */
export function optionalValue(rule: ValueRule, message?: string): z.ZodEffects<z.ZodOptional<z.ZodString>, string, string | undefined>;
export function optionalValue(
  rule: ValueRule,
  message: string | undefined,
  options: { emptyAsUndefined: true },
): z.ZodEffects<z.ZodOptional<z.ZodString>, string | undefined, string | undefined>;
/**
 * An optional value of `rule`'s kind, normalised. The check and the empty→undefined step are one
 * transform: a `.transform()` chained after a failed check would abort the parse, and the object's
 * own checks (city of province, password pair) would then not report beside it.
 */
export function optionalValue(rule: ValueRule, message: string = rule.message, options: { emptyAsUndefined?: boolean } = {}) {
  return z
    .string({ invalid_type_error: message })
    .optional()
    .transform((raw, ctx) => {
      const value = rule.normalize(raw ?? '');
      if (value !== '' && !rule.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return options.emptyAsUndefined && value === '' ? undefined : value;
    });
}

// ---------------------------------------------------------------------------------------------
// zod helpers. With conform an empty field arrives as undefined, so each required message is set
// both as `required_error` and as `.min(1, ...)`.

/** A string that must be present: `message` for undefined, non-string and empty (after trim when `trim`). */
export function requiredString(message: string, options: { trim?: boolean } = {}) {
  const base = z.string({ required_error: message, invalid_type_error: message });
  return (options.trim ? base.trim() : base).min(1, message);
}

/** Adds a ValidationResult-style validator to a zod string schema. */
export function withValidator<S extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: S, validator: Validator) {
  return schema.superRefine((value, ctx) => {
    const result = validator(value);
    if (result !== true) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result });
  });
}

/** Optional string field checked by `validator` when non-empty; undefined becomes ''. */
export function optionalString(validator: Validator) {
  return withValidator(z.string().trim().optional().default(''), optional(validator));
}

/**
 * The account phone (login, registration, SMS): normalised like every mobile, then the spec's
 * helper rule (11 digits starting with 1) — an existing account's number is never refused here.
 */
export const phoneSchema = z
  .string({ required_error: MESSAGES.phoneRequired, invalid_type_error: MESSAGES.phoneRequired })
  .transform((value) => normalizeMobile(value))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneRequired });
    else if (!PATTERNS.phone.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.phoneFormat });
  });
export const passwordSchema = requiredString(MESSAGES.passwordRequired);
export const loginPasswordSchema = requiredString(MESSAGES.loginPasswordRequired);
export const imageCodeSchema = requiredString(MESSAGES.imageCodeRequired, { trim: true });
export const smsCodeSchema = requiredString(MESSAGES.smsCodeRequired, { trim: true });
export const smsCodeAltSchema = requiredString(MESSAGES.smsCodeRequiredAlt, { trim: true });

/** New password: '请输入新密码' then the 8-character letter+digit rule. */
export const passwordRuleSchema = requiredString(MESSAGES.newPasswordRequired).regex(PATTERNS.password, MESSAGES.passwordRule);
export const confirmPasswordSchema = requiredString(MESSAGES.confirmPasswordRequired);
export const oldPasswordSchema = requiredString(MESSAGES.oldPasswordRequired);

/** Adds the '两次输入密码不一致!' issue on `confirmPassword` when the two differ. */
export function refinePasswordPair(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
  }
}

/** `{ newPassword, confirmPassword }` with the spec's messages. */
export const newPasswordPairSchema = z.object({ newPassword: passwordRuleSchema, confirmPassword: confirmPasswordSchema }).superRefine(refinePasswordPair);

/** Password change: old password required only when the account has one. */
export function passwordChangeSchema(hasPassword: boolean) {
  return z
    .object({
      oldPassword: hasPassword ? oldPasswordSchema : z.string().optional().default(''),
      newPassword: passwordRuleSchema,
      confirmPassword: confirmPasswordSchema,
    })
    .superRefine(refinePasswordPair);
}

/** Phone change: login password, new phone, SMS code. */
export const phoneChangeSchema = z.object({
  password: loginPasswordSchema,
  phone: phoneSchema,
  smsCode: smsCodeSchema,
});

export const numberSchema = withValidator(z.string().trim(), validateNumber);
export const digitsSchema = withValidator(z.string().trim(), validateDigits);
export const mobileSchema = requiredValue(VALUE_RULES.mobile, MESSAGES.mobile);
export const isMobileSchema = requiredValue(VALUE_RULES.contactPhone, MESSAGES.isMobile);
export const emailSchema = withValidator(z.string().trim(), validateEmail);
export const idCardSchema = requiredValue(VALUE_RULES.idCard, MESSAGES.idcard);
export const vehicleNoSchema = requiredValue(VALUE_RULES.plate, MESSAGES.vehicleNo);
export const bankNoSchema = withValidator(
  z.string().transform((value) => value.replace(/\s+/g, '')),
  validateBankNo,
);
export const areaCodeSchema = optionalString(validateAreaCode);
export const landlineSchema = optionalString(validateLandline);
export const extensionSchema = optionalString(validateExtension);
