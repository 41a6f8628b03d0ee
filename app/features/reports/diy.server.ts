// The DIY reports' server side (issue 48): operations' list (enable, disable, delete after a
// confirmation at ?remove=id) and editor (?id= to change one); everyone's list of enabled reports
// and the run of one, its filters in the URL, its rows shaped for the table and the export.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { labelIn } from '#contract/dictionaries';
import { DISPATCH_STATUS } from '#contract/orders/dict';
import { cityCodeLabel, regionTree } from '#contract/regions';
import {
  DIY_DISPLAY_FIELDS,
  DIY_QUERY_FIELDS,
  DIY_STATUS_LABELS,
  diyPageQuery,
  diySaveInput,
  filterNames,
  type DiyDisplayField,
  type DiyQueryField,
  type DiyReport,
  type DiyRun,
} from '#contract/reports/schemas';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { formatDateTime, shortDateTime, yuan } from '#app/utils/format';
import { loadPage, readForm, redirectWith, saveForm } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';
import { PlatformError } from '#app/utils/platform.server';
import { tonnes } from '#app/utils/weights';
import { DIY_PATHS } from './paths';

export type DiyRow = { id: number; name: string; remark: string; status: string; statusLabel: string; fields: string; updated: string; enabled: boolean };

const fieldLabels = (keys: string[]) => keys.map((k) => DIY_DISPLAY_FIELDS[k as DiyDisplayField]?.label ?? k).join('、');

function rowOf(r: DiyReport): DiyRow {
  return {
    id: r.id,
    name: r.name,
    remark: r.remark ?? '',
    status: r.status,
    statusLabel: DIY_STATUS_LABELS[r.status],
    fields: fieldLabels(r.displayFields),
    updated: shortDateTime(r.updatedAt),
    enabled: r.status === 'enabled',
  };
}

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** The list of reports: operations see all of them, everyone else the enabled ones. */
export async function diyListData(caller: Caller) {
  const { query, page } = await loadPage(caller, api.reports.diyPage, diyPageQuery);
  const rows = page.records.map(rowOf);
  const removeId = idOf(new URL(caller.request.url).searchParams.get('remove'));
  return {
    query: { name: query.name ?? '', status: query.status ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
    rows,
    total: page.total,
    removing: removeId === null ? null : (rows.find((r) => r.id === removeId && !r.enabled) ?? null),
  };
}

const MOVED = { enable: 'diyEnable', disable: 'diyDisable', remove: 'diyDelete' } as const;
const MOVED_MESSAGE = { enable: '报表已启用', disable: '报表已停用', remove: '报表已删除' } as const;

export async function diyManageAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get('intent') ?? '');
  if (!(intent in MOVED)) throw new Response('未知的操作', { status: 400 });
  const id = idOf(String(formData.get('id') ?? ''));
  if (id === null) throw new Response('报表不存在', { status: 400 });
  const move = intent as keyof typeof MOVED;
  try {
    await api.reports[MOVED[move]](args, { id });
    return redirectWith(args.request, DIY_PATHS.manage, MOVED_MESSAGE[move]);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(args.request, DIY_PATHS.manage, error.message, 'error');
  }
}

const catalogue = (fields: Record<string, { label: string }>) => Object.entries(fields).map(([value, f]) => ({ value, label: f.label }));

/** The editor: a new report, or the one of ?id=; the catalogue's fields to choose from. */
export async function diyEditData(args: LoaderFunctionArgs) {
  const id = idOf(new URL(args.request.url).searchParams.get('id'));
  const report = id === null ? null : await api.reports.diyDetail(args, { id });
  return { report, displayOptions: catalogue(DIY_DISPLAY_FIELDS), queryOptions: catalogue(DIY_QUERY_FIELDS) };
}

export async function diyEditAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readForm(args.request);
  const result = await saveForm(args, formData, diySaveInput, api.reports.diySave);
  if (!result.ok) return result.response;
  return redirectWith(args.request, DIY_PATHS.manage, '报表已保存');
}

// ---- running a report ---------------------------------------------------------------------------

export type DiyFilterView = { name: string; label: string; kind: string; value: string; options?: Array<{ value: string; label: string }> };

const STATUS_OPTIONS = DISPATCH_STATUS.items.map((item) => ({ value: item.value, label: item.label }));

/** A city as people type it (唐山, 唐山市) or its code, as the code the platform filters by; null when none matches. */
function cityCodeOf(text: string): string | null {
  if (/^\d{4}$/.test(text)) return text;
  const name = text.replace(/市$/, '');
  for (const province of regionTree()) {
    for (const city of province.children ?? []) if (city.name.replace(/市$/, '') === name) return city.code;
  }
  return null;
}

/** The report's filters as the form shows them: a day range is two fields. */
function filtersOf(report: DiyReport, params: URLSearchParams): { fields: DiyFilterView[]; values: Record<string, string> } {
  const fields: DiyFilterView[] = [];
  const values: Record<string, string> = {};
  for (const key of report.queryFields as DiyQueryField[]) {
    const field = DIY_QUERY_FIELDS[key];
    if (!field) continue;
    const names = filterNames(key);
    names.forEach((name, i) => {
      const value = params.get(name)?.trim().slice(0, 50) ?? '';
      // a city goes to the platform as its code; one that matches none is sent as typed, which the platform refuses at the field
      if (value) values[name] = field.kind === 'city' ? (cityCodeOf(value) ?? value) : value;
      const label = names.length === 2 ? `${field.label}${i === 0 ? '从' : '至'}` : field.label;
      fields.push({ name, label, kind: field.kind, value, options: field.kind === 'status' ? STATUS_OPTIONS : undefined });
    });
  }
  return { fields, values };
}

/** One cell as people read it: weights in tonnes, money in yuan, cities and statuses by name, times in China time. */
function cell(key: DiyDisplayField, value: string | number | null): string {
  if (value === null || value === '') return '';
  switch (DIY_DISPLAY_FIELDS[key].kind) {
    case 'weight':
      return tonnes(Number(value));
    case 'fen':
      return yuan(Number(value));
    case 'city':
      return cityCodeLabel(String(value)) || String(value);
    case 'status':
      return labelIn(DISPATCH_STATUS, String(value)) || String(value);
    case 'time':
      return formatDateTime(String(value), 'YYYY-MM-DD HH:mm');
    default:
      return String(value);
  }
}

export function shapeRun(run: DiyRun) {
  const keys = run.report.displayFields.filter((k): k is DiyDisplayField => k in DIY_DISPLAY_FIELDS);
  return {
    columns: keys.map((key) => ({ key, title: DIY_DISPLAY_FIELDS[key].label })),
    rows: run.records.map((record) => keys.map((key) => cell(key, record[key] ?? null))),
  };
}

export async function diyRunData(args: LoaderFunctionArgs, reportId: number) {
  const params = new URL(args.request.url).searchParams;
  const report = await api.reports.diyDetail(args, { id: reportId });
  const { fields, values } = filtersOf(report, params);
  const pageNumber = Math.min(10_000, Math.max(1, idOf(params.get('pageNumber')) ?? 1));
  let error: { field: string; message: string } | null = null;
  let run: DiyRun | null = null;
  try {
    run = await api.reports.diyQuery(args, { reportId, filters: values, pageNumber, pageSize: 20 });
  } catch (e) {
    if (!(e instanceof PlatformError) || e.code === 404) throw e;
    error = { field: (e.data as { field?: string } | null)?.field ?? '', message: e.message };
  }
  const shaped = run
    ? shapeRun(run)
    : { columns: report.displayFields.map((key) => ({ key, title: DIY_DISPLAY_FIELDS[key as DiyDisplayField]?.label ?? key })), rows: [] };
  const shown = Object.fromEntries(fields.filter((f) => f.value).map((f) => [f.name, f.value]));
  return {
    report: { id: report.id, name: report.name, remark: report.remark ?? '' },
    fields,
    values: shown,
    error,
    ...shaped,
    total: run?.total ?? 0,
    pageNumber,
  };
}

/** The report's id of the route (`/report/run/:reportId`), or a 404. */
export function reportIdOf(param: string | undefined): number {
  const id = idOf(param ?? null);
  if (id === null) throw new Response('报表不存在', { status: 404 });
  return id;
}

/** The run's filters from its URL as the platform takes them (the export's too). */
export async function diyRunFilters(args: LoaderFunctionArgs, reportId: number) {
  const report = await api.reports.diyDetail(args, { id: reportId });
  return { report, values: filtersOf(report, new URL(args.request.url).searchParams).values };
}
