// Orders and waybills (platform/modules/orders): every state change of an order or waybill
// writes a *_history row.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns';
import { historyColumns } from '../user-columns';
import { users } from './auth';
import { drivers, vehicles } from './capacity';
import { companies } from './company';
import { cargoPoints, cargoSources } from './market';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    shipperCompanyId: integer('shipper_company_id').references(() => companies.id),
    shipperUserId: integer('shipper_user_id')
      .notNull()
      .references(() => users.id),
    carrierCompanyId: integer('carrier_company_id').references(() => companies.id),
    carrierUserId: integer('carrier_user_id')
      .notNull()
      .references(() => users.id),
    /** order_source dictionary */
    source: text('source').notNull(),
    /** order_status dictionary */
    status: text('status').notNull(),
    vehicleCount: integer('vehicle_count').notNull(),
    weightKg: integer('weight_kg').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    payStatus: text('pay_status').notNull().default('0'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // ---- order kinds (issue 8):
    /** 'normal' | 'preferred' (优选: the preferred carrier pool, first to accept wins) | 'control' (管控: the platform contracts as carrier) */
    releaseKind: text('release_kind').notNull().default('normal'),
    /** control orders: the actual carrier (实际承运人) the platform entrusts; it is also carrier_company_id, the side that acts */
    actualCarrierCompanyId: integer('actual_carrier_company_id').references(() => companies.id),
    // ---- orders-agent: an agent's order (taken by an agent): the agent stays a party while the
    // carrier columns name the carrier it appointed (the agent itself while WAITALLOT).
    agentUserId: integer('agent_user_id').references(() => users.id),
    agentCompanyId: integer('agent_company_id').references(() => companies.id),
    // ---- orders-big: the big order (运输订单) a child order was released under
    bigOrderId: integer('big_order_id').references(() => bigOrders.id),
  },
  (t) => [
    uniqueIndex('orders_no').on(t.orderNo),
    index('orders_shipper').on(t.shipperCompanyId, t.status, t.createdAt),
    index('orders_carrier').on(t.carrierCompanyId, t.status, t.createdAt),
    index('orders_cargo').on(t.cargoId),
    index('orders_release_kind').on(t.releaseKind, t.status, t.createdAt),
    index('orders_agent').on(t.agentCompanyId, t.agentUserId),
    index('orders_big_order').on(t.bigOrderId),
  ],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...historyColumns(),
  },
  (t) => [index('order_history_order').on(t.orderId, t.createdAt)],
);

export const waybills = pgTable(
  'waybills',
  {
    id: serial('id').primaryKey(),
    waybillNo: text('waybill_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shipperCompanyId: integer('shipper_company_id').references(() => companies.id),
    carrierCompanyId: integer('carrier_company_id').references(() => companies.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    /** dispatch_status dictionary */
    status: text('status').notNull(),
    plannedWeightKg: integer('planned_weight_kg').notNull(),
    loadWeightKg: integer('load_weight_kg'),
    unloadWeightKg: integer('unload_weight_kg'),
    freightFen: bigint('freight_fen', { mode: 'number' }),
    originCity: text('origin_city').notNull(),
    destCity: text('dest_city').notNull(),
    consigneeName: text('consignee_name').notNull(),
    consigneePhone: text('consignee_phone').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // ---- orders (issue #8): pound slips (files.uuid) of loading and unloading
    loadSlipUuid: text('load_slip_uuid'),
    unloadSlipUuid: text('unload_slip_uuid'),
    unloadedAt: timestamp('unloaded_at', { withTimezone: true }),
    /** audit before settlement (派车单审核) by the shipper: 0 pending, 1 approved, 2 disputed */
    auditStatus: text('audit_status').notNull().default('0'),
    auditRemark: text('audit_remark'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (t) => [
    index('waybills_driver').on(t.driverId, t.createdAt),
    index('waybills_carrier_created').on(t.carrierCompanyId, t.createdAt),
    index('waybills_shipper_created').on(t.shipperCompanyId, t.createdAt),
    uniqueIndex('waybills_no').on(t.waybillNo),
    index('waybills_order').on(t.orderId),
    index('waybills_shipper').on(t.shipperCompanyId, t.status, t.createdAt),
    index('waybills_carrier').on(t.carrierCompanyId, t.status, t.createdAt),
    index('waybills_created').on(t.createdAt),
    // the cockpits (issue 48): shipped / delivered over a window, per shipper company and platform-wide,
    // and the trips on the road now (a partial index: the live few among all waybills)
    index('waybills_shipper_loaded').on(t.shipperCompanyId, t.loadedAt),
    index('waybills_loaded').on(t.loadedAt),
    index('waybills_shipper_unloaded').on(t.shipperCompanyId, t.unloadedAt),
    index('waybills_unloaded').on(t.unloadedAt),
    index('waybills_on_road')
      .on(t.status)
      .where(sql`status in ('START', 'LOAD', 'UNLOAD')`),
  ],
);

export const waybillHistory = pgTable(
  'waybill_history',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    ...historyColumns(),
    weightKg: integer('weight_kg'),
    /** orders (issue #8): the pound slip or photo that came with the move */
    fileUuid: text('file_uuid'),
  },
  (t) => [index('waybill_history_waybill').on(t.waybillId, t.createdAt)],
);

// Orders and waybills (issue #8): exceptions reported on a waybill, and the shipper's rating of
// the carrier after signing.

export const waybillAbnormals = pgTable(
  'waybill_abnormals',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** abnormal_type dictionary 1-6 */
    abnormalType: text('abnormal_type').notNull(),
    description: text('description').notNull(),
    photoUuids: jsonb('photo_uuids').$type<string[]>().notNull().default([]),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    /** complaint_status dictionary: 0 pending, 1 handled */
    status: text('status').notNull().default('0'),
    handleNote: text('handle_note'),
    handlerUserId: integer('handler_user_id').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('waybill_abnormals_waybill').on(t.waybillId),
    index('waybill_abnormals_order').on(t.orderId),
    index('waybill_abnormals_created').on(t.createdAt),
  ],
);

export const orderEvaluations = pgTable(
  'order_evaluations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shipperUserId: integer('shipper_user_id')
      .notNull()
      .references(() => users.id),
    carrierCompanyId: integer('carrier_company_id').references(() => companies.id),
    carrierUserId: integer('carrier_user_id')
      .notNull()
      .references(() => users.id),
    /** 1-5 */
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_evaluations_order').on(t.orderId),
    index('order_evaluations_carrier').on(t.carrierCompanyId, t.createdAt),
    index('order_evaluations_carrier_user').on(t.carrierUserId, t.createdAt),
  ],
);

// cargo_entrusts is written by the market (market/entrust.ts) but stands here: it points at the
// order its match creates, and this file already imports the market's cargo, so in market.ts the
// two files would import each other (decision record 016).

/** Cargo handed to the platform (委托平台): operations match capacity and create the order. */
export const cargoEntrusts = pgTable(
  'cargo_entrusts',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargoSources.id),
    shipperCompanyId: integer('shipper_company_id').references(() => companies.id),
    shipperUserId: integer('shipper_user_id')
      .notNull()
      .references(() => users.id),
    /** WAIT (待匹配) | MATCHED (已匹配) | CANCEL (已撤销) */
    status: text('status').notNull().default('WAIT'),
    remark: text('remark'),
    operatorUserId: integer('operator_user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cargo_entrusts_cargo').on(t.cargoId),
    index('cargo_entrusts_status').on(t.status, t.createdAt),
    index('cargo_entrusts_shipper').on(t.shipperUserId, t.createdAt),
  ],
);

// ---- orders, multi load/unload (issue #8): a waybill's stops along the cargo's points, and carriers' routes

/** The stops a multi load/unload waybill makes (cargo_points it visits, in route order) with planned and recorded weights. */
export const waybillStops = pgTable(
  'waybill_stops',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    pointId: integer('point_id')
      .notNull()
      .references(() => cargoPoints.id),
    /** position along the waybill's route, 1.. (all loads before all unloads) */
    seq: integer('seq').notNull(),
    /** load | unload */
    kind: text('kind').notNull(),
    plannedWeightKg: integer('planned_weight_kg').notNull(),
    actualWeightKg: integer('actual_weight_kg'),
    slipUuid: text('slip_uuid'),
    doneByUserId: integer('done_by_user_id').references(() => users.id),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('waybill_stops_seq').on(t.waybillId, t.seq), index('waybill_stops_point').on(t.pointId)],
);

/** A carrier's frequently run multi-stop routes (常跑路线): ordered stops and an optional default vehicle and driver. */
export const carrierRoutes = pgTable(
  'carrier_routes',
  {
    id: serial('id').primaryKey(),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** [{ kind, provinceCode, cityCode, districtCode, address, contactName, contactPhone, plannedKg }] in route order */
    stops: jsonb('stops').notNull(),
    defaultVehicleId: integer('default_vehicle_id').references(() => vehicles.id),
    defaultDriverId: integer('default_driver_id').references(() => drivers.id),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('carrier_routes_company').on(t.ownerCompanyId, t.updatedAt), index('carrier_routes_user').on(t.ownerUserId, t.updatedAt)],
);

// ---- orders-track (issue #8): GPS positions of a waybill on the road
/**
 * Positions reported while a waybill is START/LOAD/UNLOAD, WGS-84 (what a phone's
 * navigator.geolocation and a GPS device give), in micro-degrees (lat × 10⁶) to stay exact.
 */
export const waybillPositions = pgTable(
  'waybill_positions',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    /** latitude × 1 000 000, WGS-84 */
    latE6: integer('lat_e6').notNull(),
    /** longitude × 1 000 000, WGS-84 */
    lngE6: integer('lng_e6').notNull(),
    /** km/h, when the reporter knows it */
    speedKmh: integer('speed_kmh'),
    /** driver (phone page) | device (vehicle terminal) */
    source: text('source').notNull(),
    /** what the driver typed (place, landmark), when reported by hand */
    place: text('place'),
    reporterUserId: integer('reporter_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // Where the point is, in GB/T 2260 codes (issue 42, platform/modules/geo): province and city
    // from the local polygons when the row is written; the district from them in a municipality,
    // elsewhere from 天地图's reverse geocoder (a job, when MAP_AK is configured).
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    /** when the local look-up ran (null: rows written before it, placed by the backfill job) */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** when 天地图 was asked for the district (null: not yet) */
    districtAskedAt: timestamp('district_asked_at', { withTimezone: true }),
  },
  (t) => [
    index('waybill_positions_waybill').on(t.waybillId, t.recordedAt),
    // the jobs' work lists: rows not yet placed, rows whose district is still to be asked
    index('waybill_positions_unplaced')
      .on(t.id)
      .where(sql`${t.placedAt} is null`),
    index('waybill_positions_district_pending')
      .on(t.id)
      .where(sql`${t.cityCode} is not null and ${t.districtCode} is null and ${t.districtAskedAt} is null`),
  ],
);

/**
 * ---- orders-guest: the offline customer of an order entered on its behalf (代客下单, source 4).
 * The order itself is the entering party's (carrier = shipper = that user / company), so no real
 * shipper is a party to it; the customer lives here.
 */
export const guestOrders = pgTable(
  'guest_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** the entering company (null for an individual agent) and user */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_orders_owner').on(t.ownerCompanyId, t.ownerUserId, t.createdAt)],
);

/**
 * ---- orders-big: big orders (运输订单), a shipper's framework order with a contract carrier
 * company: 10 create → 20 the carrier confirms → 30 executing (first child order) → 40 done.
 * Child orders (orders.big_order_id) are released from its remaining weight, never above it.
 */
export const bigOrders = pgTable(
  'big_orders',
  {
    id: serial('id').primaryKey(),
    bigOrderNo: text('big_order_no').notNull(),
    shipperCompanyId: integer('shipper_company_id').references(() => companies.id),
    shipperUserId: integer('shipper_user_id')
      .notNull()
      .references(() => users.id),
    carrierCompanyId: integer('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    /** big_order_status dictionary */
    status: text('status').notNull().default('10'),
    goodsName: text('goods_name').notNull(),
    goodsType: text('goods_type').notNull(),
    totalWeightKg: integer('total_weight_kg').notNull(),
    /** weight already released as child orders */
    releasedKg: integer('released_kg').notNull().default(0),
    unitPriceFen: integer('unit_price_fen').notNull(),
    chargeNode: text('charge_node').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    originCity: text('origin_city').notNull(),
    originAddress: text('origin_address').notNull(),
    destCity: text('dest_city').notNull(),
    destAddress: text('dest_address').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('big_orders_no').on(t.bigOrderNo),
    index('big_orders_shipper').on(t.shipperCompanyId, t.shipperUserId, t.status, t.createdAt),
    index('big_orders_carrier').on(t.carrierCompanyId, t.status, t.createdAt),
  ],
);

export const bigOrderHistory = pgTable(
  'big_order_history',
  {
    id: serial('id').primaryKey(),
    bigOrderId: integer('big_order_id')
      .notNull()
      .references(() => bigOrders.id),
    ...historyColumns(),
  },
  (t) => [index('big_order_history_order').on(t.bigOrderId, t.createdAt)],
);
