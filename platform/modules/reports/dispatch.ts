// The dispatch-order reports of the admin list (issue 48; operations only): control-order waybills
// reported to the monitoring platform (getHasPage) or not yet (getNotPage), the ones whose
// five-certificate check failed (checkFive), every priced waybill's freight per tonne beside its
// order's unit price (priceReport), waybills whose vehicle came back on the reverse line
// (returnReport), and the waybills on the road with their latest position (wayReport).
import { sql, type SQL } from 'drizzle-orm';
import { formatFen } from '../../contract/format';
import { REPORT_EXPORT_MAX, REPORT_MESSAGES, type DispatchReport } from '../../contract/reports/labels';
import type { DispatchReportQuery, DispatchReportRow } from '../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { orders, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { requireOperator } from '../certification/service';
import { DISPLAY_SQL, DIY_FROM } from './catalogue-sql';
import { containing, daysBetween, num, rowsOf } from './scope';

type Raw = Record<string, unknown>;

const report = sql.raw('r');
const FROM = sql`${DIY_FROM} left join waybill_reports ${report} on ${report}.waybill_id = ${waybills.id} and ${report}.document_kind = 'waybill'`;
const controlSigned = sql`${orders.releaseKind} = 'control' and ${waybills.status} = 'SIGN'`;
const returnTrip = sql`(select x.waybill_no from waybills x where x.vehicle_id = ${waybills.vehicleId} and x.origin_city = ${waybills.destCity}
  and x.dest_city = ${waybills.originCity} and x.created_at > ${waybills.createdAt} and x.status <> 'INVALID' order by x.created_at limit 1)`;
const lastPosition = sql`(select max(p.recorded_at) from waybill_positions p where p.waybill_id = ${waybills.id})`;

/** Each report: which waybills, and what its own column reads. */
const REPORTS: Record<DispatchReport, { where: SQL; note: SQL }> = {
  has: { where: sql`${controlSigned} and ${report}.status = 'sent'`, note: sql`${report}.reported_at` },
  not: {
    where: sql`${controlSigned} and (${report}.id is null or ${report}.status <> 'sent')`,
    note: sql`coalesce(${report}.status, 'pending') || '|' || coalesce(${report}.last_message, '')`,
  },
  checkFive: {
    where: sql`${report}.check_errors is not null and jsonb_array_length(${report}.check_errors) > 0`,
    note: sql`${report}.check_errors::text`,
  },
  price: {
    where: sql`${waybills.freightFen} is not null and ${waybills.loadWeightKg} > 0`,
    note: sql`round(${waybills.freightFen} * 1000.0 / ${waybills.loadWeightKg})::text || '|' || ${orders.unitPriceFen}`,
  },
  return: { where: sql`${returnTrip} is not null`, note: returnTrip },
  way: { where: sql`${waybills.status} in ('START', 'LOAD', 'UNLOAD')`, note: lastPosition },
};

const STATES: Record<string, string> = { pending: '未上报', sending: '上报中', failed: '上报失败' };

function noteOf(kind: DispatchReport, raw: unknown): string {
  if (raw === null || raw === undefined) return kind === 'way' ? '无定位' : '';
  const text = raw instanceof Date ? raw.toISOString() : String(raw);
  switch (kind) {
    case 'not': {
      const [state, message] = text.split('|');
      return message ? `${STATES[state] ?? state}：${message}` : (STATES[state] ?? state);
    }
    case 'checkFive':
      return (JSON.parse(text) as string[]).join('；');
    case 'price': {
      const [perTonne, unit] = text.split('|').map(Number);
      return `${formatFen(perTonne)} / ${formatFen(unit)}`;
    }
    default:
      return text;
  }
}

function filtersOf(q: Omit<DispatchReportQuery, 'pageNumber' | 'pageSize'>): SQL {
  const parts: SQL[] = [daysBetween(waybills.createdAt, q.from, q.to)];
  if (q.waybillNo) parts.push(sql`${waybills.waybillNo} ilike ${containing(q.waybillNo)}`);
  if (q.plateNo) parts.push(sql`${DISPLAY_SQL.plateNo} ilike ${containing(q.plateNo.toUpperCase())}`);
  return sql.join(parts, sql` and `);
}

async function rows(db: Db, kind: DispatchReport, where: SQL, limit: number, offset: number): Promise<DispatchReportRow[]> {
  const found = await rowsOf<Raw>(
    db.execute(sql`select ${waybills.id} as id, ${waybills.waybillNo} as no, ${waybills.status} as status, ${DISPLAY_SQL.plateNo} as plate,
        ${DISPLAY_SQL.driverName} as driver, ${waybills.originCity} as origin, ${waybills.destCity} as dest,
        ${DISPLAY_SQL.shipperName} as shipper, ${DISPLAY_SQL.carrierName} as carrier, ${waybills.loadWeightKg} as load_kg,
        ${waybills.freightFen} as fen, ${DISPLAY_SQL.createdAt} as created, ${REPORTS[kind].note} as note
      from ${FROM} where ${where} order by ${waybills.createdAt} desc, ${waybills.id} desc limit ${limit} offset ${offset}`),
  );
  return found.map((r) => ({
    waybillId: num(r.id),
    waybillNo: String(r.no),
    status: String(r.status),
    plateNo: String(r.plate),
    driverName: String(r.driver),
    originCity: String(r.origin),
    destCity: String(r.dest),
    shipperName: String(r.shipper),
    carrierName: String(r.carrier),
    loadKg: r.load_kg === null ? null : num(r.load_kg),
    freightFen: r.fen === null ? null : num(r.fen),
    createdAt: String(r.created),
    note: noteOf(kind, r.note),
  }));
}

export async function dispatchReportPage(db: Db, auth: Auth, kind: DispatchReport, q: DispatchReportQuery) {
  await requireOperator(db, auth);
  const where = sql`${REPORTS[kind].where} and ${filtersOf(q)}`;
  const [records, [counted]] = await Promise.all([
    rows(db, kind, where, q.pageSize, (q.pageNumber - 1) * q.pageSize),
    rowsOf<Raw>(db.execute(sql`select count(*) as n from ${FROM} where ${where}`)),
  ]);
  return { records, total: num(counted?.n), pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function dispatchReportExport(db: Db, auth: Auth, kind: DispatchReport, q: Omit<DispatchReportQuery, 'pageNumber' | 'pageSize'>) {
  await requireOperator(db, auth);
  const found = await rows(db, kind, sql`${REPORTS[kind].where} and ${filtersOf(q)}`, REPORT_EXPORT_MAX + 1, 0);
  if (found.length > REPORT_EXPORT_MAX) refuse(REPORT_MESSAGES.exportTooMany);
  return found;
}
