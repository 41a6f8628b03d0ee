// Capacity (platform/modules/capacity): vehicles, drivers, lines, and (issue #6) the shippers'
// blacklist, partners, organisation units, affiliated owners and expiry warnings.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { reviewColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    plateNo: text('plate_no').notNull(),
    plateColor: text('plate_color').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleLength: text('vehicle_length').notNull(),
    loadKg: integer('load_kg').notNull(),
    volumeM3: integer('volume_m3'),
    ownerName: text('owner_name').notNull(),
    transportPermitNo: text('transport_permit_no'),
    transportPermitExpiry: timestamp('transport_permit_expiry', { withTimezone: true }),
    insuranceExpiry: timestamp('insurance_expiry', { withTimezone: true }),
    reviewStatus: text('review_status').notNull().default('0'),
    createdAt: createdAt(),
    // ---- capacity (issue #6): 行驶证 data, soft delete
    /** 车辆识别代号 (VIN) from the driving licence */
    vin: text('vin'),
    /** 行驶证 registration date and the inspection (检验有效期) expiry */
    licenceRegisterDate: timestamp('licence_register_date', { withTimezone: true }),
    licenceInspectionExpiry: timestamp('licence_inspection_expiry', { withTimezone: true }),
    /** 使用性质 on the driving licence, e.g. 货运 */
    useNature: text('use_nature'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // ---- capacity review, organisation unit, affiliation (挂靠)
    ...reviewColumns(),
    /** the organisation unit (department / fleet) of the owner company that holds the vehicle */
    orgUnitId: integer('org_unit_id'),
    /** the actual owner of an affiliated (挂靠) vehicle; null = the company's own vehicle */
    affiliateOwnerId: integer('affiliate_owner_id'),
  },
  (t) => [
    uniqueIndex('vehicles_owner_plate')
      .on(t.ownerUserId, t.plateNo)
      .where(sql`deleted_at is null`),
    uniqueIndex('vehicles_company_plate')
      .on(t.ownerCompanyId, t.plateNo)
      .where(sql`deleted_at is null`),
    index('vehicles_company').on(t.ownerCompanyId),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card').notNull(),
    licenceNo: text('licence_no').notNull(),
    licenceClass: text('licence_class').notNull(),
    licenceExpiry: timestamp('licence_expiry', { withTimezone: true }),
    qualificationNo: text('qualification_no'),
    reviewStatus: text('review_status').notNull().default('0'),
    createdAt: createdAt(),
    // ---- capacity (issue #6): bound vehicle, soft delete
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // ---- capacity review, qualification expiry, organisation unit
    /** 从业资格证 validity */
    qualificationExpiry: timestamp('qualification_expiry', { withTimezone: true }),
    ...reviewColumns(),
    orgUnitId: integer('org_unit_id'),
  },
  (t) => [
    uniqueIndex('drivers_owner_mobile')
      .on(t.ownerUserId, t.mobile)
      .where(sql`deleted_at is null`),
    index('drivers_company').on(t.ownerCompanyId),
  ],
);

export const lines = pgTable(
  'lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    originProvince: text('origin_province').notNull(),
    originCity: text('origin_city').notNull(),
    originDistrict: text('origin_district'),
    destProvince: text('dest_province').notNull(),
    destCity: text('dest_city').notNull(),
    destDistrict: text('dest_district'),
    distanceKm: integer('distance_km').notNull(),
    refPriceFen: integer('ref_price_fen').notNull(),
    vehicleType: text('vehicle_type'),
    vehicleLength: text('vehicle_length'),
    remark: text('remark'),
    createdAt: createdAt(),
    /** soft delete (capacity): a deleted line leaves the lists, references to it stay */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('lines_route').on(t.originCity, t.destCity), index('lines_company').on(t.companyId)],
);

// Capacity (issue #6): the shippers' blacklist of carrier companies, vehicles and drivers.

export const capacityBlacklist = pgTable(
  'capacity_blacklist',
  {
    id: serial('id').primaryKey(),
    /** the shipper who blocks: its company, or (individual shippers) null and the user below */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** company | vehicle | driver */
    targetType: text('target_type').notNull(),
    targetCompanyId: integer('target_company_id').references(() => companies.id),
    /** plate of a blocked vehicle (any owner) */
    plateNo: text('plate_no'),
    /** ID card of a blocked driver (any owner) */
    idCard: text('id_card'),
    /** what the list shows: company name, plate, driver name */
    targetName: text('target_name').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('capacity_blacklist_owner').on(t.ownerCompanyId, t.ownerUserId, t.createdAt),
    index('capacity_blacklist_plate').on(t.plateNo),
    index('capacity_blacklist_id_card').on(t.idCard),
    index('capacity_blacklist_company').on(t.targetCompanyId),
  ],
);

/**
 * A shipper's partners: frequent carriers (常用承运商, /shipper/common/logistics, relation
 * 'carrier') and partner agents (经纪人管理, /logistics/partnerManagement, relation 'agent').
 */
export const frequentCarriers = pgTable(
  'frequent_carriers',
  {
    id: serial('id').primaryKey(),
    /** carrier | agent */
    relation: text('relation').notNull().default('carrier'),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    carrierCompanyId: integer('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('frequent_carriers_owner').on(t.ownerCompanyId, t.ownerUserId, t.relation, t.createdAt),
    index('frequent_carriers_carrier').on(t.carrierCompanyId),
  ],
);

/**
 * The organisation units of a company (机构管理, /logistics/institutionalManagement): a tree of
 * departments and fleets; vehicles and drivers are assigned to a unit.
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** department | fleet */
    kind: text('kind').notNull(),
    leaderName: text('leader_name'),
    leaderMobile: text('leader_mobile'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('org_units_company').on(t.companyId, t.parentId)],
);

/**
 * Actual owners of affiliated (挂靠) vehicles (绑定车主, /logistics/bindingOwner): a person or a
 * company that owns the truck while it runs under the carrier's road transport licence.
 */
export const vehicleOwners = pgTable(
  'vehicle_owners',
  {
    id: serial('id').primaryKey(),
    /** the carrier the vehicles are affiliated to: its company, or (no company) the user */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** person | company */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** ID card of a person, unified social credit code of a company */
    idNo: text('id_no').notNull(),
    mobile: text('mobile').notNull(),
    /** 挂靠协议 number and its end date */
    agreementNo: text('agreement_no'),
    agreementExpiry: timestamp('agreement_expiry', { withTimezone: true }),
    remark: text('remark'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('vehicle_owners_owner').on(t.ownerCompanyId, t.ownerUserId)],
);

/**
 * One row per expiry warning sent (the expiry sweep): a document of a vehicle or driver produces
 * one message per expiry date, however often the sweep runs.
 */
export const capacityExpiryNotices = pgTable(
  'capacity_expiry_notices',
  {
    id: serial('id').primaryKey(),
    /** vehicle | driver */
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    /** e.g. transportPermit, insurance, licenceInspection, licence, qualification */
    document: text('document').notNull(),
    /** the expiry date warned about, 'YYYY-MM-DD' China time */
    expiryDate: text('expiry_date').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('capacity_expiry_notices_once').on(t.kind, t.entityId, t.document, t.expiryDate)],
);
