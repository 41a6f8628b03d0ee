// Business direction of a cargo and so of its orders and waybills (issue #8, 业务方向): a steel mill's
// 销售物流 (it sells and ships its goods out: it is the consignor) and 采购物流 (it bought goods and
// arranges their inbound haul: it is the consignee). A cargo may also name the company on the
// platform that receives it (收货单位); for purchase cargo that is the shipper's own company.
// Zod-free: list screens load these labels into the browser.

export const DIRECTIONS = ['sales', 'purchase'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_LABELS: Record<Direction, string> = { sales: '销售', purchase: '采购' };
export const DIRECTION_OPTIONS = DIRECTIONS.map((value) => ({ value, label: DIRECTION_LABELS[value] }));
export const directionLabel = (value: string | null | undefined) => DIRECTION_LABELS[value as Direction] ?? '';

/**
 * The direction screens' own view of the lists (`view`, fixed by the screen, never a user filter):
 * sales / purchase — my company's orders as shipper in that direction (销售物流订单 / 采购物流订单);
 * delivery — waybills leaving my company (my sales orders' waybills, 发货派车单);
 * receive — waybills arriving at my company (my purchase orders' and other shippers' cargo naming
 * my company as receiving company, 收货派车单).
 */
export const ORDER_VIEWS = ['sales', 'purchase'] as const;
export const WAYBILL_VIEWS = ['delivery', 'receive'] as const;
export type WaybillView = (typeof WAYBILL_VIEWS)[number];

/** 统一社会信用代码: 18 characters, digits and capital letters except I, O, S, V, Z. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const DIRECTION_MESSAGES = {
  directionInvalid: '请选择业务方向（销售或采购）',
  consigneeLong: '收货单位不能超过50个字',
  consigneeUnknown: '平台上没有该收货单位，请填写已注册企业的全称或统一社会信用代码',
  consigneeSelf: '销售业务的收货单位不能是本企业',
} as const;
