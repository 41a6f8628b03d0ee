// Accessibility (issue 16.4): axe-core's WCAG 2 A and AA rules on every screen of the registry that
// this build serves (app/screens.server.ts, filtered by app/utils/served-screens.server.ts over the
// built route table) — the public screens signed out, and each signed-in screen once, as one of the
// demo accounts that may open it (checkers(), below); every account's own shell (its header and
// menus) is checked on its first screen. A screen is built from the same kit whoever opens it, so
// checking it again per role only repeated the same findings at a third of the suite's time. Any
// violation of those rules fails the test, whatever axe's impact.
//
// Screens with a parameter (`/user/goodsBid/:id`) or that show one record (`/logistics/vehicleDetail?id=`)
// are opened through a link found on the screens already checked (a list's row links), so they show
// real seeded records; a hidden screen no checked page links to is opened at its bare path.
//
// Both projects: no-js checks the server render as a browser without JavaScript shows it; js checks
// the page once hydrated (Mantine's enhanced parts, the fallback buttons hidden).
//
// The same crawl reads every page's text for what must never reach a page (issue 42, readable-text.ts):
// a raw dictionary or history key, an amount in fen, a route of region codes — on every page each
// account opens, since what a page shows depends on who looks. That text is the server's render,
// which the no-js project reads as it is, so only the no-js project checks it (the js project's
// hydrated page shows the same words and would only repeat the reading).
import type { APIRequestContext, Page } from '@playwright/test';
import type { Screen } from '#app/screens.server';
import { DEMO_ACCOUNTS, expect, hydrated, platformData, platformToken, refusePageScripts, signedIn, test, tokenHeaders } from './fixtures';
import { axeViolations } from './accessible';
import { unreadable } from './readable-text';
import { SCREEN_ACCOUNTS, checkers, mayOpen, pathOf, patternOf, servedScreens } from './served-screens';

test.describe.configure({ mode: 'parallel' });
// axe-core runs as a script in the page and waits on timers, which a page with JavaScript turned off
// never fires. In the no-js project the browser runs scripts but the page's own are refused (below),
// so what axe sees is the server render a browser without JavaScript shows (the app has no <noscript>).
test.use({ javaScriptEnabled: true });
let noJs = false;
test.beforeEach(async ({ page }, testInfo) => {
  noJs = testInfo.project.name === 'no-js';
  if (noJs) await refusePageScripts(page);
});

/**
 * Screens that show the same record as another screen under another path (spec aliases): no page
 * links to them, so they open with the parameters of a link to their twin.
 */
const TWINS: Record<string, string> = {
  '/user/shipperOrderDetails/:orderId': '/orderDetails/:orderId',
  '/shipper/shipperOrderDetails/:orderId': '/orderDetails/:orderId',
  '/my-center/myorderDetails/:myorderId': '/orderDetails/:orderId',
  '/user/controlOrderDetails/:orderId': '/shipper/controlOrderDetails/:orderId',
  '/shipper/controlOrderDetails/:orderId': '/user/controlOrderDetails/:orderId',
  '/user/driverDetail': '/user/addDispatch',
};

/** A twin's link with the screen's path: the twin's parameter values in order, its query. */
function asTwin(screenPath: string, twinPath: string, twinHref: string): string {
  const url = new URL(twinHref, 'http://x');
  const twinSegments = twinPath.split('/');
  const values = url.pathname.split('/').filter((_, i) => twinSegments[i]?.startsWith(':'));
  return screenPath.replace(/:[^/]+/g, () => values.shift() ?? '') + url.search;
}

type Finding = { url: string; rule: string; impact: string; target: string; message: string };

/**
 * The page's words for the readable-text rules — its server-rendered text without what it shows as
 * code (a log's recorded paths and parameters are records of what was sent, not words for people) —
 * and the same-site links its anchors show, read in one evaluation.
 */
async function wordsAndLinksOf(page: Page): Promise<{ words: string; hrefs: string[] }> {
  // the code elements are left out where they stand (hidden while the text is read): taking each code's text out of the
  // whole page's text instead took its first occurrence, which may be another word elsewhere ("data" in a sentence
  // after a shell example's "--data")
  return page.evaluate(() => {
    const codes = [...document.querySelectorAll('code')];
    const displays = codes.map((code) => code.style.display);
    for (const code of codes) code.style.display = 'none';
    const words = document.body.innerText;
    codes.forEach((code, i) => (code.style.display = displays[i]));
    const hrefs = [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
    return { words, hrefs };
  });
}

/** The same-site links the page's anchors show. */
const linksOf = (page: Page) => page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));

/** WCAG 2 A/AA violations of the page as it is now (any impact), one per element. */
async function axeFindings(page: Page): Promise<Finding[]> {
  // with JavaScript: the page hydrated and its enhanced parts rendered
  if (!noJs) await hydrated(page);
  const url = new URL(page.url());
  return (await axeViolations(page)).flatMap((v) =>
    v.nodes.map((n) => ({
      url: url.pathname + url.search,
      rule: v.id,
      impact: v.impact ?? '',
      target: n.target.join(' '),
      message: (n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? v.help,
    })),
  );
}

/** React's escapes in an attribute value, undone. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** A page's server render over HTTP (the page's cookies, redirects followed): its status and the same-site links its anchors show. */
async function serverRender(page: Page, target: string): Promise<{ status: number; hrefs: string[] }> {
  const response = await page.request.get(target);
  const html = await response.text();
  const hrefs = [...html.matchAll(/<a\s[^>]*?\bhref="(\/[^"]*)"/g)].map(([, href]) => href.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]));
  return { status: response.status(), hrefs };
}

/**
 * Opens each screen once — by its path, or, when it shows a record, by a link to it found on the
 * pages before (or to its twin) — and collects axe's findings. A record screen no checked page links
 * to is tried at its bare path; if that answers 4xx it is reported as not opened.
 */
const needsRecord = (s: Screen) => s.path.includes(':') || Boolean(s.hidden);

async function checkScreens(page: Page, screens: Screen[], isMine: (screen: Screen) => boolean = () => true) {
  const links: string[] = [];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  const opened: string[] = [];
  const errors: string[] = [];
  const unopened: string[] = [];
  const unreadableText: string[] = [];
  const open = async (screen: Screen, target: string, bare: boolean) => {
    // Every screen is still opened, for the links to the record screens it shows. A record screen is
    // checked by every account that reaches one: which accounts have records to show is data. The
    // account's first screen is checked too, for its shell.
    const checked = isMine(screen) || needsRecord(screen) || opened.length === 0;
    // A screen opened only for its links, with JavaScript: its server render read over HTTP with the
    // page's cookies shows the same links without a browser's render and hydration (the no-js project
    // still renders every screen, to read its words).
    const overHttp = !noJs && !checked ? await serverRender(page, target) : undefined;
    const status = overHttp ? overHttp.status : ((await page.goto(target))?.status() ?? 0);
    if (status >= 500) errors.push(`${target} → ${status}`);
    if (bare && status >= 400 && status < 500) {
      unopened.push(`${screen.path} (${status} without a record)`);
      return;
    }
    opened.push(target);
    const read = noJs ? await wordsAndLinksOf(page) : undefined;
    if (read) unreadableText.push(...unreadable(read.words).map((finding) => `${target}: ${finding}`));
    if (checked) findings.push(...(await axeFindings(page)));
    const hrefs = overHttp?.hrefs ?? read?.hrefs ?? (await linksOf(page));
    for (const href of hrefs) {
      if (!seen.has(href)) links.push(href);
      seen.add(href);
    }
  };
  const linkTo = (screenPath: string) => {
    const pattern = patternOf(screenPath);
    const found = links.filter((href) => pattern.test(pathOf(href)));
    // a record (a parameter or a query) before the bare path
    return found.find((href) => href.includes('?') || screenPath.includes(':')) ?? found[0];
  };
  for (const screen of screens.filter((s) => !needsRecord(s))) await open(screen, screen.path, false);
  let pending = screens.filter(needsRecord);
  for (let progress = true; progress && pending.length;) {
    progress = false;
    for (const screen of [...pending]) {
      const twin = TWINS[screen.path];
      const direct = linkTo(screen.path);
      const viaTwin = twin ? linkTo(twin) : undefined;
      const target = direct ?? (twin && viaTwin ? asTwin(screen.path, twin, viaTwin) : undefined);
      if (!target) continue;
      pending = pending.filter((s) => s !== screen);
      progress = true;
      await open(screen, target, false);
    }
  }
  for (const screen of pending) {
    if (screen.path.includes(':')) unopened.push(`${screen.path} (no link to a record)`);
    else await open(screen, screen.path, true);
  }
  return { findings, opened, errors, unopened, unreadableText };
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.url} ${f.rule} (${f.impact}) ${f.target}: ${f.message}`);
}

test('public screens, signed out: no axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  const screens = (await servedScreens()).filter((s) => s.access === 'public');
  const { findings, opened, errors, unopened, unreadableText } = await checkScreens(page, screens);
  console.log(`public: ${opened.length} opened`, opened.join(', '), '\nunopened:', unopened.join(', '));
  expect(errors).toEqual([]);
  expect(report(findings)).toEqual([]);
  expect(unreadableText).toEqual([]);
});

for (const account of SCREEN_ACCOUNTS) {
  test(`signed-in screens of the ${account.who}: no axe violations`, async ({ page }) => {
    test.setTimeout(600_000);
    const served = await servedScreens();
    const checkerOf = checkers(served);
    await signedIn(page, account.mobile);
    const mine = (screen: Screen) => checkerOf.get(screen.path) === account;
    const { findings, opened, errors, unopened, unreadableText } = await checkScreens(
      page,
      served.filter((s) => mayOpen(account, s)),
      mine,
    );
    console.log(`${account.who}: ${opened.length} opened`, opened.join(', '), '\nunopened:', unopened.join(', '));
    expect(errors).toEqual([]);
    expect(report(findings)).toEqual([]);
    expect(unreadableText).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------
// Record screens no checked page links to (a form or a detail opened from an action, or a path
// with a parameter): opened with real records of the demo seed, looked up through the platform as
// the role that works on them — ids are never written here, so a reseeded database still works.

const API = '/api-platform/api';
type Records<T> = { records?: T[]; rows?: T[] };
const listOf = <T>(page: Records<T>): T[] => page.records ?? page.rows ?? [];

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T[]> {
  return listOf(await platformData<Records<T>>(await request.post(`${API}${path}`, { headers: tokenHeaders(token), data })));
}

/** The first order of the list whose stops are single (`single`) or several (`multi`). */
async function orderOfStopMode(request: APIRequestContext, token: string, orders: { id: number }[], mode: 'single' | 'multi') {
  for (const order of orders) {
    const detail = await request.get(`${API}/order/multi/${order.id}`, { headers: tokenHeaders(token) });
    const body = (await detail.json()) as { code: number; data?: { stopMode?: string } };
    if (body.code === 200 && body.data?.stopMode === mode) return order.id;
  }
  return undefined;
}

/**
 * The demo seed has no entrust (委托平台): the shipper publishes a cargo of its own and entrusts it,
 * as a shipper does on /sourceManage/entrust — fresh records that no other test counts on.
 */
async function newEntrust(request: APIRequestContext, token: string): Promise<{ id: number }> {
  const point = { provinceCode: '13', cityCode: '1302', districtCode: '130207', address: '丰南区钢厂路1号', contactName: '王强', contactPhone: '13912345678' };
  const cargo = await platformData<{ id: number }>(
    await request.post(`${API}/goodsSource/save`, {
      headers: tokenHeaders(token),
      data: {
        intent: 'publish',
        businessType: '1',
        goodsName: `无障碍检查委托${Date.now() % 100_000}`,
        goodsType: 'steel',
        quantity: '30',
        quantityUnit: 'ton',
        totalWeightT: '30',
        vehicleCount: '1',
        priceMode: 'unit',
        price: '80',
        payType: 'outline',
        chargeMode: 'cash',
        chargeNode: 'load',
        publishScope: 'public',
        loadPoints: [point],
        unloadPoints: [{ ...point, provinceCode: '12', cityCode: '1201', districtCode: '120116', address: '天津港东疆港区3号' }],
      },
    }),
  );
  return platformData<{ id: number }>(
    await request.post(`${API}/entrust/save`, { headers: tokenHeaders(token), data: { cargoId: cargo.id, remark: '无障碍检查' } }),
  );
}

/** The shipper's record screens: its bid cargo's quotes, ordering on its cargo and on a line, an entrust, order details. */
async function shipperRecordScreens(request: APIRequestContext): Promise<Record<string, string | undefined>> {
  const token = await platformToken(request, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  const [bid] = await post<{ id: number }>(request, token, '/goodsSource/myPagination', { businessType: '3', pageSize: 50 });
  const [published] = await post<{ id: number }>(request, token, '/goodsSource/myPagination', { status: 'published', pageSize: 50 });
  const [line] = await post<{ id: number }>(request, token, '/line/publicPagination', { pageSize: 10 });
  const entrust = (await post<{ id: number }>(request, token, '/entrust/pagination', { pageSize: 10 }))[0] ?? (await newEntrust(request, token));
  const orders = await post<{ id: number }>(request, token, '/order/pagination', { pageSize: 50 });
  const single = await orderOfStopMode(request, token, orders, 'single');
  const multi = await orderOfStopMode(request, token, orders, 'multi');
  return {
    '/user/goodsBid/:id': bid && `/user/goodsBid/${bid.id}`,
    '/user/placeOrder/:id': published && `/user/placeOrder/${published.id}`,
    '/user/lineOrder/:lineid': line && `/user/lineOrder/${line.id}`,
    '/user/entrustDetail': entrust && `/user/entrustDetail?id=${entrust.id}`,
    '/user/singleLoadOrderDetail': single ? `/user/singleLoadOrderDetail?orderId=${single}` : undefined,
    '/user/multiLoadOrderDetail': multi ? `/user/multiLoadOrderDetail?orderId=${multi}` : undefined,
  };
}

/** The carrier's dispatch screens: an order it may still dispatch, single and along stops. */
async function carrierRecordScreens(request: APIRequestContext): Promise<Record<string, string | undefined>> {
  const token = await platformToken(request, DEMO_ACCOUNTS.carrier.mobile);
  const open: { id: number }[] = [];
  for (const status of ['WAITSCHEDULE', 'WAITLOAD', 'ACCEPT', 'TRANSPORT'])
    open.push(...(await post<{ id: number }>(request, token, '/order/pagination', { status, pageSize: 50 })));
  const single = await orderOfStopMode(request, token, open, 'single');
  const multi = await orderOfStopMode(request, token, open, 'multi');
  return {
    '/user/addDispatch': single ? `/user/addDispatch?orderId=${single}` : undefined,
    '/user/driverDetail': single ? `/user/driverDetail?orderId=${single}` : undefined,
    '/user/addDispatchMultiLoadUnload': multi ? `/user/addDispatchMultiLoadUnload?orderId=${multi}` : undefined,
  };
}

/** Opens each screen at its record, checks it answers 200 (not a 404 for want of a record) and runs axe. */
async function checkRecordScreens(page: Page, targets: Record<string, string | undefined>) {
  const missing = Object.entries(targets)
    .filter(([, url]) => !url)
    .map(([screen]) => screen);
  expect(missing, 'the demo seed has a record for every record screen').toEqual([]);
  const findings: Finding[] = [];
  const statuses: string[] = [];
  const unreadableText: string[] = [];
  for (const url of Object.values(targets) as string[]) {
    const response = await page.goto(url);
    if (response?.status() !== 200) statuses.push(`${url} → ${response?.status()}`);
    if (noJs) unreadableText.push(...unreadable((await wordsAndLinksOf(page)).words).map((finding) => `${url}: ${finding}`));
    findings.push(...(await axeFindings(page)));
  }
  expect(statuses).toEqual([]);
  expect(report(findings)).toEqual([]);
  expect(unreadableText).toEqual([]);
}

test('record screens of the shipper, opened with seeded records: no axe violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const targets = await shipperRecordScreens(request);
  await signedIn(page, DEMO_ACCOUNTS.enterpriseShipper.mobile);
  await checkRecordScreens(page, targets);
});

test('dispatch screens of the carrier, opened with seeded orders: no axe violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const targets = await carrierRecordScreens(request);
  await signedIn(page, DEMO_ACCOUNTS.carrier.mobile);
  await checkRecordScreens(page, targets);
});

test('the redirect screen, opened with a path: lands on the page, no axe violations', async ({ page }) => {
  await checkRecordScreens(page, { '/redirect/:path': '/redirect/list-goods' });
  await expect(page).toHaveURL(/\/list-goods$/);
});
