// The floor's embedded database (routes/db.tsx): 100 000 waybill rows in an in-memory PGlite on the
// server's own thread, made on the first request.
import { PGlite } from '@electric-sql/pglite';
import type { WaybillRow } from './components/waybill-table';

let database: Promise<PGlite> | undefined;

function waybills(): Promise<PGlite> {
  database ??= (async () => {
    const pg = new PGlite();
    await pg.exec(`
      create table waybills (id integer primary key, number text not null, route text not null, goods text not null,
        weight_kg integer not null, status text not null, carrier_id integer not null);
      insert into waybills
        select g, 'YD' || lpad(g::text, 12, '0'), '山西省太原市 → 河北省唐山市', '螺纹钢', 31000 + g % 1000,
          case when g % 2 = 0 then '运输中' else '已签收' end, g % 2
        from generate_series(1, 100000) g;
      create index waybills_carrier on waybills (carrier_id, id desc);
      analyze waybills;`);
    return pg;
  })();
  return database;
}

export async function firstPage(carrierId: number): Promise<WaybillRow[]> {
  const pg = await waybills();
  const { rows } = await pg.query<WaybillRow>(
    'select id, number, route, goods, weight_kg as "weightKg", status from waybills where carrier_id = $1 order by id desc limit 20',
    [carrierId],
  );
  return rows;
}
