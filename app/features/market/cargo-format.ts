import { VEHICLE_LENGTH } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';

/** kg → tons with up to three decimals, without trailing zeros. */
export function tons(kg: number): string {
  return `${String(Math.round(kg) / 1000)} 吨`;
}

export function vehicleLabel(length: string | null, type: string | null): string {
  return [labelIn(VEHICLE_LENGTH, length), labelIn(VEHICLE_TYPE, type)].filter(Boolean).join(' ') || '不限';
}

/** Grab and bid cargo are acted on; offline (line) cargo is contacted. */
export function actLabel(businessType: string): string {
  return businessType === '3' ? '报价' : businessType === '2' ? '抢单' : '联系货主';
}
