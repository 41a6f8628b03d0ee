// The marketplace (platform/modules/market): cargo, its load and unload points, bids and quotes.
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { companies } from './company';

export const cargoSources = pgTable(
  'cargo_sources',
  {
    id: serial('id').primaryKey(),
    sourceNo: text('source_no').notNull(),
    shipperCompanyId: integer('shipper_company_id').references(() => companies.id),
    shipperUserId: integer('shipper_user_id')
      .notNull()
      .references(() => users.id),
    /** business_type: 1 line/offline, 2 grab, 3 bid */
    businessType: text('business_type').notNull(),
    /** draft | published | closed | done */
    status: text('status').notNull().default('draft'),
    goodsName: text('goods_name').notNull(),
    goodsType: text('goods_type').notNull(),
    quantity: integer('quantity').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    totalWeightKg: integer('total_weight_kg').notNull(),
    originProvince: text('origin_province').notNull(),
    originCity: text('origin_city').notNull(),
    originDistrict: text('origin_district'),
    originAddress: text('origin_address').notNull(),
    destProvince: text('dest_province').notNull(),
    destCity: text('dest_city').notNull(),
    destDistrict: text('dest_district'),
    destAddress: text('dest_address').notNull(),
    vehicleType: text('vehicle_type'),
    vehicleLength: text('vehicle_length'),
    vehicleCount: integer('vehicle_count').notNull(),
    vehiclesRemaining: integer('vehicles_remaining').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    payType: text('pay_type').notNull(),
    chargeMode: text('charge_mode').notNull(),
    chargeNode: text('charge_node').notNull(),
    publishScope: text('publish_scope').notNull().default('public'),
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    loadStart: timestamp('load_start', { withTimezone: true }),
    loadEnd: timestamp('load_end', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    remark: text('remark'),
    /** bid cargo (business type 3): bid_method and bid_status dictionaries; opened at the deadline */
    bidMethod: text('bid_method'),
    bidStatus: text('bid_status'),
    bidOpenedAt: timestamp('bid_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** unit: unitPriceFen is per tonne; total: totalPriceFen is the whole cargo's freight */
    priceMode: text('price_mode').notNull().default('unit'),
    totalPriceFen: bigint('total_price_fen', { mode: 'number' }),
    /** total volume in litres (1 m³ = 1000 L) */
    totalVolumeL: integer('total_volume_l'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // ---- orders-direction: 销售 (the shipper ships its goods out) or 采购 (the shipper hauls in what it bought)
    /** sales | purchase (contract/orders/direction.ts) */
    businessDirection: text('business_direction').notNull().default('sales'),
    /** 收货单位: a company on the platform that receives the goods; the shipper's own for purchase cargo */
    consigneeCompanyId: integer('consignee_company_id').references(() => companies.id),
    /** a receiving company not registered on the platform, by the name the shipper gave it (consigneeCompanyId null) */
    consigneeName: text('consignee_name'),
  },
  (t) => [
    uniqueIndex('cargo_sources_no').on(t.sourceNo),
    index('cargo_sources_hall').on(t.status, t.businessType, t.publishedAt),
    index('cargo_sources_route').on(t.originCity, t.destCity),
    index('cargo_sources_shipper').on(t.shipperUserId, t.createdAt),
    // ---- orders-direction: the receiving company's incoming cargo
    index('cargo_sources_consignee').on(t.consigneeCompanyId),
  ],
);

export const cargoPoints = pgTable(
  'cargo_points',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    /** load | unload */
    kind: text('kind').notNull(),
    seq: integer('seq').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** loading / unloading time window of this point */
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
  },
  (t) => [index('cargo_points_cargo').on(t.cargoId)],
);

/** Quotes on bid cargo: one per bidder and cargo, changed or withdrawn until the bid opens. */
export const cargoQuotes = pgTable(
  'cargo_quotes',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    bidderUserId: integer('bidder_user_id')
      .notNull()
      .references(() => users.id),
    bidderCompanyId: integer('bidder_company_id').references(() => companies.id),
    unitPriceFen: integer('unit_price_fen').notNull(),
    vehicleCount: integer('vehicle_count').notNull(),
    remark: text('remark'),
    /** bidding_status dictionary: 0 quoted, 1 won, 2 lost, 3 withdrawn */
    status: text('status').notNull().default('0'),
    orderId: integer('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cargo_quotes_bidder').on(t.cargoId, t.bidderUserId), index('cargo_quotes_cargo').on(t.cargoId, t.status)],
);

/** Every move of a bid and its quotes: quote, change, withdraw, open, award, fail. */
export const bidHistory = pgTable(
  'bid_history',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    quoteId: integer('quote_id').references(() => cargoQuotes.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('bid_history_cargo').on(t.cargoId, t.createdAt)],
);

// Marketplace publishing (issue #7): the cargo's operation log, the shipper's frequent goods,
// addresses, contacts and cargo templates, order limits and required load/unload fields.

/** Every move of a cargo: create, edit, publish, close, republish (the operation log). */
export const cargoHistory = pgTable(
  'cargo_history',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    ...historyColumns(),
  },
  (t) => [index('cargo_history_cargo').on(t.cargoId, t.createdAt)],
);

/**
 * A shipper's frequent entries (常用货物 / 常用地址 / 常用联系人 / 常用货运线路): kind goods |
 * address | contact | template; `data` holds the fields of that kind (validated by the contract).
 */
export const shipperFrequents = pgTable(
  'shipper_frequents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** what the lists show and search: goods name, address, contact name, template name */
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shipper_frequents_owner').on(t.ownerCompanyId, t.ownerUserId, t.kind, t.createdAt)],
);

/** Publishing rules of a shipper (/my-center/orderLimit, /my-center/loadUnloadRequiredConfig). */
export const shipperPublishRules = pgTable('shipper_publish_rules', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** at most this many vehicles per cargo (null: no limit) */
  maxVehiclesPerCargo: integer('max_vehicles_per_cargo'),
  /** at most this many vehicles in one grab or quote on my cargo */
  maxVehiclesPerOrder: integer('max_vehicles_per_order'),
  /** at most this unit price (fen per tonne) */
  maxUnitPriceFen: integer('max_unit_price_fen'),
  /** at most this many cargo published per day (China date) */
  dailyPublishLimit: integer('daily_publish_limit'),
  /** required point fields, e.g. ['load.contactName', 'unload.window'] */
  requiredPointFields: jsonb('required_point_fields').notNull().default([]),
  updatedAt: updatedAt(),
});
