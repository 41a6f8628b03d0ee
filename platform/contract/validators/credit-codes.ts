// Unified social credit codes (GB 32100): registration authority and organisation type, region,
// organisation code and the check char.
import { ID_PROVINCE_CODES } from './id-cards';
import { cleanText } from './text';

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
