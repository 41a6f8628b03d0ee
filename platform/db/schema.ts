// One schema for PGlite and PostgreSQL. Money is integer fen, weights integer kilograms,
// times timestamptz. Every state change of an order or waybill writes a *_history row.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, historyColumns, reviewColumns, updatedAt } from './columns';

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictName: text('dict_name').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    cssClass: text('css_class'),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value').on(t.dictType, t.value)],
);

export const sysControlParams = pgTable('sys_control_params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  remark: text('remark'),
  updatedAt: updatedAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 统一社会信用代码 */
    creditCode: text('credit_code').notNull(),
    /** shipper | carrier | agent | platform */
    kind: text('kind').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    industry: text('industry'),
    companySize: text('company_size'),
    /** auth_status dictionary: '2' = verified */
    authStatus: text('auth_status').notNull().default('0'),
    intro: text('intro'),
    createdAt: createdAt(),
    // ---- reporting (issue #8, 运单上报): 道路运输经营许可证号, sent as PermitNumber (platform) and ActualCarrierBusinessLicense
    roadPermitNo: text('road_permit_no'),
  },
  (t) => [uniqueIndex('companies_credit_code').on(t.creditCode), index('companies_kind').on(t.kind)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    realName: text('real_name').notNull().default(''),
    memberName: text('member_name'),
    /** scrypt hash; null means the user has no password yet (existPwd N) */
    passwordHash: text('password_hash'),
    pwdChangedAt: timestamp('pwd_changed_at', { withTimezone: true }),
    companyId: integer('company_id').references(() => companies.id),
    /** 'y' when the user acts for a verified company */
    company: text('company').notNull().default('n'),
    /** 'y' when the user is verified as an individual operator */
    individual: text('individual').notNull().default('n'),
    authStatus: text('auth_status').notNull().default('0'),
    idCard: text('id_card'),
    /** comma-separated shipper_identity codes */
    shipperIdentity: text('shipper_identity').notNull().default(''),
    employeeNo: text('employee_no'),
    signStatus: text('sign_status').notNull().default('0'),
    isDriver: integer('is_driver').notNull().default(0),
    /** active | cancelled */
    status: text('status').notNull().default('active'),
    /** wrong passwords in a row; five lock the account (see lockedUntil) */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_mobile').on(t.mobile), index('users_company').on(t.companyId)],
);

/** Opaque session tokens: only a SHA-256 of the token is stored, so a leaked table logs no one in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** the role the user acts in for this session */
    role: text('role').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

/**
 * Sign-on tickets of the group's unified portal already used (POST /users/ssoLogin): a ticket
 * signs one employee in once, so a ticket copied from a log or a browser history is worthless.
 */
export const ssoTickets = pgTable('sso_tickets', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time AES keys for encrypted password fields (POST /users/secretKey). */
export const secretKeys = pgTable('secret_keys', {
  key: text('key').primaryKey(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Image codes (captcha): single use, five minutes, answer compared case-insensitively. */
export const imageCodes = pgTable('image_codes', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  /** the SVG, served by GET /codes/images/{key} so pages link it instead of inlining it */
  image: text('image'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS verification codes: six digits, five minutes, at most five wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** phone_no_login | modify_binding_phone | find_pwd | register | role */
    type: text('type').notNull(),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile').on(t.mobile, t.createdAt)],
);

/** What the default SMS sender "sent": the outbox a real gateway would drain. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile').on(t.mobile, t.createdAt)],
);

/** Uploaded files; bytes live in the storage behind platform/modules/files/storage.ts. */
export const files = pgTable(
  'files',
  {
    uuid: text('uuid').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** what the file is for: id_card_front, business_licence, road_permit, ... */
    purpose: text('purpose'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner').on(t.ownerUserId)],
);

/** Real-name and qualification submissions of the certification screens, with their review. */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** individualShipper | companyShipper | individualDriver | companyDriver */
    kind: text('kind').notNull(),
    /** review_status: 0 pending, 1 approved, 2 rejected */
    status: text('status').notNull().default('0'),
    data: jsonb('data').notNull(),
    reviewRemark: text('review_remark'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_user').on(t.userId, t.createdAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

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

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** news_type dictionary: news | policy | data */
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised on write */
    contentHtml: text('content_html').notNull(),
    source: text('source'),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** news_status: draft (never shown) | published | offline (taken down by an operator) */
    status: text('status').notNull().default('published'),
  },
  (t) => [index('news_type_published').on(t.type, t.publishedAt)],
);

/** Platform pages: the seven footer policies, the user agreement, the privacy statement, about. */
export const platformInfo = pgTable('platform_info', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
});

export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    method: text('method').notNull(),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    request: text('request'),
    response: text('response'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('interface_logs_created').on(t.createdAt)],
);

/** Marker for the idempotent seed: one row per seed step that has run. */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  detail: jsonb('detail'),
});

// ---------------------------------------------------------------------------------------------
// Workspace: menus (tree, per role, per user), in-app messages, ship-order controls, rule settings

/** The sidebar menu tree (spec 3 "Menu entry"): path, jump, title, permAlias, hidden, children. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** stable key of the entry, e.g. 'capacity' or '/logistics/vehicle' */
    code: text('code').notNull(),
    path: text('path').notNull(),
    /** where a group entry leads when clicked (its first child) */
    jump: text('jump'),
    title: text('title').notNull(),
    permAlias: text('perm_alias').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_code').on(t.code), index('menus_parent').on(t.parentId, t.sort)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role: text('role').notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuId] })],
);

/** Extra menu entries granted to one user on top of their roles' menus. */
export const userMenus = pgTable(
  'user_menus',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

/** In-app messages: business events write one per user concerned. status '0' unread, '1' read. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** message_type: system | certification | order | waybill | payment */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** a path of the app the message is about (optional) */
    link: text('link'),
    status: text('status').notNull().default('0'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_status').on(t.userId, t.status, t.createdAt), index('messages_user_created').on(t.userId, t.createdAt)],
);

/**
 * Ship-order control of a shipper (spec 4 "Ship-order notice"): whether issuing orders is allowed
 * ('1') or disabled ('0'). Kept by operations. The notice's overdue amount is not kept: it is
 * computed from the shipper's settlement bills (money/aging.ts overduePayableFen).
 */
export const shipOrderControls = pgTable('ship_order_controls', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  shipOrderStatus: text('ship_order_status').notNull().default('1'),
  updatedAt: updatedAt(),
});

/** System rule settings of the workbench (/workbenck/workbenchset), one row per user. */
export const workbenchSettings = pgTable('workbench_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

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
  },
  (t) => [index('waybill_positions_waybill').on(t.waybillId, t.recordedAt)],
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

// ---- reporting (issue #8): reports of waybills to the provincial monitoring system (网络货运信息监测)

/**
 * One row per waybill and document kind (only 'waybill' = LOGINK_CN_FREIGHTBROKER_WAYBILL so far).
 * status: pending (checked, never sent) | sending (claimed by a push: claimed_at) | sent (the
 * endpoint answered 0000: received, not yet judged) | failed (an error code, timeout or refusal).
 */
export const waybillReports = pgTable(
  'waybill_reports',
  {
    id: serial('id').primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    /** waybill (电子运单) | freight_charges (资金流水单, queued once the bill is paid and the waybill's report sent) */
    documentKind: text('document_kind').notNull().default('waybill'),
    status: text('status').notNull().default('pending'),
    /** 报文参考号 (MessageReferenceNumber GUID) of the last message sent or being sent */
    messageRef: text('message_ref'),
    /** the last five-certificate check: problems in Chinese (empty = passed) and when */
    checkErrors: jsonb('check_errors').$type<string[]>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastCode: text('last_code'),
    lastMessage: text('last_message'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: integer('claimed_by').references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waybill_reports_waybill_kind').on(t.waybillId, t.documentKind),
    index('waybill_reports_status').on(t.documentKind, t.status, t.updatedAt),
  ],
);

/** Every attempt to send a report: the exact XML, what came back, who and when. */
export const waybillReportAttempts = pgTable(
  'waybill_report_attempts',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => waybillReports.id),
    messageRef: text('message_ref').notNull(),
    requestXml: text('request_xml').notNull(),
    /** the raw response (SOAP body) or the transport error */
    response: text('response'),
    code: text('code').notNull(),
    message: text('message'),
    /** sent | failed */
    outcome: text('outcome').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('waybill_report_attempts_report').on(t.reportId, t.createdAt)],
);
export * from './schema-money';
