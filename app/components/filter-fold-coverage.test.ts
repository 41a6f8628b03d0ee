// Every list screen's GET filter form folds its fields into FilterFold (issue 43), so a phone shows
// the list first. A GET form that is not a list's filters (a picker inside another form's page, a
// search that is the whole screen) is named below with the reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');

/** aria-label of the GET form → why it is not a list filter that folds. */
const NOT_LIST_FILTERS: Record<string, string> = {
  选择收款方: 'the first step of building a bill (money/new-bill.tsx), not a filter of a list',
  '搜索${text.carrier}': 'picks the carrier of an order being released, inside the release form',
  搜索承运企业: 'picks the carrier to assign an order to',
  导出派车报表: 'the export button of the report, its fields hidden',
  查询代开期间: "operations' 代开 per period (invoices/agency-operations.tsx): a payee and a period that lead to one preview, nothing is listed before it",
  label:
    "ExportForm of orders/order-ui.tsx and ListExportForm of invoices/list-export.tsx (aria-label={label}): the export button, the list's filters as hidden fields",
  从常用货运线路填入: 'fills the cargo form from a saved route',
  从常用货物填入: 'fills the cargo form from saved goods',
  抢单: 'the grab form of a cargo detail (one number field)',
  勾选开票派车单: "opens the apply screen with the ticked waybills (invoices/candidate-list.tsx): the list's filters are the form above it",
  查找在途车辆: "运单跟踪's one box (waybill number or plate) that leads to a waybill's track; the list below it folds its own filters",
  查找合同: 'the public contract verification page: one number that leads to one contract, nothing is listed',
  企业搜索: "the public company search: the search box is the screen's content, and nothing is listed before it",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Each `<Form|form method="get" …>…</Form>` of a file: its aria-label and its body. */
function getForms(source: string): Array<{ label: string; body: string }> {
  const forms: Array<{ label: string; body: string }> = [];
  const opening = /<(Form|form)\b[^>]*?method="get"/g;
  for (let match = opening.exec(source); match; match = opening.exec(source)) {
    const tag = match[1];
    const end = source.indexOf(`</${tag}>`, match.index);
    const head = source.slice(match.index, source.indexOf('>\n', match.index));
    const label = /aria-label=(?:"([^"]*)"|\{`([^`]*)`\}|\{([^}]*)\})/.exec(head);
    forms.push({ label: label?.[1] ?? label?.[2] ?? label?.[3] ?? '', body: source.slice(match.index, end) });
  }
  return forms;
}

const screens = ['features', 'routes'].flatMap((dir) => sourceFiles(path.join(APP, dir)));
const forms = screens.flatMap((file) => getForms(readFileSync(file, 'utf8')).map((form) => ({ file: path.relative(APP, file), ...form })));

describe('list filter forms', () => {
  it('finds the GET forms of the screens', () => {
    // the four lists folded first (bills, orders ×2, abnormal, wallet flows) and the ~30 after them
    expect(forms.length).toBeGreaterThan(30);
  });

  it('fold their fields into FilterFold, except the forms that are not a list filter', () => {
    const unfolded = forms.filter((f) => !f.body.includes('<FilterFold>') && !(f.label in NOT_LIST_FILTERS)).map((f) => `${f.file}: ${f.label}`);
    expect(unfolded).toEqual([]);
  });

  it('name every exception after a form that still exists', () => {
    const labels = new Set(forms.map((f) => f.label));
    expect(Object.keys(NOT_LIST_FILTERS).filter((label) => !labels.has(label))).toEqual([]);
  });
});
