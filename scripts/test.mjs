// `npm test`: typecheck beside lint (ESLint, the layering rules included), the format check
// (Prettier), the build and then the unit and platform tests (vitest); the client-JS budget of every
// route (the figure of `npm run bench:js`) and every end-to-end flow in both browser projects
// (Playwright). It ends with each phase's wall time and the total. On a fresh machine it installs the browser and the
// CJK font through apt when run as root, or says exactly what to install.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const tmp = 'tests/.tmp';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Each phase: its name, exit status and wall time (ms); a phase not run has no status. */
const steps = [];
function phase(name, cmd, args, env) {
  const at = Date.now();
  const status = run(cmd, args, env);
  steps.push({ name, status, ms: Date.now() - at });
  return status;
}

/**
 * Phases side by side in lanes, one lane per core: a lane runs its phases one after another, the
 * lanes run at once. Each phase's output is kept and printed whole when it ends, so the log reads as
 * if they had run one after the other. tsc alone takes about 3:40 on the two-core machines, single
 * threaded, while ESLint, Prettier and the build take about 2:10 one after another on the other
 * core: vitest follows the build in that lane, so the second core does not stand idle while tsc
 * finishes (decision 041).
 */
async function phasesInLanes(lanes) {
  const at = Object.fromEntries(lanes.flat().map(({ name }) => [name, steps.push({ name, alongside: true }) - 1]));
  const runLane = async (lane) => {
    for (const { name, cmd, args, env = {} } of lane) {
      const started = Date.now();
      const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((done) => {
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          done(1);
        });
        child.on('close', (code) => done(code ?? 1));
      });
      console.log(`\n$ ${cmd} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      steps[at[name]] = { name, status, ms: Date.now() - started, alongside: true };
    }
  };
  // one lane per core at most: on a single core the lanes run one after another
  const slots = Math.max(1, Math.min(lanes.length, availableParallelism()));
  const queue = [...lanes];
  await Promise.all(
    Array.from({ length: slots }, async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) await runLane(lane);
    }),
  );
  return Object.fromEntries(lanes.flat().map(({ name }) => [name, steps[at[name]].status]));
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The phase table: wall time and result of each phase, and the whole run's time. */
function printPhases() {
  const rows = steps.map(({ name, status, ms, alongside }) => [
    name,
    status === undefined ? '–' : clock(ms),
    (status === undefined ? 'not run' : status === 0 ? 'ok' : 'FAILED') + (alongside && status !== undefined ? '  (side by side)' : ''),
  ]);
  rows.push(['total', clock(Date.now() - started), '']);
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'phase'.padEnd(width)}   time  result`);
  for (const [name, time, result] of rows) console.log(`${name.padEnd(width)}  ${time.padStart(5)}  ${result}`);
}

function ensureBrowser() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  const fontInstalled = existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc');
  // lynx: the real text browser of the no-CSS tests (tests/e2e/text-browser.spec.ts)
  const lynxInstalled = existsSync('/usr/bin/lynx');
  // poppler-utils: pdfsig, pdftotext and pdftoppm check the contract PDFs (platform/modules/contracts)
  const popplerInstalled = existsSync('/usr/bin/pdfsig') && existsSync('/usr/bin/pdftoppm');
  if (existsSync(chromium) && fontInstalled && lynxInstalled && popplerInstalled) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      'Missing system packages. Install them with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-wqy-microhei lynx poppler-utils',
    );
    process.exit(1);
  }
  console.log('Installing chromium-headless-shell, fonts-wqy-microhei, lynx and poppler-utils (apt)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell', 'fonts-wqy-microhei', 'lynx', 'poppler-utils'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The first `count` lines, and how many more there were. */
const firstLines = (lines, count) => lines.slice(0, count).join('\n') + (lines.length > count ? `\n… ${lines.length - count} more lines` : '');

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // each failed test, and each file that failed outside its tests (a hook, an import), with the first lines of why
  const failures = [];
  const cwd = `${process.cwd()}/`;
  for (const result of report.testResults ?? []) {
    const where = String(result.name ?? '').replace(cwd, '');
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ name: `${where} › ${test.fullName}`, why: (test.failureMessages ?? []).join('\n') });
    if (result.status === 'failed' && !failed.length) failures.push({ name: where, why: result.message ?? '' });
  }
  // counted as named: vitest's numFailedTestSuites also counts each describe block around a failed test
  return { passed: report.numPassedTests ?? 0, failed: Math.max(failures.length, report.success === false ? 1 : 0), failures };
}

/** The failed vitest tests, last before the summary: CI keeps only the tail of the output. */
function printVitestFailures(failures) {
  for (const { name, why } of failures) {
    console.log(
      `\n── vitest failed: ${name}\n${firstLines(
        why.split('\n').filter((line) => !/node_modules/.test(line)),
        25,
      )}`,
    );
  }
}

/** Every test of a Playwright JSON report, with its project, title and attempts. */
function* playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) yield* playwrightTests(child, path);
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { name: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`, test };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, flaky: [], failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const flaky = [];
  const failures = [];
  const snapshots = [];
  for (const { name, test } of (report.suites ?? []).flatMap((suite) => [...playwrightTests(suite)])) {
    if (test.status === 'flaky') flaky.push(name);
    for (const result of test.results ?? []) {
      const context = attachmentText(result, 'error-context');
      // tests/e2e/fixtures.ts (pageStateOnFailure): whether animation frames still came, what had not loaded
      const state = attachmentText(result, 'page-state');
      if (context || state) snapshots.push({ name: `${name} (attempt ${result.retry + 1})`, state, text: context ?? '' });
    }
    if (test.status === 'unexpected') {
      // every attempt's errors: a test without a page leaves no snapshot, and its name is all CI would keep
      const why = (test.results ?? []).flatMap((result) =>
        (result.errors ?? []).map((error) => `attempt ${result.retry + 1} (${result.status}): ${errorText(error)}`),
      );
      failures.push({ name, why: why.join('\n') });
    }
  }
  // errors outside any test (a global setup, a worker that died): they fail the run too
  for (const error of report.errors ?? []) failures.push({ name: 'outside the tests', why: errorText(error) });
  // What the page showed when an attempt failed: the only trace of a one-off hang on a CI machine.
  // Its main region: the menus above it are the same on every page and would push the rest out of CI's tail.
  for (const { name, state, text } of snapshots) {
    console.log(`\n── page at the failure: ${name}\n${state ? `${firstLines(state.split('\n'), 12)}\n` : ''}${firstLines(mainRegionOf(text.split('\n')), 60)}`);
  }
  // A test that passed only on its retry counts as passed, and is named.
  return { passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0), failed: report.stats?.unexpected ?? 0, flaky, failures };
}

/** A Playwright error's message without its terminal colours. */
const errorText = (error) => stripVTControlCharacters(String(error.message ?? error.value ?? ''));

/** An attachment of a Playwright result as text: kept in the report (`body`, base64) or as a file. */
function attachmentText(result, name) {
  const attachment = (result.attachments ?? []).find((a) => a.name === name);
  if (attachment?.body) return Buffer.from(attachment.body, 'base64').toString('utf8');
  if (attachment?.path && existsSync(attachment.path)) return readFileSync(attachment.path, 'utf8');
  return undefined;
}

/**
 * An error context's lines: the error, then the page's aria snapshot from its `main` landmark on (the
 * menus above it are the same on every page), without the test's source after it.
 */
function mainRegionOf(lines) {
  const source = lines.findIndex((line) => /^# Test source/.test(line));
  const info = lines.findIndex((line) => /^# Test info/.test(line));
  // Playwright's own "# Instructions" come first: a request to explain the failure, no fact of it
  const kept = lines.slice(Math.max(info, 0), source < 0 ? lines.length : source);
  const snapshot = kept.findIndex((line) => /^```yaml/.test(line));
  const main = kept.findIndex((line, index) => index > snapshot && /^\s*- main\b/.test(line));
  if (snapshot < 0 || main < 0) return kept;
  return [...kept.slice(0, snapshot), '(the page from its main region)', ...kept.slice(main)];
}

/** The failed Playwright tests, each with the first lines of every attempt's errors; last, before the summary. */
function printPlaywrightFailures(failures) {
  for (const { name, why } of failures) console.log(`\n── playwright failed: ${name}\n${firstLines(why.split('\n'), 20)}`);
}

ensureBrowser();
// Decision 008: lint and format fail the run like a failing test; the remaining steps still run.
// tsc over the route tables and the typed client needs about 4.1 GB, at Node's default heap limit
// on a 64-bit machine: give it room rather than fail on the next table. vitest runs whether the
// build passed or not (it tests the sources), after it because a few of its files read build/.
const first = await phasesInLanes([
  [
    {
      name: 'typecheck',
      cmd: 'npx',
      args: ['tsc', '--noEmit'],
      env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=8192'].filter(Boolean).join(' ') },
    },
  ],
  [
    { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
    { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'build', cmd: 'npm', args: ['run', 'build'] },
    { name: 'vitest', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`] },
  ],
]);
const built = first.build === 0;
if (built) {
  // The client-JS budget per route (tests/perf/budgets.mjs), the figure `npm run bench:js` prints: over it fails the run.
  phase('js budget', 'node', ['scripts/js-budget.mjs']);
  phase('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json` });
} else {
  steps.push({ name: 'js budget' }, { name: 'playwright' });
}

const unit = countVitest(`${tmp}/vitest.json`);
const e2e = built ? countPlaywright(`${tmp}/playwright.json`) : { passed: 0, failed: 0, flaky: [], failures: [] };
const failedSteps = steps.filter(({ status }) => status !== undefined && status !== 0).map(({ name }) => name);
printVitestFailures(unit.failures);
printPlaywrightFailures(e2e.failures);
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (e2e.flaky.length) console.log(`flaky (failed, then passed on the retry): ${e2e.flaky.length}\n${e2e.flaky.map((n) => `  ${n}`).join('\n')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed + (failedSteps.length && !unit.failed && !e2e.failed ? 1 : 0)} failed`);
printPhases();
process.exit(failedSteps.length ? 1 : 0);
