// Big orders (运输订单): a shipper's framework order with a contract carrier company over a period.
// 10 create → 20 the carrier confirms → 30 executing once the first child order is released →
// 40 done (the shipper closes it, or its whole weight has been released). Child orders are
// released from the remaining weight, never above it. Moves as data, as for orders.
import { z } from 'zod';
import { wholeNumberField } from '../whole-numbers';
import { idField, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { GOODS_TYPE } from '../market/dict';
import { valuesIn } from '../dictionaries';
import { cityCode, requiredText } from './fields';
import { ROUTE_FIELD_MESSAGES } from './labels';
import { historyEntry, orderRow } from './rows';

export type BigOrderStatus = '10' | '20' | '30' | '40';
export type BigOrderAction = 'confirm' | 'release' | 'close';

export type BigOrderTransition = { from: BigOrderStatus; action: BigOrderAction; by: 'shipper' | 'carrier'; to: BigOrderStatus; label: string };

export const BIG_ORDER_TRANSITIONS: readonly BigOrderTransition[] = [
  { from: '10', action: 'confirm', by: 'carrier', to: '20', label: '承运商确认' },
  { from: '20', action: 'release', by: 'shipper', to: '30', label: '首单下达，执行中' },
  { from: '30', action: 'release', by: 'shipper', to: '30', label: '下达子订单' },
  { from: '10', action: 'close', by: 'shipper', to: '40', label: '关闭运输订单' },
  { from: '20', action: 'close', by: 'shipper', to: '40', label: '关闭运输订单' },
  { from: '30', action: 'close', by: 'shipper', to: '40', label: '关闭运输订单' },
];

/** States in which the shipper may still edit the big order (before the carrier confirms). */
export const BIG_EDITABLE: readonly BigOrderStatus[] = ['10'];

export function bigOrderMove(status: string, action: BigOrderAction): BigOrderTransition | null {
  return BIG_ORDER_TRANSITIONS.find((t) => t.from === status && t.action === action) ?? null;
}

export function bigOrderActionsFor(status: string, actors: readonly ('shipper' | 'carrier')[]): BigOrderAction[] {
  return BIG_ORDER_TRANSITIONS.filter((t) => t.from === status && actors.includes(t.by)).map((t) => t.action);
}

export const BIG_MESSAGES = {
  notFound: '运输订单不存在',
  notShipper: '仅货主可以创建运输订单',
  notAllowed: '当前状态不能进行该操作',
  notYourMove: '您无权进行该操作',
  notEditable: '承运商确认后不能修改运输订单',
  carrierRequired: '请选择承运企业',
  carrierUnknown: '承运企业不存在或未通过资质认证',
  goodsRequired: '请填写货物名称',
  goodsLong: '货物名称不能超过30个字',
  goodsType: '请选择货物类型',
  weightRequired: '请填写总重量',
  weightInvalid: '重量须为大于0的数字，最多三位小数（吨）',
  priceRequired: '请填写运价',
  priceInvalid: '运价须为大于0的金额，最多两位小数（元/吨）',
  chargeNode: '请选择计费节点',
  periodRequired: '请选择执行期',
  periodOrder: '结束日期不能早于开始日期',
  ...ROUTE_FIELD_MESSAGES,
  overRemainder: (left: string) => `下单重量超过运输订单剩余量，当前仅剩${left}吨`,
  vehicleCount: '车辆数须为1到999的整数',
  created: '运输订单已创建，等待承运商确认',
  saved: '运输订单已保存',
  confirmed: '已确认运输订单',
  released: '子订单已下达',
  closed: '运输订单已关闭',
} as const;

const date = z.string({ required_error: BIG_MESSAGES.periodRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, BIG_MESSAGES.periodRequired);
const tonnes = (required: string, invalid: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,6}(\.\d{1,3})?$/, invalid)
    .refine((v) => Number(v) > 0, invalid);
const id = idField;

/** The big order form (tonnes and yuan as typed; the platform parses the same). */
export const bigOrderInput = z
  .object({
    id: optionalIdField(BIG_MESSAGES.notFound),
    carrierCompanyId: id(BIG_MESSAGES.carrierRequired),
    goodsName: requiredText(30, BIG_MESSAGES.goodsRequired, BIG_MESSAGES.goodsLong),
    goodsType: z.string({ required_error: BIG_MESSAGES.goodsType }).refine((v) => valuesIn(GOODS_TYPE).includes(v), BIG_MESSAGES.goodsType),
    totalWeightT: tonnes(BIG_MESSAGES.weightRequired, BIG_MESSAGES.weightInvalid),
    unitPrice: z
      .string({ required_error: BIG_MESSAGES.priceRequired })
      .trim()
      .min(1, BIG_MESSAGES.priceRequired)
      .regex(/^\d{1,6}(\.\d{1,2})?$/, BIG_MESSAGES.priceInvalid)
      .refine((v) => Number(v) > 0, BIG_MESSAGES.priceInvalid),
    chargeNode: z.enum(['load', 'unload'], { errorMap: () => ({ message: BIG_MESSAGES.chargeNode }) }),
    periodStart: date,
    periodEnd: date,
    originCity: cityCode(BIG_MESSAGES.originRequired),
    originAddress: requiredText(100, BIG_MESSAGES.addressRequired, BIG_MESSAGES.addressLong),
    destCity: cityCode(BIG_MESSAGES.destRequired),
    destAddress: requiredText(100, BIG_MESSAGES.addressRequired, BIG_MESSAGES.addressLong),
    remark: z.string().trim().max(200, BIG_MESSAGES.remarkLong).optional(),
  })
  .refine((v) => v.periodEnd >= v.periodStart, { message: BIG_MESSAGES.periodOrder, path: ['periodEnd'] });
export type BigOrderInput = z.output<typeof bigOrderInput>;

/** Release a child order under a big order: its weight and vehicles. */
export const bigReleaseInput = z.object({
  bigOrderId: id(BIG_MESSAGES.notFound),
  weightT: tonnes(BIG_MESSAGES.weightRequired, BIG_MESSAGES.weightInvalid),
  vehicleCount: wholeNumberField(999, BIG_MESSAGES.vehicleCount),
});

export const bigOrderIdBody = z.object({ bigOrderId: id(BIG_MESSAGES.notFound) });

export const bigOrderQuery = z.object({
  status: z.enum(['10', '20', '30', '40']).optional(),
  bigOrderNo: z.string().trim().max(30).optional(),
  goodsName: z.string().trim().max(30).optional(),
  ...pageFields(20, 50),
});
export type BigOrderQuery = z.output<typeof bigOrderQuery>;

const party = z.enum(['shipper', 'carrier']);

export const bigOrderRow = z.object({
  id: z.number().int(),
  bigOrderNo: z.string(),
  status: z.string(),
  shipperName: z.string(),
  carrierCompanyId: z.number().int(),
  carrierName: z.string(),
  goodsName: z.string(),
  goodsType: z.string(),
  route: z.string(),
  totalWeightKg: z.number().int(),
  releasedKg: z.number().int(),
  unitPriceFen: z.number().int(),
  chargeNode: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  originCity: z.string(),
  originAddress: z.string(),
  destCity: z.string(),
  destAddress: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  actors: z.array(party),
  actions: z.array(z.enum(['confirm', 'release', 'close'])),
  editable: z.boolean(),
});
export type BigOrderRow = z.infer<typeof bigOrderRow>;

export const bigOrderDetail = z.object({
  bigOrder: bigOrderRow,
  children: z.array(orderRow.pick({ id: true, orderNo: true, status: true, weightKg: true, vehicleCount: true, totalFen: true, createdAt: true })),
  /** an order's history entry without weights or files (a big order has neither) */
  history: z.array(historyEntry.omit({ weightKg: true, fileUuid: true })),
});
export type BigOrderDetail = z.infer<typeof bigOrderDetail>;
