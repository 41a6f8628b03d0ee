// Publishing cargo (issue #7): the cargo form as one schema that the screen (Conform, client and
// server side) and the platform (request body) both parse, the owner's moves on a cargo as data,
// the frequent entries of my-center and the shipper's publishing rules. No region tree here:
// this file reaches the browser; the platform checks that region codes exist.
import { z } from 'zod';
import { idOf, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { VEHICLE_LENGTH } from '../capacity/dict';
import { valuesIn, type Dictionary } from '../dictionaries';
import { VEHICLE_TYPE } from '../capacity/dict-vehicle-type';
import { DIRECTIONS, DIRECTION_MESSAGES } from '../orders/direction';
import { MESSAGES as V, VALUE_RULES, optionalValue, requiredValue, toHalfWidth } from '../validators';
import { CHARGE_MODE, CHARGE_NODE, GOODS_TYPE, PAY_TYPE, PUBLISH_SCOPE, QUANTITY_UNIT } from './dict';
import type { CargoStatus, Transition } from './marketplace';

export const CARGO_MESSAGES = {
  businessType: '请选择业务类型',
  goodsNameRequired: '请输入货物名称',
  goodsNameLong: '货物名称不能超过30个字',
  goodsType: '请选择货物类型',
  quantityRequired: '请输入数量',
  quantityInvalid: '数量须为1到999999的整数',
  unit: '请选择数量单位',
  weightRequired: '请输入总重量',
  weightInvalid: '总重量须为大于0的吨数，最多三位小数',
  volumeInvalid: '总体积须为大于0的立方米数，最多两位小数',
  vehicleType: '车辆类型不正确',
  vehicleLength: '车长不正确',
  vehicleCountRequired: '请输入车辆数',
  vehicleCountInvalid: '车辆数须为1到999的整数',
  priceMode: '请选择运价方式',
  priceRequired: '请输入运价',
  priceInvalid: '运价须为大于0的金额，最多两位小数',
  payType: '请选择支付方式',
  chargeMode: '请选择结算方式',
  chargeNode: '请选择计费节点',
  deadlineInvalid: '截止时间格式不正确，请按 2026-11-28 08:00 的格式填写',
  deadlineRequired: '竞价货源须填写报价截止时间',
  deadlinePast: '截止时间须晚于当前时间',
  remarkLong: '备注不能超过200个字',
  scope: '请选择发布范围',
  bidMethod: '请选择竞价方式',
  designatedRequired: '指定承运商发布须至少选择一个常用承运商',
  designatedPublicOnly: '抢单和竞价货源须公开到货源大厅',
  pointsLoad: '请至少填写一个装货地',
  pointsUnload: '请至少填写一个卸货地',
  pointsMax: '装货地或卸货地最多5个',
  province: '请选择省份',
  city: '请选择城市',
  cityMismatch: '城市不属于所选省份',
  district: '区县不属于所选城市',
  districtRequired: '请选择区县',
  regionUnknown: '地区编码不存在',
  addressRequired: '请输入详细地址',
  addressLong: '详细地址不能超过100个字',
  contactRequired: '请输入联系人',
  contactLong: '联系人不能超过20个字',
  phoneRequired: '请输入联系电话',
  phone: V.isMobile,
  windowInvalid: '时间格式不正确，请按 2026-11-28 08:00 的格式填写',
  windowRequired: '请填写时间窗口',
  windowOrder: '结束时间须晚于开始时间',
  /** a load/unload time before today (China time): the date of today in the message */
  windowPast: (today: string) => `时间不能早于今天（${today}），请重新选择`,
  saved: '货源已保存为草稿',
  published: '货源已发布',
  updated: '货源已修改',
  closed: '货源已关闭',
  republished: '货源已重新发布',
  notFound: '货源不存在',
  notEditable: '货源已有人承接或已结束，不能修改',
  notAllowed: '当前状态不能进行该操作',
  shippersOnly: '仅货主可以发布货源',
  orderIssuingDisabled: '您的账号已被限制发单，请联系平台运营',
  limitVehicles: (n: number) => `车辆数超过下单限制：每条货源最多${n}车`,
  limitPrice: (yuan: string) => `运价超过下单限制：单价最高${yuan}元/吨`,
  limitDaily: (n: number) => `今日发布已达下单限制的${n}条`,
  limitPerOrder: (n: number) => `货主限制每单最多${n}车`,
} as const;

export type CargoAction = 'publish' | 'edit' | 'close' | 'republish';

/**
 * The owner's moves on a cargo. 'edit' keeps the state: a draft any time, a published cargo only
 * while nobody has taken a vehicle (and, for bid cargo, no quote is in) — checked by the platform.
 */
export const OWNER_CARGO_TRANSITIONS: readonly Transition<CargoStatus, CargoAction>[] = [
  { from: 'draft', action: 'edit', by: 'owner', to: 'draft', label: '编辑' },
  { from: 'draft', action: 'publish', by: 'owner', to: 'published', label: '发布' },
  { from: 'published', action: 'edit', by: 'owner', to: 'published', label: '修改' },
  { from: 'draft', action: 'close', by: 'owner', to: 'closed', label: '关闭' },
  { from: 'published', action: 'close', by: 'owner', to: 'closed', label: '关闭货源' },
  // A closed cargo with vehicles left goes back to the hall (the platform checks the deadline).
  { from: 'closed', action: 'republish', by: 'owner', to: 'published', label: '重新发布' },
];

export const CARGO_STATUS_LABELS: Record<CargoStatus, string> = { draft: '草稿', published: '已发布', closed: '已关闭', done: '已完成' };

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

export const MAX_POINTS = 5;

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
    quantity: z.coerce
      .number({ required_error: CARGO_MESSAGES.quantityRequired, invalid_type_error: CARGO_MESSAGES.quantityInvalid })
      .int(CARGO_MESSAGES.quantityInvalid)
      .min(1, CARGO_MESSAGES.quantityInvalid)
      .max(999_999, CARGO_MESSAGES.quantityInvalid),
    quantityUnit: oneOf(QUANTITY_UNIT, CARGO_MESSAGES.unit),
    totalWeightT: decimal(CARGO_MESSAGES.weightRequired, CARGO_MESSAGES.weightInvalid, 3),
    totalVolumeM3: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (/^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) > 0), CARGO_MESSAGES.volumeInvalid),
    vehicleType: optionalOneOf(VEHICLE_TYPE, CARGO_MESSAGES.vehicleType),
    vehicleLength: optionalOneOf(VEHICLE_LENGTH, CARGO_MESSAGES.vehicleLength),
    vehicleCount: z.coerce
      .number({ required_error: CARGO_MESSAGES.vehicleCountRequired, invalid_type_error: CARGO_MESSAGES.vehicleCountInvalid })
      .int(CARGO_MESSAGES.vehicleCountInvalid)
      .min(1, CARGO_MESSAGES.vehicleCountInvalid)
      .max(999, CARGO_MESSAGES.vehicleCountInvalid),
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

/** Yuan or tonnes as typed → integer hundredths / thousandths without float drift. */
export function scaled(value: string, decimals: number): number {
  const [whole, frac = ''] = value.split('.');
  return Number(whole) * 10 ** decimals + Number((frac + '000').slice(0, decimals));
}

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

export const FREQUENT_KINDS = ['goods', 'address', 'contact', 'template'] as const;
export type FrequentKind = (typeof FREQUENT_KINDS)[number];
export const FREQUENT_LABELS: Record<FrequentKind, string> = { goods: '常用货物', address: '常用地址', contact: '常用联系人', template: '常用货运线路' };

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

/** Point fields a shipper may make required, per kind (load / unload). */
export const REQUIRED_POINT_FIELDS = ['districtCode', 'contactName', 'contactPhone', 'window'] as const;
export type RequiredPointField = (typeof REQUIRED_POINT_FIELDS)[number];
export const REQUIRED_POINT_LABELS: Record<RequiredPointField, string> = {
  districtCode: '区县',
  contactName: '联系人',
  contactPhone: '联系电话',
  window: '时间窗口',
};
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

export const PLACE_ORDER_MESSAGES = {
  carrierRequired: '请选择承运商',
  notPartner: '只能向自己的常用承运商下单',
  notOpen: '货源未发布或已结束，不能下单',
  placed: '已下单，等待承运商接单',
} as const;

export const placeOrderInput = z.object({
  cargoId: idOf(CARGO_MESSAGES.notFound),
  carrierCompanyId: idOf(PLACE_ORDER_MESSAGES.carrierRequired),
  vehicleCount: z.coerce
    .number({ required_error: CARGO_MESSAGES.vehicleCountRequired, invalid_type_error: CARGO_MESSAGES.vehicleCountInvalid })
    .int(CARGO_MESSAGES.vehicleCountInvalid)
    .min(1, CARGO_MESSAGES.vehicleCountInvalid)
    .max(999, CARGO_MESSAGES.vehicleCountInvalid),
});

// ---------------------------------------------------------------------------------------------
// Entrusting cargo to the platform (/sourceManage/entrust, /user/high-quality-entrust,
// /user/entrustDetail): the shipper hands a published cargo over; an operations administrator
// matches capacity, which creates the order (source 4, 代客下单) for all vehicles left.

export type EntrustStatus = 'WAIT' | 'MATCHED' | 'CANCEL';
export const ENTRUST_STATUS_LABELS: Record<EntrustStatus, string> = { WAIT: '待平台匹配', MATCHED: '已匹配承运', CANCEL: '已撤销' };

export const ENTRUST_TRANSITIONS: readonly { from: EntrustStatus; action: 'match' | 'cancel'; by: 'operator' | 'owner'; to: EntrustStatus; label: string }[] = [
  { from: 'WAIT', action: 'match', by: 'operator', to: 'MATCHED', label: '匹配运力' },
  { from: 'WAIT', action: 'cancel', by: 'owner', to: 'CANCEL', label: '撤销委托' },
];

export const ENTRUST_MESSAGES = {
  notFound: '委托不存在',
  notOpen: '只有已发布且有余车的货源可以委托平台',
  already: '该货源已委托平台',
  entrusted: '已委托平台，运营人员将为您匹配运力',
  notWaiting: '该委托已处理',
  operatorsOnly: '仅平台运营人员可以匹配运力',
  carrierRequired: '请选择承运企业',
  carrierUnknown: '承运企业不存在',
  matched: '已匹配运力并生成订单',
  cancelled: '委托已撤销',
} as const;

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
