import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { SCREENS, SITE_NAME, findScreen, pageMeta, type Access } from './screens.server';

// The spec's list of every screen path: lines `PATH<TAB>ACCESS`, '#' comments. The repository's
// own copy, in docs/ beside the other specs a newcomer reads first (a fresh clone has nothing
// beside it to read).
const SPEC_FILE = new URL('../docs/spec-routes.txt', import.meta.url);

function readSpecRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const raw of readFileSync(SPEC_FILE, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [path, access] = line.split(/\t+|\s+/);
    routes.set(path, access);
  }
  return routes;
}

const spec = readSpecRoutes();
// Screens the spec names without giving a path (spec.md §2, /user: "sales/purchasing/delivery/
// receive logistics order and waybill lists"); their paths follow the spec's camelCase style. And the
// operations' wallet screen (spec 7 names the admin wallet calls, not a path), in the operator's menu.
// And the wallet's payment password (issue 42: a payment asks for it; set and reset like the account password).
const NAMED_WITHOUT_PATH = [
  // the contract verification page that contract PDFs' QR codes open (issue 46; public, no menu entry)
  '/contract/verify',
  // the open platform's partner document (issue 51; public, no menu entry)
  '/open/docs',
  '/user/salesOrderList',
  '/user/purchaseOrderList',
  '/user/deliveryWaybillList',
  '/user/receiveWaybillList',
  // operations issue 代开 for individual carriers (issue 45; the admin's 代开 lists, not a spec path)
  '/shipper/agencyInvoicePlease',
  '/shipper/agencyInvoicePleaseDetail',
  // operations write, release and void the contract templates (spec 7: contract template save, release, invalid)
  '/contract-manage/contractTemplate',
  '/my-center/payPassword',
  '/payment/walletManage',
  // operations' reconciliation differences and the action taken on each (issue 44; the spec names no screen)
  '/payment/reconciliation',
  '/payment/reconciliationDetail',
  // operations read the operation, login and interface logs (the admin API list names those log pages)
  '/logs/operationLogs',
  '/logs/loginLogs',
  '/logs/interfaceLogs',
  // and the import log (the admin API list's importLog/page), which a company also reads for its own imports
  '/logs/importLogs',
  '/logs/importLogDetail',
  // operations answer complaints (spec 7 names complaintPage, getcomplaint, updateBackDescById, not a screen)
  '/content-manage/complaintList',
  // and edit the platform's own pages (spec 7: platformInfo page, getById, save, enable, disable, deleteById)
  '/content-manage/platformInfo',
  // and keep the release versions (spec 7: POST /api/system/version/page)
  '/content-manage/version',
  // a company's API keys for the open platform (issue 51)
  '/open/keys',
  // and its webhook endpoints with their delivery logs (issue 51)
  '/open/webhooks',
  '/open/webhooks/:id',
  // DIY reports (the admin list's diy report, display-field and query-field calls, report/query/{reportId}; issue 48)
  '/report/diy',
  '/report/diy/edit',
  // and the admin list's dispatch-order reports (getHasPage, getNotPage, checkFive, priceReport, returnReport, wayReport)
  '/report/dispatch',
  '/report/list',
  '/report/run/:reportId',
];
const CJK = /[\u3400-\u9fff]/;

describe('screen registry matches docs/spec-routes.txt', () => {
  it('reads a non-empty spec route list', () => {
    expect(spec.size).toBeGreaterThan(0);
  });

  it('has no duplicate paths', () => {
    const seen = new Set<string>();
    const dupes: string[] = [];
    for (const s of SCREENS) {
      if (seen.has(s.path)) dupes.push(s.path);
      seen.add(s.path);
    }
    expect(dupes, `duplicate paths: ${dupes.join(', ')}`).toEqual([]);
  });

  it('has exactly the spec paths (none missing, none extra but the ones the spec names without a path)', () => {
    const registry = new Set(SCREENS.map((s) => s.path));
    const missing = [...spec.keys()].filter((p) => !registry.has(p));
    const extra = [...registry].filter((p) => !spec.has(p));
    expect(missing, `paths in spec-routes.txt missing from SCREENS: ${missing.join(', ')}`).toEqual([]);
    expect(extra, `paths in SCREENS not in spec-routes.txt: ${extra.join(', ')}`).toEqual(NAMED_WITHOUT_PATH);
    expect(SCREENS.length).toBe(spec.size + NAMED_WITHOUT_PATH.length);
  });

  it('uses the spec access for every path', () => {
    // Deliberate departures, each with its reason. /ueditor: the spec lists the rich-text editor
    // route as public, but what it edits here is the platform's news, which only operators may write.
    const departures: Record<string, Access> = { '/ueditor': 'auth' };
    const wrong: string[] = [];
    for (const s of SCREENS) {
      const expected = departures[s.path] ?? spec.get(s.path);
      if (expected !== undefined && expected !== s.access) wrong.push(`${s.path}: ${s.access} (spec: ${expected})`);
    }
    expect(wrong, `access differs from spec: ${wrong.join('; ')}`).toEqual([]);
    const allowed: Access[] = ['public', 'auth', 'pass'];
    for (const access of spec.values()) expect(allowed).toContain(access);
  });

  it('gives every screen a Chinese title, keywords and description', () => {
    const bad = SCREENS.filter((s) => s.title.trim() === '' || !CJK.test(s.title) || !CJK.test(s.keywords) || !CJK.test(s.description)).map((s) => s.path);
    expect(bad, `screens lacking Chinese meta: ${bad.join(', ')}`).toEqual([]);
    const badKeywords = SCREENS.filter((s) => {
      const n = s.keywords.split(',').filter((k) => k.trim() !== '').length;
      return n < 3 || n > 6;
    }).map((s) => s.path);
    expect(badKeywords, `screens without 3-6 keywords: ${badKeywords.join(', ')}`).toEqual([]);
  });

  it('finds every registered path by itself', () => {
    for (const s of SCREENS) expect(findScreen(s.path)?.path).toBe(s.path);
  });
});

describe('findScreen', () => {
  it('matches dynamic segments', () => {
    expect(findScreen('/news/policy/details/12')?.path).toBe('/news/:type/details/:id');
    expect(findScreen('/news/policy')?.path).toBe('/news/:type');
    expect(findScreen('/user/shipperOrderDetails/abc123')?.path).toBe('/user/shipperOrderDetails/:orderId');
  });

  it('prefers the static path over a dynamic one', () => {
    expect(findScreen('/about/platform')?.path).toBe('/about/platform');
    expect(findScreen('/about/privacyStatement')?.path).toBe('/about/:type');
  });

  it('ignores a trailing slash', () => {
    expect(findScreen('/logistics/vehicle/')?.path).toBe('/logistics/vehicle');
    expect(findScreen('/')?.path).toBe('/');
  });

  it('does not match empty or unknown segments', () => {
    expect(findScreen('/news//details/12')).toBeUndefined();
    expect(findScreen('/no/such/screen')).toBeUndefined();
  });
});

describe('pageMeta', () => {
  it('builds the title from the screen and SITE_NAME', () => {
    const meta = pageMeta('/logistics/vehicle');
    expect(meta.title).toBe(`车辆管理 - ${SITE_NAME}`);
    expect(meta.keywords).not.toBe('');
    expect(meta.description).not.toBe('');
  });

  it('reports an unknown path as not found', () => {
    const meta = pageMeta('/definitely-not-a-screen');
    expect(meta.title).toBe(`页面不存在 - ${SITE_NAME}`);
    expect(CJK.test(meta.description)).toBe(true);
  });
});
