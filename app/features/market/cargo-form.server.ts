// Server side of the cargo form (/sourceManage/release-source, /user/goods/add): its starting
// values (new, edit, copy, frequent template or goods), the region choices of each load/unload
// point, the "shaping" posts that work without JS (refresh regions, add/remove a point, fill a
// point from a frequent address) and the save, whose platform refusals land at their field.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { CARGO_MESSAGES, MAX_POINTS, cargoInput } from '#contract/market/cargo';
import type { CargoEditView, FrequentView } from '#contract/market/views';
import type { FrequentCarrierView } from '#contract/capacity/rows';
import { placeLabel, regionTree } from '#contract/regions';
import { MESSAGES_8 } from '#contract/codes';
import { api } from '#app/utils/api.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { requireSignedIn } from '#app/utils/auth.server';
import { flash } from '#app/utils/session.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { SHAPED } from '#app/components/shaping';

type Values = Record<string, unknown>;
type Point = Record<string, string>;
type Option = { value: string; label: string; group?: string };

const EMPTY_POINT: Point = { provinceCode: '', cityCode: '', districtCode: '', address: '', contactName: '', contactPhone: '', windowStart: '', windowEnd: '' };

export const NEW_CARGO: Values = {
  businessType: '2',
  goodsType: 'steel',
  quantityUnit: 'ton',
  priceMode: 'unit',
  payType: 'outline',
  // not 现金结算: network-freight freight may not be paid in cash (the payment form refuses it, issue 42)
  chargeMode: 'pay_after_completion',
  chargeNode: 'load',
  publishScope: 'public',
  bidMethod: 'public',
  businessDirection: 'sales',
  loadPoints: [EMPTY_POINT],
  unloadPoints: [EMPTY_POINT],
};

/** Empty strings out (as Conform does), so the platform sees what the form's schema saw. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '' && v !== undefined)
        .map(([k, v]) => [k, withoutEmpty(v)]),
    );
  }
  return value;
}

const pointsOf = (values: Values, kind: 'load' | 'unload'): Point[] => {
  const raw = values[`${kind}Points`];
  const list = Array.isArray(raw) ? (raw as Point[]) : [];
  return list.length ? list.map((p) => ({ ...EMPTY_POINT, ...p })) : [{ ...EMPTY_POINT }];
};

export type PointRegions = { cities: Option[]; districts: Option[] };

/**
 * Cities of each point's province and districts of its city (provinces are one list for all).
 * A province without a city chosen yet offers all its districts grouped by city: without JS the
 * reader then picks city and district after one round trip (the province's), not two.
 */
export function regionsFor(values: Values) {
  const tree = regionTree();
  const of = (p: Point): PointRegions => {
    const province = tree.find((n) => n.code === p.provinceCode);
    const cityName = (c: { name: string }) => (c.name === '市辖区' ? province!.name : c.name);
    const city = province?.children?.find((n) => n.code === p.cityCode);
    const districts = city
      ? (city.children ?? []).map((d) => ({ value: d.code, label: d.name }))
      : (province?.children ?? []).flatMap((c) => (c.children ?? []).map((d) => ({ value: d.code, label: d.name, group: cityName(c) })));
    return {
      cities: (province?.children ?? []).map((c) => ({ value: c.code, label: cityName(c) })),
      districts,
    };
  };
  return {
    provinces: tree.map((p) => ({ value: p.code, label: p.name })),
    load: pointsOf(values, 'load').map(of),
    unload: pointsOf(values, 'unload').map(of),
  };
}
export type CargoRegions = ReturnType<typeof regionsFor>;

async function frequentOf(caller: Caller, kind: 'goods' | 'address' | 'template', id: string | null): Promise<FrequentView | null> {
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  try {
    return await api.frequents.get(caller, { kind, id: Number(id) });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) return null;
    throw error;
  }
}

async function editView(caller: Caller, id: string | null): Promise<CargoEditView | null> {
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  try {
    return await api.cargo.forEdit(caller, { id: Number(id) });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) throw new Response(CARGO_MESSAGES.notFound, { status: 404 });
    throw error;
  }
}

async function frequentsOf(caller: Caller, kind: 'goods' | 'address' | 'template'): Promise<FrequentView[]> {
  return (await api.frequents.page(caller, { kind, pageSize: 50 })).rows;
}

async function frequentCarriersOf(caller: Caller): Promise<FrequentCarrierView[]> {
  return (await api.capacity.frequentCarrierPage(caller, { pageSize: 100 })).records;
}

/**
 * Only shippers keep frequent goods, addresses, templates and carriers: the platform refuses those
 * lists to the others (400), and the form of a carrier or agent (it may open /user/goods/add;
 * publishing tells it only shippers may) was a 500 page. Theirs are empty.
 */
async function keepsFrequents(caller: Caller): Promise<boolean> {
  const { role } = await requireSignedIn(caller);
  return role === 'individual_shipper' || role === 'enterprise_shipper';
}

/** What the form starts from, and the pick lists beside it. */
export async function cargoFormData(caller: Caller) {
  const url = new URL(caller.request.url);
  const edit = await editView(caller, url.searchParams.get('id'));
  const copy = edit ? null : await editView(caller, url.searchParams.get('copy'));
  const template = await frequentOf(caller, 'template', url.searchParams.get('template'));
  const goods = await frequentOf(caller, 'goods', url.searchParams.get('goods'));
  let values: Values = { ...NEW_CARGO };
  if (edit) values = { ...values, ...edit.values, id: String(edit.id) };
  else if (copy) values = { ...values, ...copy.values, deadline: '' };
  else if (template) values = { ...values, ...stringsOf(template.data) };
  if (goods) values = { ...values, ...stringsOf(goods.data) };
  const [goodsList, templates, addresses, carriers] = (await keepsFrequents(caller))
    ? await Promise.all([frequentsOf(caller, 'goods'), frequentsOf(caller, 'template'), frequentsOf(caller, 'address'), frequentCarriersOf(caller)])
    : [[], [], [], []];
  return {
    values,
    edit: edit ? { id: edit.id, status: edit.status, taken: edit.taken } : null,
    copiedFrom: copy?.id ?? null,
    regions: regionsFor(values),
    picks: {
      goods: goodsList.map((g) => ({ value: String(g.id), label: g.title })),
      templates: templates.map((g) => ({ value: String(g.id), label: g.title })),
      addresses: addresses.map((a) => ({ value: String(a.id), label: a.title })),
      carriers: carriers.map((c) => ({ value: String(c.carrierCompanyId), label: c.companyName })),
    },
  };
}

/** Template data back as form strings (numbers and booleans as the inputs hold them). */
function stringsOf(data: Record<string, unknown>): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === 'boolean') out[k] = v ? 'on' : '';
    else if (typeof v === 'number') out[k] = String(v);
    else out[k] = v;
  }
  return out;
}

/** A refused save (`result`, regions of what was sent) or a shaping post (new `values` too). */
export type CargoFormReply = { result?: SubmissionResult<string[]>; values?: Values; regions: CargoRegions; shaped?: true };

/**
 * A shaping post: `refresh` (new province or city chosen), `estimate` (the freight estimate of the
 * values as typed, without JS), `add:load`, `remove:unload:1`,
 * `address:load:0` (fill that point from the frequent address chosen beside it).
 */
export async function shapeCargoForm(caller: Caller, formData: FormData, intent: string) {
  const payload = parseWithZod(formData, { schema: cargoInput }).payload as Values;
  const values: Values = { ...payload, loadPoints: pointsOf(payload, 'load'), unloadPoints: pointsOf(payload, 'unload') };
  const [verb, kind, index] = intent.split(':');
  if ((kind === 'load' || kind === 'unload') && ['add', 'remove', 'address'].includes(verb)) {
    const points = values[`${kind}Points`] as Point[];
    const i = Number(index);
    if (verb === 'add' && points.length < MAX_POINTS) points.push({ ...EMPTY_POINT });
    if (verb === 'remove' && points.length > 1 && Number.isInteger(i) && i >= 0 && i < points.length) points.splice(i, 1);
    if (verb === 'address' && Number.isInteger(i) && points[i]) {
      const chosen = await frequentOf(caller, 'address', String(formData.get(`${kind}Points[${i}].frequentAddress`) ?? ''));
      if (chosen) points[i] = { ...points[i], ...(stringsOf(chosen.data) as Point) };
    }
  } else if (verb !== 'refresh' && verb !== 'estimate') {
    throw new Response('未知的操作', { status: 400 });
  }
  // A city of another province, or a district of another city, is dropped with the change.
  for (const p of [...(values.loadPoints as Point[]), ...(values.unloadPoints as Point[])]) {
    if (p.cityCode && !p.cityCode.startsWith(p.provinceCode)) p.cityCode = '';
    if (p.districtCode && !p.districtCode.startsWith(p.cityCode || '--')) p.districtCode = '';
  }
  return data<CargoFormReply>({ ...SHAPED, values, regions: regionsFor(values) });
}

/** Validates and saves; success goes to the cargo's own detail with a flash message. */
export async function saveCargoForm(caller: Caller, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cargoInput });
  const regions = regionsFor(submission.payload as Values);
  if (submission.status !== 'success') return data<CargoFormReply>({ result: submission.reply(), regions }, { status: 400 });
  try {
    const saved = await api.cargo.save(caller, submission.value);
    throw redirect(`/sourceManage/sourceDetail?id=${saved.id}`, { headers: await flash(caller.request, { type: 'success', message: saved.message }) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = (error.data as { field?: string } | null)?.field;
    const message = error.message || MESSAGES_8.fallbackError;
    const result = field ? submission.reply({ fieldErrors: { [field]: [message] } }) : submission.reply({ formErrors: [message] });
    return data<CargoFormReply>({ result, regions }, { status: 400 });
  }
}

export function pointTitle(p: Point): string {
  return p.cityCode ? `${placeLabel(p.provinceCode, p.cityCode, p.districtCode)} ${p.address}` : p.address;
}

/** The form's one action: a save (intent draft / publish) or a shaping post. */
export async function cargoFormAction(caller: Caller) {
  const formData = await caller.request.formData();
  await validateCsrf(formData, caller.request.headers);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'draft' || intent === 'publish') return saveCargoForm(caller, formData);
  return shapeCargoForm(caller, formData, intent);
}
