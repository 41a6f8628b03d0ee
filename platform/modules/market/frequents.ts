// The shipper's frequent entries (常用货物 / 常用地址 / 常用联系人 / 常用货运线路): listed and kept
// under my-center, saved from the cargo form, and read back into it. One company's entries are
// shared by its users; an individual shipper's are its own.
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { cargoInput, frequentAddressInput, frequentContactInput, frequentGoodsInput, type CargoInput, type FrequentKind } from '../../contract/market/cargo';
import type { FormValues, FrequentView } from '../../contract/market/views';
import { placeLabel, regionName } from '../../contract/regions';
import type { Db, Tx } from '../../db/client';
import { containing, readPage } from '../../db/paging';
import { shipperFrequents } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refuse } from '../../http/refusal';
import { requireShipperRole } from './access';

const MAX_PER_KIND = 200;
const requireShipper = (auth: Auth) => requireShipperRole(auth, '仅货主可以维护常用信息');

function owned(auth: Auth, kind: FrequentKind): SQL {
  return and(
    eq(shipperFrequents.kind, kind),
    auth.user.companyId
      ? eq(shipperFrequents.ownerCompanyId, auth.user.companyId)
      : and(isNull(shipperFrequents.ownerCompanyId), eq(shipperFrequents.ownerUserId, auth.user.id)),
  )!;
}

function view(row: typeof shipperFrequents.$inferSelect): FrequentView {
  return { id: row.id, kind: row.kind as FrequentKind, title: row.title, data: row.data as FormValues, createdAt: row.createdAt.toISOString() };
}

export async function frequentPage(db: Db, auth: Auth, q: { kind: FrequentKind; keyword?: string; pageNumber: number; pageSize: number }) {
  requireShipper(auth);
  const where = and(owned(auth, q.kind), q.keyword ? ilike(shipperFrequents.title, containing(q.keyword)) : undefined);
  const { rows, total } = await readPage(
    q,
    db.select().from(shipperFrequents).where(where).orderBy(desc(shipperFrequents.createdAt), desc(shipperFrequents.id)),
    db.select({ total: count() }).from(shipperFrequents).where(where),
  );
  return { total, pageNumber: q.pageNumber, pageSize: q.pageSize, rows: rows.map(view) };
}

export async function getFrequent(db: Db, auth: Auth, kind: FrequentKind, id: number): Promise<FrequentView> {
  requireShipper(auth);
  const [row] = await db
    .select()
    .from(shipperFrequents)
    .where(and(owned(auth, kind), eq(shipperFrequents.id, id)))
    .limit(1);
  if (!row) refuse('记录不存在', 404);
  return view(row);
}

/** Title and data of an entry, validated by its kind's schema (the refusal names the field). */
function entryOf(kind: FrequentKind, raw: unknown): { title: string; data: Record<string, unknown> } {
  const schema = kind === 'goods' ? frequentGoodsInput : kind === 'address' ? frequentAddressInput : kind === 'contact' ? frequentContactInput : cargoInput;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse(issue.message, 400, { field: issue.path.join('.') });
  }
  const data = parsed.data as Record<string, unknown>;
  if (kind === 'goods') return { title: String(data.goodsName), data };
  if (kind === 'contact') return { title: `${data.contactName} ${data.contactPhone}`, data };
  if (kind === 'address') {
    if (!regionName(String(data.cityCode)) || (data.districtCode && !regionName(String(data.districtCode))))
      refuse('地区编码不存在', 400, { field: 'cityCode' });
    return { title: `${placeLabel(String(data.provinceCode), String(data.cityCode), data.districtCode as string | undefined)} ${data.address}`, data };
  }
  const c = data as CargoInput;
  const name = c.templateName || `${c.goodsName}`;
  return { title: name, data: templateData(c) };
}

/** What a template keeps: the cargo form without its id, intent and once-only choices. */
function templateData(c: CargoInput): Record<string, unknown> {
  const { id: _id, intent: _intent, orderKind: _k, lineId: _l, saveGoods: _g, savePoints: _p, templateName: _t, deadline: _d, designated: _x, ...rest } = c;
  return {
    ...rest,
    loadPoints: c.loadPoints.map(({ windowStart: _s, windowEnd: _e, ...p }) => p),
    unloadPoints: c.unloadPoints.map(({ windowStart: _s, windowEnd: _e, ...p }) => p),
  };
}

async function insertEntry(db: Db | Tx, auth: Auth, kind: FrequentKind, entry: { title: string; data: Record<string, unknown> }) {
  const [{ n }] = await db.select({ n: count() }).from(shipperFrequents).where(owned(auth, kind));
  if (n >= MAX_PER_KIND) refuse(`每类常用信息最多${MAX_PER_KIND}条`);
  const [same] = await db
    .select({ id: shipperFrequents.id })
    .from(shipperFrequents)
    .where(and(owned(auth, kind), eq(shipperFrequents.title, entry.title)))
    .limit(1);
  if (same) {
    await db.update(shipperFrequents).set({ data: entry.data }).where(eq(shipperFrequents.id, same.id));
    return same.id;
  }
  const [row] = await db
    .insert(shipperFrequents)
    .values({ kind, ownerCompanyId: auth.user.companyId, ownerUserId: auth.user.id, title: entry.title.slice(0, 200), data: entry.data })
    .returning({ id: shipperFrequents.id });
  return row.id;
}

export async function addFrequent(db: Db, auth: Auth, kind: FrequentKind, raw: unknown) {
  requireShipper(auth);
  return { id: await insertEntry(db, auth, kind, entryOf(kind, raw)) };
}

export async function removeFrequent(db: Db, auth: Auth, kind: FrequentKind, id: number) {
  requireShipper(auth);
  const removed = await db
    .delete(shipperFrequents)
    .where(and(owned(auth, kind), eq(shipperFrequents.id, id)))
    .returning({ id: shipperFrequents.id });
  if (removed.length === 0) refuse('记录不存在', 404);
}

/** What the cargo form asked to remember: goods, addresses and contacts, a template. */
export async function rememberFromCargo(tx: Tx, auth: Auth, input: CargoInput) {
  if (input.saveGoods) {
    await insertEntry(tx, auth, 'goods', {
      title: input.goodsName,
      data: { goodsName: input.goodsName, goodsType: input.goodsType, quantityUnit: input.quantityUnit },
    });
  }
  if (input.savePoints) {
    for (const p of [...input.loadPoints, ...input.unloadPoints]) {
      const { windowStart: _s, windowEnd: _e, ...address } = p;
      await insertEntry(tx, auth, 'address', { title: `${placeLabel(p.provinceCode, p.cityCode, p.districtCode)} ${p.address}`, data: address });
      if (p.contactName && p.contactPhone) {
        await insertEntry(tx, auth, 'contact', {
          title: `${p.contactName} ${p.contactPhone}`,
          data: { contactName: p.contactName, contactPhone: p.contactPhone },
        });
      }
    }
  }
  if (input.templateName) await insertEntry(tx, auth, 'template', { title: input.templateName, data: templateData(input) });
}
