// Form validators of plain kinds, each with its own incorrect-format message: numbers, digits,
// e-mail, the three boxes of a landline (area code, number, extension), bank cards, letters and
// digits.
import { MESSAGES, type Validator } from './messages';
import { BANK_CARD_PREFIXES, PATTERNS } from './patterns';
import { check, toText } from './text';

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

/** Bank card: whitespace stripped, 16-19 digits, first two digits in `BANK_CARD_PREFIXES`. */
export function isBankNo(value: unknown): boolean {
  const digits = toText(value).replace(/\s+/g, '');
  return PATTERNS.bankNo.test(digits) && BANK_CARD_PREFIXES.includes(digits.slice(0, 2));
}
export const validateBankNo: Validator = (value) => check(isBankNo(value), MESSAGES.bankNo);

/** Helper check: letters and digits only (non-empty). */
export const isAlphanumeric = (value: unknown): boolean => PATTERNS.alphanumeric.test(toText(value));
export const validateAlphanumeric: Validator = (value) => check(isAlphanumeric(value), MESSAGES.alphanumeric);
