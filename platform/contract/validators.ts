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
// Regular expressions

/** The 31 mainland province-level abbreviations used on plates. */
export const PROVINCE_ABBREVIATIONS = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const P = `[${PROVINCE_ABBREVIATIONS}]`;

export const PATTERNS = {
  /** Helper: 11 digits starting with 1. */
  phone: /^1\d{10}$/,
  number: /^\d+(\.\d+)?$/,
  digits: /^[1-9]\d*$/,
  mobile: /^1[34578]\d{9}$/,
  isMobile: /^(?:1[358]\d{9}|0\d{2,3}-?\d{7,9})$/,
  email: /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
  idcard: /^(?:\d{15}|\d{17}[\dXx])$/,
  areaCode: /^(?:0\d{2,3})?$/,
  landline: /^(?:\d{7,8})?$/,
  extension: /^(?:\d{1,4})?$/,
  /** Form rule: province char, capital letter, five capitals/digits/underscores. */
  vehicleNo: new RegExp(`^${P}[A-Z][A-Z0-9_]{5}$`),
  /** Ordinary plate (GA 36): serial without I/O, last char may be 挂/学/警/港/澳. */
  plateOrdinary: new RegExp(`^${P}[A-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`),
  /** New-energy plate (GA 36-2018): small `[DF][A-HJ-NP-Z0-9][0-9]{4}`, large `[0-9]{5}[DF]`. */
  plateNewEnergy: new RegExp(`^${P}[A-Z](?:[DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`),
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

/** 11 digits starting 13/14/15/17/18. */
export const isMobileNumber = (value: unknown): boolean => PATTERNS.mobile.test(toText(value).trim());
export const validateMobile: Validator = (value) => check(isMobileNumber(value), MESSAGES.mobile);

/** 11 digits starting 13/15/18, or a landline: area code 0 + 2-3 digits, optional dash, 7-9 digits. */
export const isMobile = (value: unknown): boolean => PATTERNS.isMobile.test(toText(value).trim());
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

/** Helper check: ordinary plate (incl. 挂/学/警/港/澳) or new-energy plate. */
export function isVehicleNo(value: unknown): boolean {
  const text = toText(value).trim();
  return PATTERNS.plateOrdinary.test(text) || PATTERNS.plateNewEnergy.test(text);
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

/** GB/T 2260 province-level prefixes. */
export const ID_PROVINCE_CODES: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
];

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
 * Full ID check: 18 digits (or 15, converted first) with a valid province prefix, a real birth
 * date from 1900 up to `now`, and a correct check char (x accepted for X).
 */
export function checkIdCard(value: unknown, now: Date = new Date()): boolean {
  let id = toText(value).trim();
  if (/^\d{15}$/.test(id)) id = convertIdCard15To18(id) ?? '';
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  if (!ID_PROVINCE_CODES.includes(id.slice(0, 2))) return false;
  if (!isValidBirthDate(id.slice(6, 14), now)) return false;
  return idCardCheckChar(id.slice(0, 17)) === id[17].toUpperCase();
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

export const phoneSchema = requiredString(MESSAGES.phoneRequired, { trim: true }).regex(PATTERNS.phone, MESSAGES.phoneFormat);
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
export const mobileSchema = withValidator(z.string().trim(), validateMobile);
export const isMobileSchema = withValidator(z.string().trim(), validateIsMobile);
export const emailSchema = withValidator(z.string().trim(), validateEmail);
export const idCardSchema = withValidator(z.string().trim(), validateIdCardFull);
export const vehicleNoSchema = withValidator(z.string().trim(), validateVehicleNoFull);
export const bankNoSchema = withValidator(
  z.string().transform((value) => value.replace(/\s+/g, '')),
  validateBankNo,
);
export const areaCodeSchema = optionalString(validateAreaCode);
export const landlineSchema = optionalString(validateLandline);
export const extensionSchema = optionalString(validateExtension);

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

/** Shape (the regex) and GB 32100 check character. */
export function isCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
