// What the public site's endpoints answer: hall cargo, news, platform pages, carrier lines and
// companies, waybill progress, freight prices, credit and complaints. Each shape is a zod schema
// (the route table's response) and its type is derived from it. Nothing here names a person.
import { z } from 'zod';
import { cargoTermsShape } from '../market/views';
import { NEWS_STATUSES } from './schemas';

/** Public fields of a cargo source in the hall. Contacts and exact addresses need a login. */
export const hallCargo = z.object({
  id: z.number().int(),
  sourceNo: z.string(),
  businessType: z.string(),
  goodsName: z.string(),
  goodsType: z.string(),
  totalWeightKg: z.number(),
  quantity: z.number(),
  quantityUnit: z.string(),
  origin: z.string(),
  destination: z.string(),
  vehicleLength: z.string().nullable(),
  vehicleType: z.string().nullable(),
  vehicleCount: z.number(),
  vehiclesRemaining: z.number(),
  /** fen per tonne or per piece */
  unitPriceFen: z.number(),
  publishedAt: z.string().nullable(),
});
export type HallCargo = z.infer<typeof hallCargo>;

/** A route as the halls' filters take it: province and city codes of the first load and last unload point. */
export const routeCodes = z.object({ originProvince: z.string(), originCity: z.string(), destProvince: z.string(), destCity: z.string() });

export const hallCargoDetail = hallCargo.extend({
  shipperName: z.string(),
  /** taken (已成交): no vehicle left to grab or quote for; the page offers loads of the same route */
  taken: z.boolean(),
  /** the route as the halls' filters take it (province and city codes of the first load and last unload point) */
  routeCodes,
  ...cargoTermsShape,
  /** load and unload places without street address or contacts */
  points: z.array(z.object({ kind: z.enum(['load', 'unload']), seq: z.number(), place: z.string() })),
});
export type HallCargoDetail = z.infer<typeof hallCargoDetail>;

/** An open bidding of /list-bid: the hall's public fields plus the deadline and how many quoted (amounts stay sealed). */
export const bidHallCargo = hallCargo.extend({ deadline: z.string().nullable(), quoteCount: z.number() });
export type BidHallCargo = z.infer<typeof bidHallCargo>;

export const newsSummary = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string().nullable(),
  views: z.number(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

const neighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const newsDetail = newsSummary.extend({ contentHtml: z.string(), prev: neighbour, next: neighbour });
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsAdminRow = newsSummary.extend({ status: z.enum(NEWS_STATUSES.map((s) => s.value) as ['draft', 'published', 'offline']) });
export type NewsAdminRow = z.infer<typeof newsAdminRow>;
export const newsAdminDetail = newsAdminRow.extend({ contentHtml: z.string() });
export type NewsAdminDetail = z.infer<typeof newsAdminDetail>;

/** A platform page in operations' list: '' title and enabled false for a key without content yet. */
export const platformInfoAdminRow = z.object({
  key: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  exists: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PlatformInfoAdminRow = z.infer<typeof platformInfoAdminRow>;
export const platformInfoAdminDetail = platformInfoAdminRow.extend({ contentHtml: z.string() });
export type PlatformInfoAdminDetail = z.infer<typeof platformInfoAdminDetail>;

export const platformPage = z.object({ key: z.string(), title: z.string(), contentHtml: z.string(), updatedAt: z.string() });
export type PlatformPage = z.infer<typeof platformPage>;

export const platformStats = z.object({
  companies: z.number(),
  vehicles: z.number(),
  drivers: z.number(),
  lines: z.number(),
  cargoSources: z.number(),
  waybills: z.number(),
});

export const publicLine = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  origin: z.string(),
  destination: z.string(),
  distanceKm: z.number(),
  /** reference price, fen per tonne */
  refPriceFen: z.number(),
  vehicleType: z.string().nullable(),
  vehicleLength: z.string().nullable(),
  remark: z.string().nullable(),
});
export type PublicLine = z.infer<typeof publicLine>;

export const homeData = z.object({
  cargo: z.array(hallCargo),
  capacity: z.array(publicLine.omit({ remark: true })),
  news: z.array(newsSummary.pick({ id: true, type: true, title: true, summary: true, publishedAt: true })),
  stats: platformStats,
});
export type HomeData = z.infer<typeof homeData>;

/** A carrier company's capacity on the platform, as its public profile and the capacity list count it. */
const fleetCountsShape = { vehicleCount: z.number(), driverCount: z.number(), lineCount: z.number() };

export const companyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  creditCode: z.string(),
  authStatus: z.string(),
  region: z.string(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  intro: z.string().nullable(),
  since: z.string(),
  ...fleetCountsShape,
  lines: z.array(publicLine),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

/** Waybill progress for /viewOrderSimple: no names, phones or plates. */
export const waybillProgress = z.object({
  waybillNo: z.string(),
  status: z.string(),
  origin: z.string(),
  destination: z.string(),
  plannedWeightKg: z.number(),
  loadedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  history: z.array(z.object({ toStatus: z.string(), action: z.string(), at: z.string() })),
});
export type WaybillProgress = z.infer<typeof waybillProgress>;

export const capacityCompany = z.object({
  companyId: z.number().int(),
  name: z.string(),
  kind: z.string(),
  region: z.string(),
  ...fleetCountsShape,
});
export type CapacityCompany = z.infer<typeof capacityCompany>;

/** One route and vehicle type of the freight prices: the codes, their names and the vehicle type. */
const freightRouteKey = z.object({
  originCity: z.string(),
  destCity: z.string(),
  origin: z.string(),
  destination: z.string(),
  vehicleType: z.string().nullable(),
});

/** Reference price of one route and vehicle type (fen per ton), from cargo and completed orders. */
export const freightRow = freightRouteKey.extend({
  cargoCount: z.number(),
  orderCount: z.number(),
  /** mean unit price, fen per tonne */
  avgPriceFen: z.number(),
  minPriceFen: z.number(),
  maxPriceFen: z.number(),
  lastAt: z.string(),
});
export type FreightRow = z.infer<typeof freightRow>;

export const freightWeek = z.object({
  weekStart: z.string(),
  cargoAvgFen: z.number().nullable(),
  cargoCount: z.number(),
  orderAvgFen: z.number().nullable(),
  orderCount: z.number(),
});
export type FreightWeek = z.infer<typeof freightWeek>;

export const freightRoute = freightRouteKey.extend({
  weeks: z.array(freightWeek),
  lines: z.array(publicLine),
});
export type FreightRoute = z.infer<typeof freightRoute>;

export const creditComment = z.object({ score: z.number(), comment: z.string(), shipper: z.string(), at: z.string() });
export type CreditComment = z.infer<typeof creditComment>;

export const carrierCredit = z.object({
  /** the carrier company, or null for an individual carrier */
  companyId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(['carrier', 'agent', 'individual']),
  /** mean score, one decimal */
  average: z.number(),
  evaluations: z.number(),
  /** share of 4- and 5-star evaluations, whole percent */
  goodRate: z.number(),
  /** complaints against the carrier that operations have handled (complaints.respondent_*) */
  handledComplaints: z.number().int(),
  recent: z.array(creditComment),
});
export type CarrierCredit = z.infer<typeof carrierCredit>;

export const handledComplaint = z.object({
  /** a transport exception (waybill_abnormals) or a complaint a shipper or an agent filed (complaints) */
  source: z.enum(['abnormal', 'complaint']),
  id: z.number().int(),
  /** who complained and about whom, masked as the public may see them ('' where not recorded) */
  complainant: z.string(),
  respondent: z.string(),
  type: z.string(),
  description: z.string(),
  handleNote: z.string(),
  route: z.string(),
  /** the masked number: a waybill's, or an order's for a complaint about an order or its other party */
  waybillNo: z.string(),
  numberKind: z.enum(['waybill', 'order']),
  reportedAt: z.string(),
  handledAt: z.string(),
});
export type HandledComplaint = z.infer<typeof handledComplaint>;
