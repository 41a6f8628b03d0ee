// Resident ID cards (GB 11643): the form shape, 15 digits converted to 18, and the full check of
// region, birth date and ISO 7064 MOD 11-2 check char.
import { MESSAGES, type Validator } from './messages';
import { PATTERNS } from './patterns';
import { check, cleanText, toText } from './text';

/** Resident ID as typed → 18 characters: half-width, spaces and dashes out, `X` upper-case, 15 digits converted. */
export function normalizeIdCard(value: unknown): string {
  const id = cleanText(value).replace(/[\s-]/g, '').toUpperCase();
  return /^\d{15}$/.test(id) ? (convertIdCard15To18(id) ?? id) : id;
}

/** Form shape only: 15 digits, or 17 digits plus a check char (0-9, X, x). See `checkIdCard`. */
export const isIdCardFormat = (value: unknown): boolean => PATTERNS.idcard.test(toText(value).trim());
export const validateIdCard: Validator = (value) => check(isIdCardFormat(value), MESSAGES.idcard);

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
