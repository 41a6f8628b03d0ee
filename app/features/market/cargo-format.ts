import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { QUANTITY_UNIT } from '#contract/market/dict';

/** kg → tons with up to three decimals, without trailing zeros. */
export function tons(kg: number): string {
  return `${String(Math.round(kg) / 1000)} 吨`;
}

/**
 * The amount of a cargo: its quantity and total weight ("20 件，共 30 吨"), or the weight alone
 * when the quantity is that weight in tonnes (it said "30 吨，30 吨").
 */
export function amountLabel(quantity: number, quantityUnit: string, weightKg: number): string {
  if (quantityUnit === 'ton' && Math.round(quantity * 1000) === Math.round(weightKg)) return tons(weightKg);
  return `${quantity} ${labelIn(QUANTITY_UNIT, quantityUnit) || quantityUnit}，共 ${tons(weightKg)}`;
}

export function vehicleLabel(length: string | null, type: string | null): string {
  return [labelIn(VEHICLE_LENGTH, length), labelIn(VEHICLE_TYPE, type)].filter(Boolean).join(' ') || '不限';
}

/** Grab and bid cargo are acted on; offline (line) cargo is contacted. */
export function actLabel(businessType: string): string {
  return businessType === '3' ? '报价' : businessType === '2' ? '抢单' : '联系货主';
}
