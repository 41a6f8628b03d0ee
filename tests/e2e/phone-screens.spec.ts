// Phones (issue 43, "no sideways scroll on any registered screen"): at 360×740 every screen of the
// registry that this build serves (app/screens.server.ts, filtered as the accessibility crawl does)
// fits the width — the public screens signed out, each signed-in screen once, as one demo account
// that may open it (the one with the fewest screens so far, so the accounts share the work), and a
// record screen with a seeded record (a link seen on the screens before, else the way screen-records.ts
// names; a record screen with neither fails the check); signed in, each under a workspace header of one
// line. phone-layout.spec.ts checks the cards, the folds and the header's menu; this spec every screen.
// Both projects: no-js the server render, js the hydrated page.
import type { Page, TestInfo } from '@playwright/test';
import type { Screen } from '#app/screens.server';
import { expect, hydrated, signedIn, test } from './fixtures';
import { ONE_LINE_HEADER, overflowOf } from './phone-fit';
import { NO_RECORD, RECORD_SOURCES } from './screen-records';
import { SCREEN_ACCOUNTS, WALL_SCREENS, checkers, pathOf, patternOf, servedScreens } from './served-screens';

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: 'parallel' });

const needsRecord = (s: Screen) => s.path.includes(':') || Boolean(s.hidden);

/**
 * Opens each screen once and lists those wider than the screen. A record screen (a path parameter,
 * or a hidden screen reached with a query) opens through a link to a seeded record: one seen on the
 * screens before, else one its RECORD_SOURCES entry leads to (screen-records.ts); a hidden screen without a
 * parameter opens at its bare path when it answers there (a form such as 支付密码). A record screen
 * that none of these opens is a misfit too (no record to open), unless NO_RECORD says why it cannot be.
 */
async function misfitsOf(page: Page, testInfo: TestInfo, screens: Screen[], underHeader: boolean) {
  const links = new Set<string>();
  const misfits: string[] = [];
  const opened: string[] = [];
  /** The links of the page open now (kept in `links` too), in the page's order. */
  let onThisPage: string[] = [];
  const seeLinks = async () => {
    onThisPage = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of onThisPage) links.add(href);
  };
  const open = async (target: string, bare: boolean): Promise<boolean> => {
    const response = await page.goto(target);
    const status = response?.status() ?? 0;
    if (bare && status >= 400 && status < 500) return false;
    if (status >= 500) misfits.push(`${target}: answered ${status}`);
    if (testInfo.project.name === 'js') await hydrated(page);
    opened.push(target);
    const { overflow, widest, header } = await overflowOf(page);
    if (overflow > 0) misfits.push(`${target}: ${overflow} px wider than the screen; ${widest}`);
    // signed in, under the workspace header on one line (its controls fold into the user menu)
    if (underHeader && (header === 0 || header > ONE_LINE_HEADER)) misfits.push(`${target}: header ${header} px high`);
    await seeLinks();
    return true;
  };
  const linkTo = (screenPath: string) => {
    const pattern = patternOf(screenPath);
    const found = [...links].filter((href) => pattern.test(pathOf(href)));
    // a link without a query is no record of a screen reached with one (the tags bar keeps the last URL
    // a view was seen at, which may be its bare path): the screen's RECORD_SOURCES way is taken instead
    return found.find((href) => href.includes('?') || screenPath.includes(':'));
  };
  /** A link to a seeded record of the screen: seen before, else found through its RECORD_SOURCES entry. */
  const recordOf = async (screenPath: string): Promise<string | undefined> => {
    const source = RECORD_SOURCES[screenPath];
    if (source?.sameAs) {
      const other = await recordOf(source.sameAs);
      if (!other) return undefined;
      // the record's id ends the other's path (/orderDetails/:orderId) or is its query's first value (?orderId=)
      const url = new URL(other, 'http://x');
      const id = source.sameAs.includes(':') ? url.pathname.split('/').at(-1)! : [...url.searchParams.values()][0];
      return screenPath.includes(':') ? screenPath.replace(/:[^/]+$/, id) : `${screenPath}?${source.query ?? 'id'}=${id}`;
    }
    let target = linkTo(screenPath);
    // not seen on the way: the pages that lead to a seeded record (the crawl does not count them as screens)
    for (const step of source?.via ?? []) {
      if (target) break;
      // a pattern follows a link of the page the step before opened (a list, then a record on it), not one seen
      // earlier elsewhere: another list's first waybill is not the one the filtered list leads to
      const next = typeof step === 'string' ? step : onThisPage.find((href) => step.test(href));
      if (!next) break;
      await page.goto(next);
      await seeLinks();
      target = linkTo(screenPath);
    }
    return target;
  };
  const phoneScreens = screens.filter((s) => !WALL_SCREENS.has(s.path));
  for (const screen of phoneScreens.filter((s) => !needsRecord(s))) await open(screen.path, false);
  for (const screen of phoneScreens.filter(needsRecord)) {
    const target = await recordOf(screen.path);
    // a link without a query to a screen that needs one is no record: it must answer without it
    const done = target
      ? await open(target, !target.includes('?') && !screen.path.includes(':'))
      : !screen.path.includes(':') && (await open(screen.path, true));
    if (!done && !(screen.path in NO_RECORD)) misfits.push(`${screen.path}: no record to open (say where one is in RECORD_SOURCES)`);
  }
  return { misfits, opened };
}

test('public screens fit 360 px signed out: no sideways scroll', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const screens = (await servedScreens()).filter((s) => s.access === 'public');
  const { misfits, opened } = await misfitsOf(page, testInfo, screens, false);
  console.log(`signed out: ${opened.length} screens at 360 px`, opened.join(' '));
  expect(opened.length).toBeGreaterThan(10);
  // the misfits in the message too: a CI log may show only the error line, not the diff
  expect(misfits, `misfits: ${misfits.join(' | ')}`).toEqual([]);
});

for (const account of SCREEN_ACCOUNTS) {
  test(`the ${account.who}'s screens fit 360 px: no sideways scroll`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const served = await servedScreens();
    const checker = checkers(served);
    await signedIn(page, account.mobile);
    const { misfits, opened } = await misfitsOf(
      page,
      testInfo,
      // a record screen is checked by the account whose seeded record it opens
      served.filter((s) => (needsRecord(s) && RECORD_SOURCES[s.path]?.who ? RECORD_SOURCES[s.path].who === account.who : checker.get(s.path) === account)),
      true,
    );
    console.log(`${account.who}: ${opened.length} screens at 360 px`, opened.join(' '));
    expect(opened.length).toBeGreaterThan(0);
    // the misfits in the message too: a CI log may show only the error line, not the diff
    expect(misfits, `misfits: ${misfits.join(' | ')}`).toEqual([]);
  });
}
