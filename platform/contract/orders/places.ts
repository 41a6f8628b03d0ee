// Where the work happens (issue 42): the load and unload points of the cargo an order was made
// from — full address, contact and phone, time window — and the cargo's remark ("需带篷布"), as the
// order, the dispatch form, the waybill and the track show them to the parties who carry the load.
import { z } from 'zod';

export const cargoPlace = z.object({
  kind: z.enum(['load', 'unload']),
  seq: z.number().int(),
  /** province, city and district as words: '唐山市 丰南区' */
  region: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** the point's loading or unloading window (ISO times), when the shipper gave one */
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
});
export type CargoPlace = z.infer<typeof cargoPlace>;

export const cargoPlaces = z.object({
  points: z.array(cargoPlace),
  remark: z.string().nullable(),
});
export type CargoPlaces = z.infer<typeof cargoPlaces>;

/**
 * The settlement bill a waybill is on (issue 42, what was paid): the amount due on it (freight less
 * deductions) and, once the bill is paid, the amount paid. Shown to the payer and the payee.
 */
export const waybillSettlement = z.object({
  billNo: z.string(),
  /** the bill's status (settlement_bills: WAIT_CONFIRM … PAID) */
  status: z.string(),
  dueFen: z.number().int(),
  paidFen: z.number().int().nullable(),
});
export type WaybillSettlement = z.infer<typeof waybillSettlement>;
