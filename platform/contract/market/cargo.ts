// Publishing cargo (issue #7): the cargo form as one schema that the screen (Conform, client and
// server side) and the platform (request body) both parse, the owner's moves on a cargo as data,
// the frequent entries of my-center and the shipper's publishing rules. No region tree here:
// this file reaches the browser; the platform checks that region codes exist.
import { z } from 'zod';
import { wholeNumberField } from '../whole-numbers';
import { idOf, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { VEHICLE_LENGTH } from '../capacity/dict';
import { valuesIn, type Dictionary } from '../dictionaries';
import { FREIGHT_VEHICLE_TYPE } from '../capacity/dict-vehicle-type';
import { DIRECTIONS, DIRECTION_MESSAGES } from '../orders/direction';
import { VALUE_RULES, optionalValue, requiredValue, toHalfWidth } from '../validators';
import { CHARGE_MODE, CHARGE_NODE, GOODS_TYPE, PAY_TYPE, PUBLISH_SCOPE, QUANTITY_UNIT } from './dict';
import { CARGO_MESSAGES, ENTRUST_MESSAGES, FREQUENT_KINDS, MAX_POINTS, PLACE_ORDER_MESSAGES, REQUIRED_POINT_FIELDS } from './cargo-labels';

export * from './cargo-labels';

/** Where a form's datetime-local value ('YYYY-MM-DDTHH:mm', China time) is a time. */
export function chinaLocalToDate(value: string): Date {
  return new Date(`${value.length === 16 ? `${value}:00` : value}+08:00`);
}

/** A time as a datetime-local value in China time. */
export function dateToChinaLocal(value: Date | string | null | undefined): string {
  if (!value) return '';
  const ms = new Date(value).getTime() + 8 * 3600_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** Today in China ('YYYY-MM-DD', Asia/Shanghai), whatever the zone of the server or the browser. */
export function chinaToday(now: number = Date.now()): string {
  return dateToChinaLocal(new Date(now)).slice(0, 10);
}

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** How a date-time field shows its format (a text browser renders datetime-local as a text field). */
export const LOCAL_DATETIME_HINT = '格式：2026-11-28 08:00';

/**
 * A date-time as typed → the datetime-local form 'YYYY-MM-DDTHH:mm[:ss]': half-width, `/` or `.`
 * or 年月日 as date separators, a space (or several) instead of T, one-digit parts padded.
 */
export function normalizeLocalDateTime(value: unknown): string {
  const text = toHalfWidth(typeof value === 'string' ? value : '')
    .trim()
    .replace(/[年月/.]/g, '-')
    .replace(/日/g, ' ')
    .replace(/[：]/g, ':');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+|T)(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return text;
  const pad = (part: string) => part.padStart(2, '0');
  const [, y, mo, d, h, mi, sec] = m;
  const local = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${mi}${sec ? `:${sec}` : ''}`;
  // a real calendar time (no 2026-02-30 rolling over into March)
  const date = chinaLocalToDate(local);
  return !Number.isNaN(date.getTime()) && dateToChinaLocal(date) === local.slice(0, 16) ? local : text;
}

const text = (max: number, long: string) => z.string().trim().max(max, long).optional();
const oneOf = (dict: Dictionary, message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).refine((v) => valuesIn(dict).includes(v), message);
const optionalOneOf = (dict: Dictionary, message: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || valuesIn(dict).includes(v), message);
const localTime = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? v : normalizeLocalDateTime(v)))
    .refine((v) => !v || (LOCAL_DATETIME.test(v) && !Number.isNaN(chinaLocalToDate(v).getTime())), message);
/** A load/unload time: as localTime, and not on a day before today in China (checked at the field, so shown with the other errors). */
const windowTime = localTime(CARGO_MESSAGES.windowInvalid).superRefine((v, ctx) => {
  const today = chinaToday();
  if (v && LOCAL_DATETIME.test(v) && v.slice(0, 10) < today) ctx.addIssue({ code: 'custom', message: CARGO_MESSAGES.windowPast(today) });
});
/** The quoting deadline: as localTime, and later than now. */
const deadlineTime = localTime(CARGO_MESSAGES.deadlineInvalid).refine(
  (v) => !v || !LOCAL_DATETIME.test(v) || chinaLocalToDate(v).getTime() > Date.now(),
  CARGO_MESSAGES.deadlinePast,
);
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());
// One message per wrong value: a regex check and a refinement with the same message both reported
// "-5" (the form showed "运价须为大于0的金额…；运价须为大于0的金额…").
const decimal = (required: string, invalid: string, decimals: number) => {
  const format = new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`);
  return z
    .string({ required_error: required, invalid_type_error: invalid })
    .trim()
    .min(1, required)
    .refine((v) => v === '' || (format.test(v) && Number(v) > 0), invalid);
};

export const cargoPointInput = z
  .object({
    provinceCode: z.string({ required_error: CARGO_MESSAGES.province }).regex(/^\d{2}$/, CARGO_MESSAGES.province),
    cityCode: z.string({ required_error: CARGO_MESSAGES.city }).regex(/^\d{4}$/, CARGO_MESSAGES.city),
    districtCode: z
      .string()
      .optional()
      .refine((v) => !v || /^\d{6}$/.test(v), CARGO_MESSAGES.district),
    address: z.string({ required_error: CARGO_MESSAGES.addressRequired }).trim().min(1, CARGO_MESSAGES.addressRequired).max(100, CARGO_MESSAGES.addressLong),
    contactName: text(20, CARGO_MESSAGES.contactLong),
    contactPhone: optionalValue(VALUE_RULES.contactPhone, CARGO_MESSAGES.phone),
    windowStart: windowTime,
    windowEnd: windowTime,
  })
  .superRefine((p, ctx) => {
    if (p.cityCode && p.provinceCode && !p.cityCode.startsWith(p.provinceCode))
      ctx.addIssue({ code: 'custom', path: ['cityCode'], message: CARGO_MESSAGES.cityMismatch });
    if (p.districtCode && p.cityCode && !p.districtCode.startsWith(p.cityCode))
      ctx.addIssue({ code: 'custom', path: ['districtCode'], message: CARGO_MESSAGES.district });
    if (p.windowStart && p.windowEnd && chinaLocalToDate(p.windowEnd) <= chinaLocalToDate(p.windowStart)) {
      ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: CARGO_MESSAGES.windowOrder });
    }
  });
export type CargoPointInput = z.output<typeof cargoPointInput>;

/**
 * The cargo form. Strings as typed (the screen sends its form, the platform parses the same),
 * money in yuan and weight in tonnes here; the platform turns them into fen and kilograms.
 */
export const cargoInput = z
  .object({
    id: optionalIdField(CARGO_MESSAGES.notFound),
    intent: z.enum(['draft', 'publish']).default('publish'),
    businessType: z.enum(['1', '2', '3'], { errorMap: () => ({ message: CARGO_MESSAGES.businessType }) }),
    goodsName: z
      .string({ required_error: CARGO_MESSAGES.goodsNameRequired })
      .trim()
      .min(1, CARGO_MESSAGES.goodsNameRequired)
      .max(30, CARGO_MESSAGES.goodsNameLong),
    goodsType: oneOf(GOODS_TYPE, CARGO_MESSAGES.goodsType),
    quantity: wholeNumberField(999_999, CARGO_MESSAGES.quantityRequired, CARGO_MESSAGES.quantityInvalid),
    quantityUnit: oneOf(QUANTITY_UNIT, CARGO_MESSAGES.unit),
    totalWeightT: decimal(CARGO_MESSAGES.weightRequired, CARGO_MESSAGES.weightInvalid, 3),
    totalVolumeM3: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (/^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) > 0), CARGO_MESSAGES.volumeInvalid),
    vehicleType: optionalOneOf(FREIGHT_VEHICLE_TYPE, CARGO_MESSAGES.vehicleType),
    vehicleLength: optionalOneOf(VEHICLE_LENGTH, CARGO_MESSAGES.vehicleLength),
    vehicleCount: wholeNumberField(999, CARGO_MESSAGES.vehicleCountRequired, CARGO_MESSAGES.vehicleCountInvalid),
    priceMode: z.enum(['unit', 'total'], { errorMap: () => ({ message: CARGO_MESSAGES.priceMode }) }),
    price: decimal(CARGO_MESSAGES.priceRequired, CARGO_MESSAGES.priceInvalid, 2),
    payType: oneOf(PAY_TYPE, CARGO_MESSAGES.payType),
    chargeMode: oneOf(CHARGE_MODE, CARGO_MESSAGES.chargeMode),
    chargeNode: oneOf(CHARGE_NODE, CARGO_MESSAGES.chargeNode),
    deadline: deadlineTime,
    remark: text(200, CARGO_MESSAGES.remarkLong),
    publishScope: oneOf(PUBLISH_SCOPE, CARGO_MESSAGES.scope),
    bidMethod: z.enum(['public', 'invite']).optional(),
    autoConfirm: checkbox.optional(),
    /** 'quick': /user/placeAnOrder — the designated carriers' orders are enterprise orders (source 7) */
    orderKind: z.enum(['quick']).optional(),
    /** /user/lineOrder/:lineid — ordered on a carrier's line: its company is the carrier (source 8) */
    lineId: optionalIdField(),
    /** frequent-carrier company ids for publish scope 'designated' */
    // One checked box arrives as a single value, several as a list.
    designated: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(idOf()).max(20).optional()),
    loadPoints: z
      .array(cargoPointInput, { required_error: CARGO_MESSAGES.pointsLoad })
      .min(1, CARGO_MESSAGES.pointsLoad)
      .max(MAX_POINTS, CARGO_MESSAGES.pointsMax),
    unloadPoints: z
      .array(cargoPointInput, { required_error: CARGO_MESSAGES.pointsUnload })
      .min(1, CARGO_MESSAGES.pointsUnload)
      .max(MAX_POINTS, CARGO_MESSAGES.pointsMax),
    /** save the goods (name, type, unit) as a frequent goods entry */
    saveGoods: checkbox.optional(),
    /** save the load/unload addresses and their contacts as frequent entries */
    savePoints: checkbox.optional(),
    /** save the route and goods as a frequent template under this name */
    templateName: text(30, '模板名称不能超过30个字'),
    // ---- orders-direction: 销售 / 采购, and the receiving company (its full name or 统一社会信用代码)
    businessDirection: z.enum(DIRECTIONS, { errorMap: () => ({ message: DIRECTION_MESSAGES.directionInvalid }) }).default('sales'),
    consignee: text(50, DIRECTION_MESSAGES.consigneeLong),
  })
  .superRefine((c, ctx) => {
    if (c.businessType === '3' && !c.deadline) ctx.addIssue({ code: 'custom', path: ['deadline'], message: CARGO_MESSAGES.deadlineRequired });
    if (c.publishScope === 'designated' && c.businessType !== '1')
      ctx.addIssue({ code: 'custom', path: ['publishScope'], message: CARGO_MESSAGES.designatedPublicOnly });
    if (c.lineId && c.publishScope !== 'designated') ctx.addIssue({ code: 'custom', path: ['publishScope'], message: '线路下单须指定该线路的承运商' });
    if (c.orderKind === 'quick' && c.publishScope !== 'designated') ctx.addIssue({ code: 'custom', path: ['publishScope'], message: '快速下单须指定承运商' });
    if (c.publishScope === 'designated' && !c.lineId && !c.designated?.length)
      ctx.addIssue({ code: 'custom', path: ['designated'], message: CARGO_MESSAGES.designatedRequired });
  });
export type CargoInput = z.output<typeof cargoInput>;

export { scaled } from './freight';

export const cargoIdBody = z.object({ id: idOf(CARGO_MESSAGES.notFound) });

export const myCargoQuery = z.object({
  businessType: z.enum(['1', '2', '3']).optional(),
  status: z.enum(['draft', 'published', 'closed', 'done']).optional(),
  keyword: z.string().trim().max(30, '关键字不能超过30个字').optional(),
  ...pageFields(20, 50),
});
export type MyCargoQuery = z.infer<typeof myCargoQuery>;

// ---------------------------------------------------------------------------------------------
// Frequent entries of my-center (常用货物 / 常用地址 / 常用联系人 / 常用货运线路)

export const frequentGoodsInput = z.object({
  goodsName: cargoInput.innerType().shape.goodsName,
  goodsType: oneOf(GOODS_TYPE, CARGO_MESSAGES.goodsType),
  quantityUnit: oneOf(QUANTITY_UNIT, CARGO_MESSAGES.unit),
});
export const frequentAddressInput = cargoPointInput.innerType().omit({ windowStart: true, windowEnd: true });
export const frequentContactInput = z.object({
  contactName: z.string({ required_error: CARGO_MESSAGES.contactRequired }).trim().min(1, CARGO_MESSAGES.contactRequired).max(20, CARGO_MESSAGES.contactLong),
  contactPhone: requiredValue(VALUE_RULES.contactPhone, CARGO_MESSAGES.phoneRequired, CARGO_MESSAGES.phone),
});

/** The my-center add form of each kind (the address form picks a city; its province follows). */
export const FREQUENT_FORMS = {
  goods: frequentGoodsInput,
  address: frequentAddressInput.omit({ provinceCode: true }),
  contact: frequentContactInput,
  template: null,
} as const;

export const frequentQuery = z.object({
  kind: z.enum(FREQUENT_KINDS),
  keyword: z.string().trim().max(30).optional(),
  ...pageFields(20, 50),
});

// ---------------------------------------------------------------------------------------------
// Publishing rules (/my-center/orderLimit, /my-center/loadUnloadRequiredConfig)

const optionalLimit = (max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= max), message);

export const orderLimitInput = z.object({
  maxVehiclesPerCargo: optionalLimit(999, '每条货源车辆上限须为1到999的整数'),
  maxVehiclesPerOrder: optionalLimit(999, '每单车辆上限须为1到999的整数'),
  maxUnitPrice: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,7}(\.\d{1,2})?$/.test(v) && Number(v) > 0), CARGO_MESSAGES.priceInvalid),
  dailyPublishLimit: optionalLimit(1000, '每日发布上限须为1到1000的整数'),
});

const requiredKeys = (['load', 'unload'] as const).flatMap((kind) => REQUIRED_POINT_FIELDS.map((f) => `${kind}.${f}`));

export const loadUnloadConfigInput = z.object({
  required: z
    .array(z.string().refine((v) => requiredKeys.includes(v), '未知的必填项'))
    .max(requiredKeys.length)
    .default([]),
});

// ---------------------------------------------------------------------------------------------
// Placing an order on one's own cargo (/user/placeOrder/:id): the shipper gives k vehicles of a
// published cargo to one of its frequent carriers → an order of source 7 (企业下单) waiting for it.

export const placeOrderInput = z.object({
  cargoId: idOf(CARGO_MESSAGES.notFound),
  carrierCompanyId: idOf(PLACE_ORDER_MESSAGES.carrierRequired),
  vehicleCount: wholeNumberField(999, CARGO_MESSAGES.vehicleCountRequired, CARGO_MESSAGES.vehicleCountInvalid),
});

// ---------------------------------------------------------------------------------------------
// Entrusting cargo to the platform (/sourceManage/entrust, /user/high-quality-entrust,
// /user/entrustDetail): the shipper hands a published cargo over; an operations administrator
// matches capacity, which creates the order (source 4, 代客下单) for all vehicles left.

export const entrustInput = z.object({
  cargoId: idOf(CARGO_MESSAGES.notFound),
  remark: text(200, CARGO_MESSAGES.remarkLong),
});

/** The entrust list's query: shippers see their own, operations all. */
export const entrustQuery = z.object({
  status: z.enum(['WAIT', 'MATCHED', 'CANCEL']).optional(),
  ...pageFields(20, 50),
});

export const matchEntrustInput = z.object({
  entrustId: idOf(ENTRUST_MESSAGES.notFound),
  carrierCompanyId: idOf(ENTRUST_MESSAGES.carrierRequired),
});
