// Phone numbers: the allocated mobile prefixes, landlines with their area codes, 400/800 service
// numbers; what people type or paste (full-width digits, spaces, dashes, +86) normalised to the
// stored form, and the form validators of both kinds.
import { MESSAGES, type Validator } from './messages';
import { check, cleanText } from './text';

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

/** An allocated mobile number (`MOBILE_PREFIXES`), after `normalizeMobile`. */
export const isMobileNumber = (value: unknown): boolean => MOBILE_PATTERN.test(normalizeMobile(value));
export const validateMobile: Validator = (value) => check(isMobileNumber(value), MESSAGES.mobile);

/** A contact phone (mobile, landline with area code and optional extension, 400/800), after `normalizeContactPhone`. */
export const isMobile = (value: unknown): boolean => CONTACT_PHONE_PATTERN.test(normalizeContactPhone(value));
export const validateIsMobile: Validator = (value) => check(isMobile(value), MESSAGES.isMobile);
