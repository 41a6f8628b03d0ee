// Authorisation matrix generated from the route list: every operation on a record by id, as another company, another role
// and nobody — refused, never the data, nothing changed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { API_BASE } from './app';
import { openTestPlatform, type TestPlatform } from './modules/auth/testing';
import { GUEST_ORDER_FORM } from './modules/orders/testing';
import type { OpenApiDocument, Operation } from './testing/openapi';

const CARRIER_A = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达物流 (carrier)
const SHIPPER_A = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 钢铁 (enterprise shipper)
const DRIVER = DEMO_ACCOUNTS.driver.mobile;
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

/**
 * A kind of owned record: its table (and key column), the company column, the role that owns it, and a filter. The owner
 * is the first user with that role in the company of the first such row; the outsiders are a user with the same role in
 * another company, a user with the other business role in another company, and a driver of no company.
 */
type Owned = {
  table: string;
  key?: string;
  column: string;
  role: string;
  extra?: string;
  party?: boolean;
  /** the company column of the record's other party (a bill's payee), left out of the outsiders like an order's shipper */
  otherParty?: string;
  ownerCheck?: false;
};

const OTHER_ROLE: Record<string, string> = { carrier: 'enterprise_shipper', enterprise_shipper: 'carrier' };
const carrierOwned = (table: string, column = 'owner_company_id', extra = '', key = 'id'): Owned => ({ table, column, role: 'carrier', extra, key });
const shipperOwned = (table: string, column = 'owner_company_id', extra = '', key = 'id'): Owned => ({ table, column, role: 'enterprise_shipper', extra, key });
/** An order or waybill: owned by its carrier; the shipper's company is left out of the outsiders. */
const partyOwned = (table: string, ownerCheck?: false): Owned => ({
  table,
  column: 'carrier_company_id',
  role: 'carrier',
  party: true,
  ownerCheck,
  // Not one the outsider driver drives: a waybill's driver is one of its parties.
  extra:
    table === 'waybills'
      ? ` and t.driver_id not in (select d.id from drivers d join users u on u.id = d.user_id where u.mobile = '${DRIVER}')`
      : ` and not exists (select 1 from waybills w join drivers d on d.id = w.driver_id join users u on u.id = d.user_id where w.order_id = t.id and u.mobile = '${DRIVER}')`,
});
const operatorOnly = (table: string, ownerCheck?: false): Owned => ({ table, column: 'null', role: 'operator', ownerCheck });

/**
 * Every `{id}` operation of the OpenAPI document is classified here: the record it reaches, or 'public' with the reason.
 * A new route with an `{id}` that is not classified fails the suite until someone decides which it is.
 */
const ROUTES: Record<string, Owned | { public: string }> = {
  'GET /vehicle/getById/{id}': carrierOwned('vehicles'),
  'POST /vehicle/deleteById/{id}': carrierOwned('vehicles'),
  'GET /driver/getById/{id}': carrierOwned('drivers'),
  'POST /driver/deleteById/{id}': carrierOwned('drivers'),
  'GET /line/getById/{id}': carrierOwned('lines', 'company_id', ' and deleted_at is null'),
  'POST /line/deleteById/{id}': carrierOwned('lines', 'company_id', ' and deleted_at is null'),
  'GET /vehicleOwner/getById/{id}': carrierOwned('vehicle_owners'),
  'POST /vehicleOwner/deleteById/{id}': carrierOwned('vehicle_owners'),
  'POST /orgUnit/deleteById/{id}': carrierOwned('org_units', 'company_id'),
  'POST /blacklist/deleteById/{id}': shipperOwned('capacity_blacklist'),
  'POST /frequentCarrier/deleteById/{id}': shipperOwned('frequent_carriers', 'owner_company_id', " and relation = 'carrier'"),
  'POST /partner/deleteById/{id}': shipperOwned('frequent_carriers', 'owner_company_id', " and relation = 'agent'"),
  'GET /carrierRoute/getById/{id}': carrierOwned('carrier_routes'),
  'GET /carrierRoute/orders/{id}': carrierOwned('carrier_routes'),
  'GET /guestOrder/getById/{id}': carrierOwned('guest_orders', 'owner_company_id', '', 'order_id'),
  'GET /bigOrder/getById/{id}': shipperOwned('big_orders', 'shipper_company_id'),
  'GET /entrust/getById/{id}': shipperOwned('cargo_entrusts', 'shipper_company_id'),
  'GET /goodsSource/getForEdit/{id}': shipperOwned('cargo_sources', 'shipper_company_id'),
  'GET /goodsSource/record/{id}': shipperOwned('cargo_sources', 'shipper_company_id'),
  'GET /frequent/getById/{kind}/{id}': shipperOwned('shipper_frequents'),
  'GET /order/getById/{id}': partyOwned('orders'),
  'GET /order/multi/{id}': partyOwned('orders'),
  'GET /order/preferred/getById/{id}': partyOwned('orders', false), // the owner's order may be of another kind
  'GET /order/control/getById/{id}': partyOwned('orders', false),
  'GET /order/appointOptions/{id}': partyOwned('orders', false),
  'GET /dispatchOrder/options/{id}': partyOwned('orders'),
  'GET /dispatchOrder/getById/{id}': partyOwned('waybills'),
  'GET /dispatchOrder/track/{id}': partyOwned('waybills'),
  'GET /dispatchOrder/photo/{id}': partyOwned('waybills', false), // with an unknown photo: the owner gets 404 too
  'GET /capacityReview/{kind}/{id}': operatorOnly('vehicles'),
  'GET /waybillReport/getById/{id}': operatorOnly('waybills', false), // any waybill: not necessarily one in the report's scope
  'GET /api/information/getById/{id}': operatorOnly('news'),
  'POST /api/information/enable/{id}': operatorOnly('news'),
  'POST /api/information/disable/{id}': operatorOnly('news'),
  'POST /api/information/deleteById/{id}': operatorOnly('news'),
  'GET /api/complaint/getcomplaint/{id}': operatorOnly('complaints'),
  'POST /api/system/version/deleteById/{id}': operatorOnly('platform_versions'),
  'GET /settlement/bill/getById/{id}': { ...shipperOwned('settlement_bills', 'payer_company_id'), otherParty: 'payee_company_id' },
  'GET /news/getById/{id}': { public: 'published news is public' },
  'GET /order/hallDetail/{id}': { public: 'the cargo hall is public (contacts and addresses left out)' },
  'GET /company/profile/{id}': { public: 'company pages are public' },
  'GET /evaluate/carrier/{id}': { public: "a carrier's credit is shown to every shipper" },
  'GET /goodsSource/getById/{id}': { public: 'published cargo is open to every carrier; each sees only its own grabs' },
  'GET /bid/getByCargo/{id}': { public: 'a bid is open to every carrier; each sees only its own quotes' },
  'GET /line/forOrder/{id}': { public: "ordering on a carrier's line: the line is offered to every shipper" },
};

/**
 * Routes whose records the demo data does not have yet (no partner agents, no entrusted cargo, no big orders of a shipper company): listed so that they are
 * not silently skipped — the suite fails when one gains data (then it is checked) or another loses it.
 */
const NO_DEMO_DATA = [
  'GET /bigOrder/getById/{id}',
  'GET /api/complaint/getcomplaint/{id}',
  'POST /api/system/version/deleteById/{id}',
  'GET /entrust/getById/{id}',
  'POST /bigOrder/close',
  'POST /bigOrder/confirm',
  'POST /entrust/cancel',
  'POST /partner/deleteById/{id}',
];
const uncovered: string[] = [];

let t: TestPlatform;
let operations: Operation[];
const tokens = new Map<string, string>();
/** A session of the user (made once). */
async function token(mobile: string): Promise<string> {
  if (!tokens.has(mobile)) tokens.set(mobile, await t.sessionFor(mobile));
  return tokens.get(mobile)!;
}

beforeAll(async () => {
  t = await openTestPlatform();
  const doc = (await (await t.raw('/openapi.json')).json()) as OpenApiDocument;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase() as Operation['method'], path: path.slice(API_BASE.length), op })),
  );
  // The demo data has no guest order: the carrier enters one first, as on its guest-order screen.
  const entered = await t.call('/guestOrder/save', { token: await token(CARRIER_A), json: GUEST_ORDER_FORM });
  expect(entered.body.code).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

async function rows(query: string): Promise<Record<string, unknown>[]> {
  return ((await t.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** One of the owner's records (`row`, keyed by `id`), its owner and the callers that must be refused. */
async function ownedRecord(key: string, owned: Owned) {
  const keyColumn = owned.key ?? 'id';
  const userWithRole = (role: string, company: string) =>
    `(select u.mobile from users u join user_roles r on r.user_id = u.id where r.role = '${role}' and u.status = 'active' and ${company} order by u.id limit 1)`;
  if (owned.role === 'operator') {
    const [row] = await rows(`select *, ${keyColumn} as id from ${owned.table} order by ${keyColumn} limit 1`);
    if (!row) return null;
    return { row, owner: OPERATOR, outsiders: [CARRIER_A, SHIPPER_A, DRIVER] };
  }
  const [row] = await rows(
    `select t.*, t.${keyColumn} as id, ${userWithRole(owned.role, `u.company_id = t.${owned.column}`)} as "__owner" from ${owned.table} t ` +
      `where t.${owned.column} is not null ${owned.extra ?? ''} and ${userWithRole(owned.role, `u.company_id = t.${owned.column}`)} is not null order by t.${keyColumn} limit 1`,
  );
  if (!row) return null;
  const company = Number(row[owned.column]);
  const otherParty = owned.party ? 'shipper_company_id' : owned.otherParty;
  const notParty = otherParty ? ` and u.company_id is distinct from ${Number(row[otherParty])}` : '';
  const [others] = await rows(
    `select ${userWithRole(owned.role, `u.company_id is distinct from ${company}${notParty}`)} as same_role, ` +
      `${userWithRole(OTHER_ROLE[owned.role], `u.company_id is distinct from ${company}${notParty}`)} as other_role`,
  );
  const outsiders = [others.same_role, others.other_role, DRIVER].filter(Boolean) as string[];
  expect(outsiders.length).toBe(3);
  const owner = String(row.__owner);
  delete row.__owner;
  return { row, owner, outsiders };
}

function pathFor(template: string, row: Record<string, unknown>): string {
  const path = template.replace('{id}', String(row.id)).replace('{kind}', String(row.kind ?? 'vehicle'));
  return template.includes('/photo/') ? `${path}?uuid=00000000-0000-4000-8000-000000000000` : path;
}

/** Text of the record that must never reach an outsider: its distinctive string values. */
function secrets(row: Record<string, unknown>): string[] {
  return Object.entries(row)
    .filter(([key, v]) => typeof v === 'string' && v.length >= 6 && !/status|kind|type|color|class|relation|created|updated|time|_at$/i.test(key))
    .map(([, v]) => v as string)
    .filter((v) => !/^\d{4}-\d{2}-\d{2}/.test(v) && !/^[0-9a-f-]{36}$/.test(v));
}

describe('authorisation matrix', () => {
  it('classifies every operation on a record by id', () => {
    const unclassified = operations.filter((o) => o.path.includes('{id}') && !ROUTES[`${o.method} ${o.path}`]).map((o) => `${o.method} ${o.path}`);
    const stale = Object.keys(ROUTES).filter((key) => !operations.some((o) => `${o.method} ${o.path}` === key));
    expect(unclassified, 'operations with an {id} missing from ROUTES').toEqual([]);
    expect(stale, 'ROUTES entries the API no longer has').toEqual([]);
  });

  it('refuses every owned record to another company, another role and anonymous callers, and changes nothing', async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const [key, rule] of Object.entries(ROUTES)) {
      if ('public' in rule) continue;
      const [method, template] = key.split(' ') as ['GET' | 'POST', string];
      const record = await ownedRecord(key, rule);
      if (!record) {
        uncovered.push(key);
        continue;
      }
      const { row, owner, outsiders } = record;
      const path = pathFor(template, row);
      const before = JSON.stringify(row);
      for (const caller of [...outsiders, null]) {
        const res = await t.call(path, { method, token: caller ? await token(caller) : null, ...(method === 'POST' ? { json: {} } : {}) });
        const text = JSON.stringify(res.body);
        checked += 1;
        // A role that may not use the screen at all gets a 400 with the reason (403 would sign the user out in the app).
        const refused = [400, 401, 403, 404].includes(res.body.code) && res.body.data === null;
        const leaked = secrets(row).filter((s) => text.includes(s));
        if (!refused || leaked.length)
          leaks.push(`${key} as ${caller ?? 'anonymous'}: ${res.status} ${text.slice(0, 160)}${leaked.length ? ` (shows ${leaked.join(', ')})` : ''}`);
      }
      const [after] = await rows(`select *, ${rule.key ?? 'id'} as id from ${rule.table} where ${rule.key ?? 'id'} = ${Number(row.id)}`);
      if (JSON.stringify(after) !== before) leaks.push(`${key}: the record changed after the outsiders' calls`);
      // The owner still reads (or deletes) it: the refusals above are about the caller, not a broken route.
      if (method === 'GET' && rule.ownerCheck !== false) {
        const own = await t.call(path, { token: await token(owner) });
        if (own.body.code !== 200) leaks.push(`${key}: the owner ${owner} is refused too (${own.body.code} ${own.body.message})`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  });

  it('refuses writes with another company’s id in the body, and changes nothing', async () => {
    // Every POST whose body names a record by id: sent with the owner's id, as an outsider. Bodies are the owner's record
    // itself where a save takes it (so validation passes and only ownership can refuse), or just the id.
    const BODY_IDS: Record<string, { owned: Owned; field: string }> = {
      'POST /vehicle/save': { owned: carrierOwned('vehicles'), field: 'id' },
      'POST /driver/save': { owned: carrierOwned('drivers'), field: 'id' },
      'POST /line/save': { owned: carrierOwned('lines', 'company_id', ' and deleted_at is null'), field: 'id' },
      'POST /vehicleOwner/save': { owned: carrierOwned('vehicle_owners'), field: 'id' },
      'POST /orgUnit/save': { owned: carrierOwned('org_units', 'company_id'), field: 'id' },
      'POST /vehicleOwner/bind': { owned: carrierOwned('vehicle_owners'), field: 'ownerId' },
      'POST /carrierRoute/save': { owned: carrierOwned('carrier_routes'), field: 'id' },
      'POST /carrierRoute/delete': { owned: carrierOwned('carrier_routes'), field: 'id' },
      'POST /guestOrder/save': { owned: carrierOwned('guest_orders', 'owner_company_id', '', 'order_id'), field: 'id' },
      'POST /goodsSource/save': { owned: shipperOwned('cargo_sources', 'shipper_company_id'), field: 'id' },
      'POST /goodsSource/close': { owned: shipperOwned('cargo_sources', 'shipper_company_id', " and status <> 'closed'"), field: 'id' },
      'POST /entrust/cancel': { owned: shipperOwned('cargo_entrusts', 'shipper_company_id'), field: 'id' },
      'POST /frequent/delete': { owned: shipperOwned('shipper_frequents'), field: 'id' },
      'POST /bigOrder/close': { owned: shipperOwned('big_orders', 'shipper_company_id'), field: 'bigOrderId' },
      'POST /bigOrder/confirm': { owned: shipperOwned('big_orders', 'shipper_company_id'), field: 'bigOrderId' },
      'POST /order/cancel': { owned: partyOwned('orders'), field: 'orderId' },
      'POST /order/accept': { owned: partyOwned('orders'), field: 'orderId' },
      'POST /order/refuse': { owned: partyOwned('orders'), field: 'orderId' },
      'POST /order/receiptConfirm': { owned: partyOwned('orders'), field: 'orderId' },
      'POST /dispatchOrder/transition': { owned: partyOwned('waybills'), field: 'waybillId' },
      'POST /dispatchOrder/audit': { owned: partyOwned('waybills'), field: 'waybillId' },
      'POST /abnormal/report': { owned: partyOwned('waybills'), field: 'waybillId' },
      'POST /dispatchOrder/position': { owned: partyOwned('waybills'), field: 'waybillId' },
    };
    const problems: string[] = [];
    for (const [key, { owned, field }] of Object.entries(BODY_IDS)) {
      expect(
        operations.some((o) => `${o.method} ${o.path}` === key),
        `${key} is in the API`,
      ).toBe(true);
      const record = await ownedRecord(key, owned);
      if (!record) {
        uncovered.push(key);
        continue;
      }
      const { row, owner, outsiders } = record;
      const before = JSON.stringify(row);
      const [, path] = key.split(' ');
      // The owner's own view of the record (when there is one) makes a body that passes validation.
      const view = path.endsWith('/save') ? (await t.call(`${path.replace('/save', '/getById')}/${row.id}`, { token: await token(owner) })).body : null;
      const base = view?.code === 200 && view.data && typeof view.data === 'object' ? view.data : {};
      for (const caller of [...outsiders, null]) {
        const res = await t.call(path, { token: caller ? await token(caller) : null, json: { ...base, [field]: row.id, reason: '测试', action: 'confirm' } });
        if (res.body.code === 200) problems.push(`${key} as ${caller ?? 'anonymous'}: accepted (${JSON.stringify(res.body).slice(0, 160)})`);
      }
      const [after] = await rows(`select *, ${owned.key ?? 'id'} as id from ${owned.table} where ${owned.key ?? 'id'} = ${Number(row.id)}`);
      if (JSON.stringify(after) !== before) problems.push(`${key}: ${owned.table} ${row.id} changed after the outsiders' calls`);
    }
    expect(problems).toEqual([]);
  });

  it('shows a driver of one waybill of an order none of the other crews’ personal fields, on every read of the order or his waybill', async () => {
    // Issue 41 (each party sees only its own fields): the driver's order read gave the other
    // waybill's driver name, mobile and plate. Every classified GET of an order or a waybill, as
    // the demo driver, on each order where another crew drives too.
    const reads = Object.entries(ROUTES).filter(
      ([key, rule]) => key.startsWith('GET ') && 'table' in rule && (rule.table === 'orders' || rule.table === 'waybills'),
    ) as [string, Owned][];
    const trips = await rows(`
      select w.order_id, w.id as waybill_id, w.driver_id, w.vehicle_id from waybills w
      join drivers d on d.id = w.driver_id join users u on u.id = d.user_id
      where u.mobile = '${DRIVER}' and exists (select 1 from waybills o where o.order_id = w.order_id and o.driver_id <> w.driver_id)
      order by w.id`);
    expect(trips.length, 'demo orders the driver shares with another crew').toBeGreaterThan(0);
    const leaks: string[] = [];
    let read = 0;
    for (const trip of trips) {
      const own = await rows(
        `select d.name, d.mobile, d.id_card, v.plate_no from drivers d, vehicles v where d.id = ${Number(trip.driver_id)} and v.id = ${Number(trip.vehicle_id)}`,
      );
      const ownValues = new Set(Object.values(own[0]).map(String));
      const others = await rows(`
        select d.mobile, d.id_card, v.plate_no, o.waybill_no from waybills o join drivers d on d.id = o.driver_id join vehicles v on v.id = o.vehicle_id
        where o.order_id = ${Number(trip.order_id)} and o.driver_id <> ${Number(trip.driver_id)}`);
      const secrets = [...new Set(others.flatMap((o) => Object.values(o).map(String)))].filter((v) => v && !ownValues.has(v));
      for (const [key, rule] of reads) {
        const template = key.split(' ')[1];
        const path = template.replace('{id}', String(rule.table === 'orders' ? trip.order_id : trip.waybill_id));
        const res = await t.call(path, { token: await token(DRIVER) });
        if (res.body.code !== 200) continue; // refused: nothing shown
        read += 1;
        const text = JSON.stringify(res.body.data);
        const shown = secrets.filter((secret) => text.includes(secret));
        if (shown.length) leaks.push(`${path} shows ${shown.join(', ')}`);
      }
    }
    expect(read, 'reads the driver is allowed').toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('shows each party of an order only its own fields: no ID numbers to anyone, no other crew’s freight or the order’s to a driver', async () => {
    // Issue 41 (each party sees only its own fields), extended from the crews to the fields: every
    // classified GET of an order or a waybill, as the order's shipper, its carrier, the demo driver
    // and operations. A driver's or a party's ID, licence and qualification numbers are no detail
    // page's business; a driver who carries one waybill sees no other waybill's freight nor the
    // order's total (nor what was paid on them).
    const reads = Object.entries(ROUTES).filter(
      ([key, rule]) => key.startsWith('GET ') && 'table' in rule && (rule.table === 'orders' || rule.table === 'waybills'),
    ) as [string, Owned][];
    const trips = await rows(`
      select w.order_id, w.id as waybill_id, w.freight_fen, o.total_fen, su.mobile as shipper, cu.mobile as carrier from waybills w
      join orders o on o.id = w.order_id join users su on su.id = o.shipper_user_id join users cu on cu.id = o.carrier_user_id
      join drivers d on d.id = w.driver_id join users u on u.id = d.user_id
      where u.mobile = '${DRIVER}' and exists (select 1 from waybills x where x.order_id = w.order_id and x.driver_id <> w.driver_id)
      order by w.id`);
    expect(trips.length, 'demo orders the driver shares with another crew').toBeGreaterThan(0);
    /** Every money figure of an answer by its key (…Fen but the unit price), wherever it sits. */
    const moneyIn = (value: unknown, out: number[] = []): number[] => {
      if (Array.isArray(value)) value.forEach((v) => moneyIn(v, out));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (typeof v === 'number' && /Fen$/.test(k) && k !== 'unitPriceFen') out.push(v);
          else moneyIn(v, out);
        }
      return out;
    };
    const leaks: string[] = [];
    let read = 0;
    for (const trip of trips) {
      const personal = (
        await rows(`
        select d.id_card, d.licence_no, d.qualification_no from waybills w join drivers d on d.id = w.driver_id where w.order_id = ${Number(trip.order_id)}
        union select u.id_card, null, null from users u where u.mobile in ('${String(trip.shipper)}', '${String(trip.carrier)}')`)
      )
        .flatMap((r) => Object.values(r))
        .filter((v): v is string => typeof v === 'string' && v.length >= 6);
      const othersFreight = (
        await rows(
          `select freight_fen from waybills where order_id = ${Number(trip.order_id)} and id <> ${Number(trip.waybill_id)} and freight_fen is not null`,
        )
      )
        .map((r) => Number(r.freight_fen))
        .concat(Number(trip.total_fen))
        .filter((fen) => fen !== Number(trip.freight_fen));
      for (const caller of [String(trip.shipper), String(trip.carrier), DRIVER, OPERATOR]) {
        for (const [key, rule] of reads) {
          const path = key.split(' ')[1].replace('{id}', String(rule.table === 'orders' ? trip.order_id : trip.waybill_id));
          const res = await t.call(path, { token: await token(caller) });
          if (res.body.code !== 200) continue;
          read += 1;
          const text = JSON.stringify(res.body.data);
          const shown = personal.filter((secret) => text.includes(secret));
          if (shown.length) leaks.push(`${path} as ${caller} shows ${shown.join(', ')}`);
          if (caller === DRIVER) {
            const freight = moneyIn(res.body.data).filter((fen) => othersFreight.includes(fen));
            if (freight.length) leaks.push(`${path} as the driver shows freight not his: ${freight.join(', ')} fen`);
          }
        }
      }
    }
    expect(read, 'reads the parties are allowed').toBeGreaterThan(trips.length * 4);

    // The receiving company (收货单位) of another shipper's cargo reads its waybills without the
    // driver's mobile or ID, any price or freight, or the cargo's contacts.
    const received = await rows(`
      select w.id, d.mobile, d.id_card, (select u.mobile from users u where u.company_id = c.consignee_company_id and u.status = 'active' order by u.id limit 1) as receiver
      from waybills w join orders o on o.id = w.order_id join cargo_sources c on c.id = o.cargo_id join drivers d on d.id = w.driver_id
      where c.consignee_company_id is not null and c.consignee_company_id is distinct from o.shipper_company_id order by w.id limit 3`);
    expect(received.length, 'demo waybills a company only receives').toBeGreaterThan(0);
    let receiverReads = 0;
    for (const r of received) {
      if (!r.receiver) continue;
      receiverReads += 1;
      const res = await t.call(`/dispatchOrder/getById/${Number(r.id)}`, { token: await token(String(r.receiver)) });
      expect(res.body.code, `the receiver reads waybill ${r.id}`).toBe(200);
      const text = JSON.stringify(res.body.data);
      const shown = [String(r.mobile), String(r.id_card)].filter((secret) => text.includes(secret));
      if (shown.length) leaks.push(`waybill ${r.id} as its receiver shows ${shown.join(', ')}`);
      const money = moneyIn(res.body.data).filter((fen) => fen !== 0);
      if (money.length) leaks.push(`waybill ${r.id} as its receiver shows money: ${money.join(', ')} fen`);
      if (res.body.data.places !== null) leaks.push(`waybill ${r.id} as its receiver shows the cargo's places`);
    }
    expect(receiverReads, 'waybills read as their receiving company').toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('checks every classified route the demo data allows', () => {
    expect([...new Set(uncovered)].sort().join('\n')).toBe([...NO_DEMO_DATA].sort().join('\n'));
  });
});
