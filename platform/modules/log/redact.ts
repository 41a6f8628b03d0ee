// What the operation log keeps of a call's parameters: secrets are replaced whole, personal numbers
// keep only their ends (issue 44: passwords, tokens, ID numbers, card numbers and mobile numbers
// masked). Keys decide for secrets, because a password can look like anything; the numbers are
// found by their shape wherever they appear, because a remark or a note can carry them too.

export const SECRET_MASK = '******';

/** Keys whose values are secrets whatever they hold (password, payPassword, token, secretKey, numberCode …). */
const SECRET_KEY = /pass(word)?|pwd|token|secret|ticket|authorization|cookie|numbercode|smscode|imgcode|verifycode|captcha|cvv|otp/i;

// A run of digits not glued to other letters or digits (a waybill number YD2026… is left alone).
const ALONE_BEFORE = '(?<![0-9A-Za-z])';
const ALONE_AFTER = '(?![0-9A-Za-z])';
/** Resident ID (GB 11643): 17 digits and a digit or X. Keeps 4 + 4: 1101**********1234. */
const ID_NUMBER = new RegExp(`${ALONE_BEFORE}(\\d{4})\\d{10}(\\d{3}[\\dXx])${ALONE_AFTER}`, 'g');
/** Bank cards: 12 to 19 digits, spaces between groups allowed. Keeps 4 + 4: 6222********1234. */
const CARD_NUMBER = new RegExp(`${ALONE_BEFORE}\\d(?:[ -]?\\d){11,18}${ALONE_AFTER}`, 'g');
/** Mainland mobiles (+86 allowed). Keeps 3 + 4: 138****0002. */
const MOBILE = new RegExp(`${ALONE_BEFORE}((?:\\+?86)?1[3-9]\\d)\\d{4}(\\d{4})${ALONE_AFTER}`, 'g');

/** Masks the ID, card and mobile numbers inside a text. */
export function maskNumbersIn(text: string): string {
  return text
    .replace(ID_NUMBER, (_, head: string, tail: string) => `${head}${'*'.repeat(10)}${tail}`)
    .replace(MOBILE, (_, head: string, tail: string) => `${head}****${tail}`)
    .replace(CARD_NUMBER, (whole: string) => {
      const digits = whole.replace(/\D/g, '');
      return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
    });
}

const MAX_DEPTH = 6;
const MAX_TEXT = 500;

/** A copy of `value` with every secret replaced and every personal number masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskNumbersIn(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e10 ? maskNumbersIn(String(value)) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? SECRET_MASK : redact(item, depth + 1);
  }
  return copy;
}

/** The masked parameters as the log stores them: JSON, at most 4 000 characters. */
export function redactedJson(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(redact(value));
  return text.length > 4000 ? `${text.slice(0, 3999)}…` : text;
}
