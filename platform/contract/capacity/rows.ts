// What the capacity endpoints answer: one zod schema per row (the route table's responses, checked
// by the app's client outside production) and the row types derived from them. Dates of papers
// are 'YYYY-MM-DD' ('' when not filled in); timestamps are ISO strings.
import { z } from 'zod';
import { EXPIRY_FILTERS } from './display';
import { ORG_KINDS, OWNER_KINDS } from './org';
import { AVAILABILITY, OFFER_KINDS, REVIEW_KINDS } from './review';
import { BLACKLIST_TYPES } from './schemas';

const id = z.number().int();
const count = z.number().int();
const expiry = z.enum(EXPIRY_FILTERS);

export const vehicleRow = z.object({
  id,
  plateNo: z.string(),
  plateColor: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string(),
  loadKg: z.number(),
  volumeM3: z.number().nullable(),
  ownerName: z.string(),
  vin: z.string(),
  useNature: z.string(),
  licenceRegisterDate: z.string(),
  licenceInspectionExpiry: z.string(),
  transportPermitNo: z.string(),
  transportPermitExpiry: z.string(),
  insuranceExpiry: z.string(),
  reviewStatus: z.string(),
  /** the operator's reason of the last review ('' when none) */
  reviewRemark: z.string(),
  orgUnitId: id.nullable(),
  /** the actual owner of an affiliated (挂靠) vehicle */
  affiliateOwnerId: id.nullable(),
  /** expired / soon / valid over the permit, insurance and inspection dates */
  expiry,
  /** e.g. ['道路运输证已过期', '保险30天内到期'] */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type VehicleView = z.infer<typeof vehicleRow>;

/** A live vehicle for a select: the driver form's bound vehicle, the owner binding. */
export const vehicleOption = z.object({ id, plateNo: z.string() });

export const driverRow = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  idCard: z.string(),
  licenceNo: z.string(),
  licenceClass: z.string(),
  licenceExpiry: z.string(),
  qualificationNo: z.string(),
  qualificationExpiry: z.string(),
  vehicleId: id.nullable(),
  plateNo: z.string().nullable(),
  /** the driver's own platform account, when one with this mobile exists */
  userId: id.nullable(),
  hasAccount: z.boolean(),
  reviewStatus: z.string(),
  reviewRemark: z.string(),
  orgUnitId: id.nullable(),
  expiry,
  warnings: z.array(z.string()),
  createdAt: z.string(),
});
export type DriverView = z.infer<typeof driverRow>;

export const blacklistRow = z.object({
  id,
  targetType: z.enum(BLACKLIST_TYPES),
  targetName: z.string(),
  plateNo: z.string().nullable(),
  /** masked: 130203********1234 */
  idCard: z.string().nullable(),
  targetCompanyId: id.nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type BlacklistView = z.infer<typeof blacklistRow>;

export const lineRow = z.object({
  id,
  originProvince: z.string(),
  originCity: z.string(),
  destProvince: z.string(),
  destCity: z.string(),
  originLabel: z.string(),
  destLabel: z.string(),
  distanceKm: z.number(),
  refPriceFen: z.number().int(),
  vehicleType: z.string(),
  vehicleLength: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type LineView = z.infer<typeof lineRow>;

/** A frequent carrier or partner agent of a shipper, with the company's size and contact. */
export const frequentCarrierRow = z.object({
  id,
  carrierCompanyId: id,
  companyName: z.string(),
  creditCode: z.string(),
  kind: z.string(),
  cityLabel: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  authStatus: z.string(),
  vehicleCount: count,
  lineCount: count,
  remark: z.string(),
  createdAt: z.string(),
});
export type FrequentCarrierView = z.infer<typeof frequentCarrierRow>;

export const orgUnitRow = z.object({
  id,
  parentId: id.nullable(),
  name: z.string(),
  kind: z.enum(ORG_KINDS),
  leaderName: z.string(),
  leaderMobile: z.string(),
  /** 0 for a top unit */
  depth: count,
  /** '运输部 / 一车队' */
  path: z.string(),
  vehicleCount: count,
  driverCount: count,
  childCount: count,
});
export type OrgUnitView = z.infer<typeof orgUnitRow>;

export const vehicleOwnerRow = z.object({
  id,
  kind: z.enum(OWNER_KINDS),
  name: z.string(),
  idNo: z.string(),
  mobile: z.string(),
  agreementNo: z.string(),
  agreementExpiry: z.string(),
  remark: z.string(),
  vehicles: z.array(vehicleOption),
  createdAt: z.string(),
});
export type VehicleOwnerView = z.infer<typeof vehicleOwnerRow>;

/** One vehicle or driver as the operator sees it: the papers plus who submitted them. */
export const reviewItemRow = z.object({
  kind: z.enum(REVIEW_KINDS),
  id,
  /** plate or driver name */
  name: z.string(),
  companyName: z.string(),
  submitterMobile: z.string(),
  submittedAt: z.string(),
  reviewStatus: z.string(),
  reviewRemark: z.string(),
  reviewedAt: z.string().nullable(),
  vehicle: vehicleRow.nullable(),
  driver: driverRow.nullable(),
});
export type ReviewItemView = z.infer<typeof reviewItemRow>;

/** One quote (cargo_quotes) or grab (a grab order) of the caller's side. */
export const offerRow = z.object({
  kind: z.enum(OFFER_KINDS),
  id,
  cargoId: id,
  sourceNo: z.string(),
  goodsName: z.string(),
  shipperName: z.string(),
  originLabel: z.string(),
  destLabel: z.string(),
  unitPriceFen: z.number(),
  vehicleCount: count,
  /** bidding_status of a quote, order_status of a grab */
  status: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type OfferView = z.infer<typeof offerRow>;

const dispatchAvailability = z.enum(AVAILABILITY).exclude(['all']);

export const dispatchVehicleRow = z.object({
  id,
  plateNo: z.string(),
  vehicleType: z.string(),
  vehicleLength: z.string(),
  loadKg: z.number(),
  transportPermitExpiry: z.string(),
  reviewStatus: z.string(),
  /** drivers bound to the vehicle */
  drivers: z.array(z.string()),
  /** the waybill it is on now, if any */
  activeWaybillNo: z.string().nullable(),
  availability: dispatchAvailability,
  /** why it cannot be dispatched ('' when it can) */
  reason: z.string(),
});
export type DispatchVehicleView = z.infer<typeof dispatchVehicleRow>;

export const dispatchDriverRow = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  licenceClass: z.string(),
  licenceExpiry: z.string(),
  plateNo: z.string().nullable(),
  reviewStatus: z.string(),
  activeWaybillNo: z.string().nullable(),
  availability: dispatchAvailability,
  reason: z.string(),
});
export type DispatchDriverView = z.infer<typeof dispatchDriverRow>;

const expiryCounts = z.object({ expired: count, soon: count });

/** The owner's workbench: vehicles and drivers with a document expired or expiring within 30 days. */
export const expirySummary = z.object({ vehicles: expiryCounts, drivers: expiryCounts });
export type ExpirySummary = z.infer<typeof expirySummary>;

/** GET /capacity/workbench: the owner's expiry counts, or (operators) the review queue. */
export const capacityWorkbench = z.object({
  expiry: expirySummary.nullable(),
  pendingReview: z.object({ vehicles: count, drivers: count }).nullable(),
});
export type CapacityWorkbench = z.infer<typeof capacityWorkbench>;
