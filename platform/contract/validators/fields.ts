// Form validators of plain kinds, each with its own incorrect-format message: numbers, digits,
// e-mail, the three boxes of a landline (area code, number, extension), bank cards, letters and
// digits.
import { MESSAGES, type Validator } from './messages';
import { BANK_CARD_PREFIXES, PATTERNS } from './patterns';
import { check, SPACE_LIKE, toHalfWidth, toText } from './text';

export const isNumber = (value: unknown): boolean => PATTERNS.number.test(toText(value));
export const validateNumber: Validator = (value) => check(isNumber(value), MESSAGES.number);

export const isDigits = (value: unknown): boolean => PATTERNS.digits.test(toText(value));
export const validateDigits: Validator = (value) => check(isDigits(value), MESSAGES.digits);

export const isEmail = (value: unknown): boolean => PATTERNS.email.test(toText(value).trim());
export const validateEmail: Validator = (value) => check(isEmail(value), MESSAGES.email);

/** Empty, or 0 followed by 2-3 digits. */
export const isAreaCode = (value: unknown): boolean => PATTERNS.areaCode.test(toText(value).trim());
export const validateAreaCode: Validator = (value) => check(isAreaCode(value), MESSAGES.areaCode);

/** Empty, or 7-8 digits. */
export const isLandline = (value: unknown): boolean => PATTERNS.landline.test(toText(value).trim());
export const validateLandline: Validator = (value) => check(isLandline(value), MESSAGES.landline);

/** Empty, or 1-4 digits. */
export const isExtension = (value: unknown): boolean => PATTERNS.extension.test(toText(value).trim());
export const validateExtension: Validator = (value) => check(isExtension(value), MESSAGES.extension);

/** A bank card number as people type or paste it: half-width digits, spaces (of any width) removed. */
export const normalizeBankNo = (value: unknown): string => toHalfWidth(toText(value)).replace(SPACE_LIKE, '');

/** The Luhn (ISO/IEC 7812 mod 10) check: the last digit is the check digit of the ones before it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * UnionPay cards (IIN 62) carry a Luhn check digit; older domestic numbers (95…, 60…) often do
 * not, so only a 62 number is checked.
 */
export const isUnionPayNo = (digits: string): boolean => digits.startsWith('62');

/** Bank card: normalised (`normalizeBankNo`), 16-19 digits, first two digits in `BANK_CARD_PREFIXES`, a UnionPay number's check digit right. */
export function isBankNo(value: unknown): boolean {
  return validateBankNo(value) === true;
}
export const validateBankNo: Validator = (value) => {
  const digits = normalizeBankNo(value);
  if (!PATTERNS.bankNo.test(digits) || !BANK_CARD_PREFIXES.includes(digits.slice(0, 2))) return MESSAGES.bankNo;
  return check(!isUnionPayNo(digits) || passesLuhn(digits), MESSAGES.bankNoCheck);
};

/** Helper check: letters and digits only (non-empty). */
export const isAlphanumeric = (value: unknown): boolean => PATTERNS.alphanumeric.test(toText(value));
export const validateAlphanumeric: Validator = (value) => check(isAlphanumeric(value), MESSAGES.alphanumeric);
