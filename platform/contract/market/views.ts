// What the market's endpoints answer: cargo as signed-in users see it, grabs, bids and quotes,
// the owner's edit values and record, entrusts, frequent entries and publishing rules. Each shape
// is a zod schema (the route table's response) and its type is derived from it.
import { z } from 'zod';
import { historyEntry, orderRow } from '../orders/rows';
import { FREQUENT_KINDS } from './cargo';

/** The market's lists answer `rows` (the spec's other lists answer `records`). */
export function rowsPageOf<T extends z.ZodTypeAny>(row: T) {
  return z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), rows: z.array(row) });
}

/** How a cargo is paid and charged, when it loads, and its remark: every signed-in or public detail of a cargo shows them. */
export const cargoTermsShape = {
  payType: z.string(),
  chargeMode: z.string(),
  chargeNode: z.string(),
  loadStart: z.string().nullable(),
  loadEnd: z.string().nullable(),
  deadline: z.string().nullable(),
  remark: z.string().nullable(),
};

export const CARGO_STATUSES = ['draft', 'published', 'closed', 'done'] as const;
export const BID_STATUSES = ['0', '1', '2', '3', '4'] as const;
export const QUOTE_STATUSES = ['0', '1', '2', '3'] as const;
export const ENTRUST_STATUSES = ['WAIT', 'MATCHED', 'CANCEL'] as const;

/** A cargo as the platform shows it to signed-in users (hall and detail). */
export const marketCargo = z.object({
  id: z.number().int(),
  sourceNo: z.string(),
  businessType: z.string(),
  status: z.string(),
  goodsName: z.string(),
  goodsType: z.string(),
  quantity: z.number(),
  quantityUnit: z.string(),
  totalWeightKg: z.number(),
  origin: z.string(),
  destination: z.string(),
  vehicleType: z.string().nullable(),
  vehicleLength: z.string().nullable(),
  vehicleCount: z.number().int(),
  vehiclesRemaining: z.number().int(),
  /** fen per tonne */
  unitPriceFen: z.number().int(),
  /** the freight of the whole load and of one vehicle's share, before any weighing (orders' formula) */
  estimatedFreightFen: z.number().int(),
  freightPerVehicleFen: z.number().int(),
  ...cargoTermsShape,
  autoConfirm: z.boolean(),
  publishedAt: z.string().nullable(),
  /** true when the viewer published it (or their company did) */
  mine: z.boolean(),
  /** orders-direction: sales | purchase */
  direction: z.string().optional(),
});
export type MarketCargo = z.infer<typeof marketCargo>;

/** An order a grab created, as the cargo's detail lists it: the order list's row, in brief. */
export const grabOrder = orderRow.pick({
  id: true,
  orderNo: true,
  status: true,
  vehicleCount: true,
  weightKg: true,
  totalFen: true,
  carrierName: true,
  createdAt: true,
});
export type GrabOrder = z.infer<typeof grabOrder>;

/** A quote as its bidder, or the shipper after opening, sees it. */
export const quote = z.object({
  id: z.number().int(),
  cargoId: z.number().int(),
  bidderName: z.string(),
  unitPriceFen: z.number().int(),
  vehicleCount: z.number().int(),
  remark: z.string().nullable(),
  /** 0 quoted, 1 won, 2 lost, 3 withdrawn */
  status: z.enum(QUOTE_STATUSES),
  orderId: z.number().int().nullable(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

/** The bid of one cargo: its state, and the quotes the viewer may see. */
export const bidView = z.object({
  cargoId: z.number().int(),
  /** 0 new, 1 published, 2 opened, 3 failed, 4 done */
  bidStatus: z.enum(BID_STATUSES),
  deadline: z.string().nullable(),
  /** quotes in (the shipper sees only this number until opening) */
  quoteCount: z.number().int(),
  quotes: z.array(quote),
  mine: z.boolean(),
});
export type BidView = z.infer<typeof bidView>;

// A form's values as the platform hands them back (edit, copy, templates): strings as typed, and
// the load/unload points as lists of such records.
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const formValue = z.union([scalar, z.array(z.union([scalar, z.record(scalar)]))]);
export const formValues = z.record(formValue);
export type FormValues = z.infer<typeof formValues>;

/** A cargo as its owner edits it: the form's values (strings) plus what the screens show. */
export const cargoEditView = z.object({
  id: z.number().int(),
  status: z.enum(CARGO_STATUSES),
  /** vehicles taken or quotes in: a published cargo then no longer changes */
  taken: z.boolean(),
  values: formValues,
});
export type CargoEditView = z.infer<typeof cargoEditView>;

/** A cargo's operation log: the orders' history entry (without weights or files) with its id. */
export const cargoLogEntry = historyEntry.omit({ weightKg: true, fileUuid: true }).extend({ id: z.number().int() });
export type CargoLogEntry = z.infer<typeof cargoLogEntry>;

export const cargoPointView = z.object({
  kind: z.enum(['load', 'unload']),
  seq: z.number().int(),
  place: z.string(),
  address: z.string(),
  contact: z.string(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
});
export type CargoPointView = z.infer<typeof cargoPointView>;

/** An order of the owner's cargo, whichever way it came about (its source). */
export const cargoOrderView = grabOrder.extend(orderRow.pick({ source: true }).shape);
export type CargoOrderView = z.infer<typeof cargoOrderView>;

/** The owner's view of a cargo's consequences: its orders, the operation log, its points. */
export const cargoRecord = z.object({
  orders: z.array(cargoOrderView),
  log: z.array(cargoLogEntry),
  points: z.array(cargoPointView),
  taken: z.boolean(),
});

export const frequentView = z.object({ id: z.number().int(), kind: z.enum(FREQUENT_KINDS), title: z.string(), data: formValues, createdAt: z.string() });
export type FrequentView = z.infer<typeof frequentView>;

export const publishRules = z.object({
  maxVehiclesPerCargo: z.number().int().nullable(),
  maxVehiclesPerOrder: z.number().int().nullable(),
  maxUnitPriceFen: z.number().int().nullable(),
  dailyPublishLimit: z.number().int().nullable(),
  required: z.array(z.string()),
});
export type PublishRules = z.infer<typeof publishRules>;

export const entrustView = z.object({
  id: z.number().int(),
  cargoId: z.number().int(),
  sourceNo: z.string(),
  goodsName: z.string(),
  route: z.string(),
  vehicles: z.number().int(),
  status: z.enum(ENTRUST_STATUSES),
  remark: z.string().nullable(),
  shipperName: z.string(),
  orderNo: z.string().nullable(),
  carrierName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EntrustView = z.infer<typeof entrustView>;

export const entrustDetail = entrustView.extend({
  steps: z.array(z.object({ action: z.string(), remark: z.string().nullable(), createdAt: z.string() })),
});

/** A carrier's line as /user/lineOrder/:lineid starts from it. */
export const lineForOrder = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  originProvince: z.string(),
  originCity: z.string(),
  originDistrict: z.string().nullable(),
  destProvince: z.string(),
  destCity: z.string(),
  destDistrict: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleLength: z.string().nullable(),
  refPriceFen: z.number().int(),
  route: z.string(),
});
export type LineForOrder = z.infer<typeof lineForOrder>;
