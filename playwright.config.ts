import { defineConfig } from '@playwright/test';
import { SSO_SHARED_SECRET } from './tests/e2e/test-secrets';

// One port for the whole run: workers inherit the runner's environment, so fixing it here once
// keeps every worker on the server the runner started. Below Linux's ephemeral range (32768–60999):
// a port in it may be held at that moment by any process's outgoing connection or port-0 listener —
// a run of `npm test` once lost every test to EADDRINUSE on the port picked there. The run takes
// this port and the next two (the Logink stand-in, the metrics listener).
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 9000));
// The run's name, the same way: its shared sign-ins (tests/e2e/fixtures.ts, signedIn) are this run's only.
process.env.E2E_RUN ??= `${Date.now().toString(36)}-${process.env.E2E_PORT}`;
const port = Number(process.env.E2E_PORT);
const dataDir = `tests/.tmp/e2e-data-${port}`;
// The stand-in of the provincial monitoring endpoints (Logink) the waybill report calls.
const loginkPort = port + 1;
const logink = `http://127.0.0.1:${loginkPort}`;
// The server's metrics listener (issue 49): a port of its own, beside the public one.
process.env.E2E_METRICS_PORT ??= String(port + 2);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI only. A CI run once timed out on a click whose page answered nothing for
  // 100 s (the test passed 10 of 10 alone and in every other full run). A retry that passes is
  // still reported by `npm test` as flaky, by name, with the failed attempt's page snapshot.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // A flash after a client navigation waits for the next route's chunks: on the 2-core CI machine
  // under two workers that has taken just over the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      // Debian's headless shell (the headless Chromium Playwright itself runs by default): the full
      // browser's new headless mode cost a run of orders-lists + accessibility 41 % more CPU and 29 %
      // more time on the 2-core machine (decision 041). CHROMIUM_PATH=/usr/bin/chromium runs the full one.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimising compilers off (decision 041). A test's page runs its scripts for a few
        // hundred milliseconds before the next navigation throws them away, so compiling its hot
        // functions with Maglev and TurboFan was spent for nothing on the two shared cores. With
        // only one of the two off, the other took its place and nothing was saved; the figures are
        // in the decision. The scripts run the same, in V8's interpreter and baseline compiler.
        // `npm run bench` launches its own browser as users have it.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    // A trace only for the retry of a failed test (CI): recording one for every test, to keep it on
    // failure, made the run about a third slower. A failed attempt still leaves its page snapshot
    // (error-context.md, printed by `npm test`); locally, `--trace on` records one.
    trace: 'on-first-retry',
    // The site's service worker (public/sw.js, issue 43) would answer every navigation of a js test
    // once it has installed; only installable.spec.ts, which tests it, lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'no-js', use: { javaScriptEnabled: false } },
    { name: 'js', use: { javaScriptEnabled: true } },
  ],
  webServer: [
    {
      // The built server on a fresh embedded database, as a user would start it.
      command: `rm -rf ${dataDir} && npm run --silent start:test`,
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEV_TOOLS: '1',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        SSO_SHARED_SECRET,
        // The custody bank's stand-in, in the server's process (wallets, cards, withdrawals).
        BANK_STAND_IN: '1',
        // start:test renders with React's production build (scripts/start-test.mjs, decision 041), but the
        // two-core CI machine is shared by the server, two browsers and the runner: with the production
        // queue timeout (100 ms, decision 020) two workers' parallel loader requests could be shed with a
        // 503 now and then. Shedding itself is tested in server/overload.test.ts.
        PAGE_QUEUE_TIMEOUT_MS: '5000',
        METRICS_PORT: process.env.E2E_METRICS_PORT,
        LOGINK_AUTH_URL: `${logink}/authapi/rest/auth/apply`,
        LOGINK_SEND_URL: `${logink}/send`,
        LOGINK_USER: 'e2e-platform',
        LOGINK_PASSWORD: 'e2e-password',
        LOGINK_SENDER_CODE: 'E2ESENDER',
        LOGINK_RECIPIENT_CODE: 'E2ERECV',
      },
    },
    {
      command: 'npx tsx tests/support/logink-stand-in.ts',
      url: `${logink}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { LOGINK_STAND_IN_PORT: String(loginkPort) },
    },
  ],
});
