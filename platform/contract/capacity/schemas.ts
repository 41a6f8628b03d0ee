// Capacity (issue #6): vehicles, drivers, lines and the shippers' blacklist. The field rules and
// their Chinese messages are shared by the platform API (request bodies) and the screens (forms).
// Form values arrive as strings; every schema here accepts strings and yields API-ready values.
import { z } from 'zod';
import { valuesIn } from '../dictionaries';
import { PATTERNS, checkIdCard, isVehicleNo, MESSAGES, VALUE_RULES, normalizeIdCard, normalizePlate, requiredValue } from '../validators';
import { pageFields } from '../page';
import { idField as requiredId, optionalIdField } from '../ids';
import { FREIGHT_VEHICLE_TYPE } from './dict-vehicle-type';
import { DRIVING_LICENCE_CLASS, PLATE_COLOR, VEHICLE_LENGTH } from './dict';
import { EXPIRY_FILTERS, MAX_IMPORT_ROWS } from './display';
import { BLACKLIST_TYPES, CAPACITY_MESSAGES, type BlacklistType } from './labels';

export { EXPIRY_FILTERS, EXPIRY_LABELS, EXPIRY_WARN_DAYS, MAX_IMPORT_ROWS, chinaDateTime, maskIdCard, type ExpiryFilter } from './display';
export * from './labels';

/** Largest page of a capacity list, and the most rows one export writes. */
export const MAX_PAGE_SIZE = 100;
export const MAX_EXPORT_ROWS = 5000;

/** New-energy plates: small (8 chars, D/F third) carry 渐变绿 '94', large (D/F last) 黄绿色 '93'. */
export function newEnergyColorFor(plate: string): '93' | '94' | null {
  if (!PATTERNS.plateNewEnergy.test(plate)) return null;
  return /[DF]$/.test(plate) ? '93' : '94';
}

// ---------------------------------------------------------------------------------------------
// Field schemas (strings in, clean values out)

const text = (message: string, max = 50) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, `最多${max}个字符`);

/** A capacity list's query: the page (20 rows unless asked, at most MAX_PAGE_SIZE) and the list's own filters. */
export const capacityListQuery = <S extends z.ZodRawShape>(filters: S) => z.object({ ...pageFields(20, MAX_PAGE_SIZE), ...filters });

// The list queries' filters (here, above the first query that uses them; org.ts and review.ts use them too).
/** Text to filter by, at most `max` long ('' = no filter). */
export const filterText = (max: number) => z.string().trim().max(max).optional().default('');
/** One of `values` to filter by ('' = any). */
export const choiceFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(['', ...values])
    .optional()
    .default('');

/** Optional text of at most `max` characters, trimmed; '' when absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `最多${max}个字符`)
    .optional()
    .transform((v) => v ?? '');

const choice = (values: string[], message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).refine((v) => values.includes(v), message);

/** 'YYYY-MM-DD' (a real calendar date) or empty. */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isIsoDate(v), CAPACITY_MESSAGES.date);

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1950 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Integer text (no leading 0) or a number; `required` gives the empty-field message. */
const positiveInt = (requiredMessage: string | null, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
    .superRefine((v, ctx) => {
      if (v === '') {
        if (requiredMessage) ctx.addIssue({ code: z.ZodIssueCode.custom, message: requiredMessage });
        return;
      }
      if (!PATTERNS.digits.test(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.digits });
      else if (Number(v) > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `不能大于${max}` });
    })
    .transform((v) => (v === '' ? null : Number(v)));

/** The optional id of a form ('' or absent: null); one out of range is a 400, never a database error. */
export const optionalId = optionalIdField().transform((v) => v ?? null);

const plateField = requiredValue(VALUE_RULES.plate, CAPACITY_MESSAGES.plateRequired);

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const ALNUM20 = /^[A-Za-z0-9]{1,20}$/;

export const vehicleInput = z
  .object({
    id: optionalId,
    plateNo: plateField,
    plateColor: choice(valuesIn(PLATE_COLOR), CAPACITY_MESSAGES.plateColorRequired),
    vehicleType: choice(valuesIn(FREIGHT_VEHICLE_TYPE), CAPACITY_MESSAGES.vehicleTypeRequired),
    vehicleLength: choice(valuesIn(VEHICLE_LENGTH), CAPACITY_MESSAGES.vehicleLengthRequired),
    loadKg: positiveInt(CAPACITY_MESSAGES.loadRequired, 100000),
    volumeM3: positiveInt(null, 500),
    ownerName: text(CAPACITY_MESSAGES.ownerNameRequired),
    vin: optionalText(17)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || VIN.test(v), CAPACITY_MESSAGES.vin),
    useNature: optionalText(20),
    licenceRegisterDate: optionalDate,
    licenceInspectionExpiry: optionalDate,
    transportPermitNo: optionalText(20).refine((v) => v === '' || ALNUM20.test(v), CAPACITY_MESSAGES.permitNo),
    transportPermitExpiry: optionalDate,
    insuranceExpiry: optionalDate,
    /** the organisation unit (机构) holding the vehicle */
    orgUnitId: optionalId,
  })
  .superRefine((value, ctx) => {
    const wanted = newEnergyColorFor(value.plateNo);
    if (wanted && value.plateColor !== '93' && value.plateColor !== '94') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['plateColor'], message: CAPACITY_MESSAGES.newEnergyColor });
    }
  });
export type VehicleInput = z.output<typeof vehicleInput>;

/** Batch import: all rows are saved, or none (the refusal lists every bad row). */
export const vehicleImportInput = z.object({
  rows: z
    .array(z.object({ rowNo: z.number().int().positive() }).passthrough(), { required_error: '表格中没有车辆数据' })
    .min(1, '表格中没有车辆数据')
    .max(MAX_IMPORT_ROWS, `一次最多导入${MAX_IMPORT_ROWS}辆车`),
  /** the uploaded file's name, for the import log */
  fileName: z.string().trim().max(200, '文件名最多 200 个字').optional(),
});
export type ImportRowError = { rowNo: number; messages: string[] };

export const driverInput = z.object({
  id: optionalId,
  name: text(CAPACITY_MESSAGES.driverNameRequired, 20),
  mobile: requiredValue(VALUE_RULES.mobile, CAPACITY_MESSAGES.driverMobileRequired),
  idCard: requiredValue(VALUE_RULES.idCard, CAPACITY_MESSAGES.idCardRequired),
  licenceNo: z
    .string({ required_error: CAPACITY_MESSAGES.licenceNoRequired })
    .trim()
    .toUpperCase()
    .min(1, CAPACITY_MESSAGES.licenceNoRequired)
    .refine((v) => ALNUM20.test(v), CAPACITY_MESSAGES.licenceNo),
  licenceClass: choice(valuesIn(DRIVING_LICENCE_CLASS), CAPACITY_MESSAGES.licenceClassRequired),
  licenceExpiry: optionalDate,
  qualificationNo: optionalText(20).refine((v) => v === '' || ALNUM20.test(v), CAPACITY_MESSAGES.qualificationNo),
  qualificationExpiry: optionalDate,
  vehicleId: optionalId,
  orgUnitId: optionalId,
});
export type DriverInput = z.output<typeof driverInput>;

export const blacklistInput = z
  .object({
    targetType: choice([...BLACKLIST_TYPES], CAPACITY_MESSAGES.blackTypeRequired).transform((v) => v as BlacklistType),
    company: optionalText(50),
    plateNo: optionalText(20).transform(normalizePlate),
    idCard: optionalText(30).transform(normalizeIdCard),
    driverName: optionalText(20),
    reason: text(CAPACITY_MESSAGES.blackReasonRequired, 200),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (v.targetType === 'company' && v.company === '') issue('company', CAPACITY_MESSAGES.blackCompanyRequired);
    if (v.targetType === 'vehicle') {
      if (v.plateNo === '') issue('plateNo', CAPACITY_MESSAGES.plateRequired);
      else if (!isVehicleNo(v.plateNo)) issue('plateNo', MESSAGES.vehicleNo);
    }
    if (v.targetType === 'driver') {
      if (v.idCard === '') issue('idCard', CAPACITY_MESSAGES.idCardRequired);
      else if (!checkIdCard(v.idCard)) issue('idCard', MESSAGES.idcard);
    }
  });
export type BlacklistInput = z.output<typeof blacklistInput>;

export const frequentCarrierInput = z.object({
  company: text(CAPACITY_MESSAGES.frequentCompanyRequired, 50),
  remark: optionalText(100),
});
export type FrequentCarrierInput = z.output<typeof frequentCarrierInput>;

export const frequentCarrierQuery = capacityListQuery({
  keyword: filterText(50),
});
export type FrequentCarrierQuery = z.output<typeof frequentCarrierQuery>;

/** Yuan text with at most two decimals → integer fen. */
const yuanField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()))
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: CAPACITY_MESSAGES.linePriceRequired });
    else if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CAPACITY_MESSAGES.linePrice });
  })
  .transform((v) => {
    const [int, frac = ''] = v.split('.');
    return Number(int) * 100 + Number(frac.padEnd(2, '0') || '0');
  });

export const lineInput = z.object({
  id: optionalId,
  /** optional: the first two digits of the city code when left out */
  originProvince: optionalText(2),
  originCity: text(CAPACITY_MESSAGES.lineOriginRequired, 4),
  destProvince: optionalText(2),
  destCity: text(CAPACITY_MESSAGES.lineDestRequired, 4),
  distanceKm: positiveInt(CAPACITY_MESSAGES.lineDistanceRequired, 10000),
  refPrice: yuanField,
  vehicleType: optionalText(3).refine((v) => v === '' || valuesIn(FREIGHT_VEHICLE_TYPE).includes(v), CAPACITY_MESSAGES.vehicleTypeRequired),
  vehicleLength: optionalText(6).refine((v) => v === '' || valuesIn(VEHICLE_LENGTH).includes(v), CAPACITY_MESSAGES.vehicleLengthRequired),
  remark: optionalText(200),
});
export type LineInput = z.output<typeof lineInput>;

// ---------------------------------------------------------------------------------------------
// List queries (the URL of a list screen is exactly this query)

// No .catch() here (the OpenAPI generator cannot describe it): screens read URL values leniently
// with `lenientQuery`, which drops a bad value instead of failing the page.
/** A unit id as URL text ('' = any unit). */
const orgUnitFilter = z
  .union([z.literal(''), requiredId()])
  .optional()
  .default('')
  .transform((v) => (v === '' ? '' : String(v)));

/** expired / soon / valid papers ('' = any). */
const expiryFilter = choiceFilter(EXPIRY_FILTERS);

/** The filters the vehicle and the driver lists both end with: review status, papers' expiry, and a unit (its whole branch). */
const reviewedPaperFilters = { reviewStatus: filterText(1), expiry: expiryFilter, orgUnitId: orgUnitFilter };

export const vehicleQuery = capacityListQuery({
  plateNo: filterText(10),
  vehicleType: filterText(3),
  vehicleLength: filterText(6),
  ...reviewedPaperFilters,
});
export type VehicleQuery = z.output<typeof vehicleQuery>;

export const driverQuery = capacityListQuery({
  name: filterText(20),
  mobile: filterText(11),
  licenceClass: filterText(3),
  ...reviewedPaperFilters,
});
export type DriverQuery = z.output<typeof driverQuery>;

export const blacklistQuery = capacityListQuery({
  targetType: choiceFilter(BLACKLIST_TYPES),
  keyword: filterText(50),
});
export type BlacklistQuery = z.output<typeof blacklistQuery>;

export const lineQuery = capacityListQuery({
  originProvince: filterText(6),
  destProvince: filterText(6),
});
export type LineQuery = z.output<typeof lineQuery>;
