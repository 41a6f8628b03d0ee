// The performance budgets of DESIGN.md, in one place: `npm run bench` (tests/perf/bench.mjs) and
// `npm run bench:js` (scripts/js-budget.mjs) print every figure beside these. Throughput is a
// per-process figure of this machine; the ratio to the bare /healthz of the same run is what
// carries across machines.
export const BUDGET = {
  /** key areas (issue 47): 10 000 positions against 5 000 areas, index and geometry */
  keyAreasMs: 1000,
  /** login page, first load without JS: HTML + CSS, gzip */
  loginKb: 14,
  /** any list page, first load without JS: HTML + CSS, gzip */
  listKb: 40,
  /** each phone screen (issue 43: the driver's waybill list and a waybill, login, home, the carrier's
      order list), first load without JS: HTML + CSS, gzip — what a driver's weak link carries first */
  phoneKb: 30,
  /** client JS of any route: entry + root + layouts + route chunks, gzip */
  jsKb: 130,
  /** the login page on a 400 kbps / 400 ms link (LOAD.slowLink), empty cache: first contentful paint
   * without JS, and with JS no later than without (module preloads must not delay it) */
  loginFirstPaintMs: 1000,
  /** ... and hydrated with JS within */
  loginHydratedMs: 4000,
  /** signed-in 20-row list, closed loop at 10 connections, pages/s of one process */
  listPagesPerSecPg: 200,
  listPagesPerSecPglite: 150,
  /** the same list ÷ bare /healthz requests/s of the same run */
  listToBareRatio: 0.1,
  /** the list at a fixed arrival rate (open loop): p95 */
  openLoopP95Ms: 50,
  /** the 100 000-waybill list may be at most this much slower than the 1 000-waybill list */
  flatnessLoss: 0.1,
  /** PostgreSQL: two app processes ÷ one */
  scaleOut2: 1.7,
  /** peak RSS of the embedded (PGlite) server with 100 000 waybills */
  rssMb: 600,
  /** a two-page contract PDF with its signature page (issue 46: the CJK font subset keeps it small) */
  contractPdfKb: 200,
  /** a cockpit page with 100 000 waybills (issue 48): median render time, request to last byte */
  cockpitMs: 300,
};

/** How the figures are taken. */
export const LOAD = {
  closedLoopConnections: 10,
  closedLoopSeconds: 10,
  /** before each closed-loop figure: long enough for V8 to finish optimising the page's code. A server
   * runs for days; after 3 s (~130 list pages) it still compiled in the background, and the CPU per
   * page was a fifth higher than after ~1 500 pages (/proc task times, interleaved runs) */
  warmupSeconds: 20,
  /** before the open-loop figure, at its rate (the closed-loop figures have warmed the server up) */
  openLoopWarmupSeconds: 3,
  openLoopRate: 100,
  openLoopSeconds: 20,
  /** the steps, and the seconds of each, of the search for the highest rate within the p95 budget */
  heldRateStep: 5,
  heldRateSeconds: 10,
  bulkWaybills: 100_000,
  /** the list's arrival rate while the 300 000-row export runs (tests/perf/export-load.mjs): well
   * within the list's capacity, so a rise in its p95 is the export's doing */
  exportListRate: 20,
  /** Chromium network emulation (CDP Network.emulateNetworkConditions) for the first-paint figures */
  slowLink: { kbps: 400, latencyMs: 400 },
  smallWaybills: 1_000,
};
