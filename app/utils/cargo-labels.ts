// The labels of a cargo source that the market (signed in) and the portal's public hall both show:
// its amount, the vehicle it asks for, what a user does with it. Apart from format.ts because these
// read dictionaries, which a page that only formats money or times should not load.
import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { QUANTITY_UNIT } from '#contract/market/dict';
import { tonnes } from './weights';

/**
 * The amount of a cargo: its quantity and total weight ("20 件，共 30 吨"), or the weight alone
 * when the quantity is that weight in tonnes (it said "30 吨，30 吨").
 */
export function amountLabel(quantity: number, quantityUnit: string, weightKg: number): string {
  if (quantityUnit === 'ton' && Math.round(quantity * 1000) === Math.round(weightKg)) return tonnes(weightKg);
  return `${quantity} ${labelIn(QUANTITY_UNIT, quantityUnit) || quantityUnit}，共 ${tonnes(weightKg)}`;
}

export function vehicleLabel(length: string | null, type: string | null): string {
  return [labelIn(VEHICLE_LENGTH, length), labelIn(VEHICLE_TYPE, type)].filter(Boolean).join(' ') || '不限';
}

/** Grab and bid cargo are acted on; offline (line) cargo is contacted. */
export function actLabel(businessType: string): string {
  return businessType === '3' ? '报价' : businessType === '2' ? '抢单' : '联系货主';
}
