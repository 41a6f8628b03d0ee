// The performance budgets of DESIGN.md, in one place: `npm run bench` (tests/perf/bench.mjs) and
// `npm run bench:js` (scripts/js-budget.mjs) print every figure beside these. The server's cost is
// CPU per request of the whole process (tests/perf/cost.mjs) as a multiple of a bare Remix app's
// (tests/perf/floor/) measured in the same run: pages per second on two cores shared with the load
// generator and seven other developers measure the machine, the multiple carries across machines.
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
  /** CPU per request of the whole server process (all threads) ÷ the bare Remix app's (issue 50):
   * a static public page (/about/platform) */
  staticToFloor: 1.5,
  /** ... the signed-in 20-row list on the embedded PGlite (its thread included) */
  listToFloor: 2.5,
  /** ... the same list on PostgreSQL: the app process alone (the database's backends printed beside) */
  listPgToFloor: 2,
  /** the list at half its measured closed-loop capacity (open loop, an M/D/1 queue at half load): p95 */
  openLoopP95Ms: 50,
  /** at that same rate, the list's p95 during a backup ÷ its p95 without one */
  backupP95Ratio: 1.5,
  /** the 100 000-waybill list may be at most this much slower than the 1 000-waybill list */
  flatnessLoss: 0.1,
  /** peak RSS of the embedded (PGlite) server with 100 000 waybills */
  rssMb: 600,
  /** a two-page contract PDF with its signature page (issue 46: the CJK font subset keeps it small) */
  contractPdfKb: 200,
  /** a cockpit page with 100 000 waybills (issue 48): median render time, request to last byte */
  cockpitMs: 300,
};

/** How the figures are taken. */
export const LOAD = {
  /** CPU per request: this many connections, each sending its next request when its last is answered */
  costConnections: 4,
  /** ... over this many requests, the difference of two /proc readings (a 10 ms tick is 0.005 ms of error) */
  costRequests: 2000,
  /** ... after this many, not counted: long enough for V8 to finish optimising the page's code. A server
   * runs for days; after ~130 list pages it still compiled in the background, and the CPU per page was
   * a fifth higher than after ~1 500 pages (/proc task times, interleaved runs) */
  costWarmupRequests: 1500,
  /** the open API's list (tests/perf/open-api.mjs): requests counted, after this many not counted. Fewer
   * than the pages': a key may make 120 requests a minute and a company hold 20 keys, so a round's
   * 2 000 take 19 keys (the server is warm from the pages by then; a tick is 0.01 ms of error) */
  openApiRequests: 1000,
  openApiWarmupRequests: 1000,
  /** before the open-loop figure, at its rate (the cost figures have warmed the server up) */
  openLoopWarmupSeconds: 3,
  openLoopSeconds: 20,
  /** the backup figure's pairs of a stretch without a backup and one with (backup-load.mjs backupRounds);
   * the first stretch without lasts this long, each later one as long as the backup stretch before it;
   * five, not three: single rounds read 0.93-2.31x and runs of three 1.11-1.51x for one build (decision 040) */
  backupRounds: 5,
  backupFirstStretchSeconds: 12,
  bulkWaybills: 100_000,
  /** the list's arrival rate while the 300 000-row export runs (tests/perf/export-load.mjs): half the
   * list's closed-loop capacity measured on the export store in the same run, as the latency figure's
   * rate, so a rise in its p95 is the export's doing (a fixed 20/s was 2.4 × half on one store and a
   * tenth of it on another) */
  exportListRate: 'half',
  /** the export's latency figure in pairs of a stretch without an export and one with the export of a
   * window of this many days (tests/perf/export-load.mjs exportRounds); the first stretch without lasts
   * this long, each later one as long as the export before it; five, not three: single rounds read
   * x0.75-x2.98 and runs of three or four x1.15-x3.07 for one build (decision 023) */
  exportRounds: 5,
  exportWindowDays: 36,
  exportFirstStretchSeconds: 20,
  /** the machine's floor beside the export's and the backup's figures (tests/perf/burner.mjs): pairs of
   * stretches of this many seconds, without and with a process that only computes at SCHED_IDLE, as
   * many rounds as the figure it stands beside */
  floorSeconds: 20,
  /** Chromium network emulation (CDP Network.emulateNetworkConditions) for the first-paint figures */
  slowLink: { kbps: 400, latencyMs: 400 },
  smallWaybills: 1_000,
};
