// `npm test`: lint (ESLint, the layering rules included), the format check (Prettier), typecheck,
// unit and platform tests (vitest), build, then every end-to-end flow in both browser projects
// (Playwright). On a fresh machine it installs the browser and the CJK font through apt when run
// as root, or says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const tmp = 'tests/.tmp';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureBrowser() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const fontInstalled = existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc');
  // lynx: the real text browser of the no-CSS tests (tests/e2e/text-browser.spec.ts)
  const lynxInstalled = existsSync('/usr/bin/lynx');
  if (existsSync(chromium) && fontInstalled && lynxInstalled) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error('Missing system packages. Install them with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-wqy-microhei lynx');
    process.exit(1);
  }
  console.log('Installing chromium, fonts-wqy-microhei and lynx (apt)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei', 'lynx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
}

/** Every test of a Playwright JSON report, with its project, title and attempts. */
function* playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) yield* playwrightTests(child, path);
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { name: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`, test };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, flaky: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const flaky = [];
  const snapshots = [];
  for (const { name, test } of (report.suites ?? []).flatMap((suite) => [...playwrightTests(suite)])) {
    if (test.status === 'flaky') flaky.push(name);
    for (const result of test.results ?? []) {
      const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
      if (context) snapshots.push({ name: `${name} (attempt ${result.retry + 1})`, text: readFileSync(context.path, 'utf8') });
    }
  }
  // What the page showed when an attempt failed: the only trace of a one-off hang on a CI machine.
  for (const { name, text } of snapshots) {
    const lines = text.split('\n');
    console.log(`\n── page at the failure: ${name}\n${lines.slice(0, 400).join('\n')}${lines.length > 400 ? `\n… ${lines.length - 400} more lines` : ''}`);
  }
  // A test that passed only on its retry counts as passed, and is named.
  return { passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0), failed: report.stats?.unexpected ?? 0, flaky };
}

ensureBrowser();
const steps = [];
// Decision 008: lint and format fail the run like a failing test; the remaining steps still run.
steps.push(['lint', run('npx', ['eslint', '.'])]);
steps.push(['format', run('npx', ['prettier', '--check', '.'])]);
// tsc over the route tables and the typed client needs about 4.1 GB, at Node's default heap limit
// on a 64-bit machine: give it room rather than fail on the next table.
steps.push(['typecheck', run('npx', ['tsc', '--noEmit'], { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=8192'].filter(Boolean).join(' ') })]);
steps.push(['vitest', run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`])]);
const built = run('npm', ['run', 'build']);
steps.push(['build', built]);
if (built === 0) {
  steps.push(['playwright', run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json` })]);
}

const unit = countVitest(`${tmp}/vitest.json`);
const e2e = built === 0 ? countPlaywright(`${tmp}/playwright.json`) : { passed: 0, failed: 0, flaky: [] };
const failedSteps = steps.filter(([, status]) => status !== 0).map(([name]) => name);
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (e2e.flaky.length) console.log(`flaky (failed, then passed on the retry): ${e2e.flaky.length}\n${e2e.flaky.map((n) => `  ${n}`).join('\n')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed + (failedSteps.length && !unit.failed && !e2e.failed ? 1 : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
