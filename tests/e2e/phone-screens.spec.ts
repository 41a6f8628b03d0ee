// Phones (issue 43, "no sideways scroll on any registered screen"): at 360×740 every screen of the
// registry that this build serves (app/screens.server.ts, filtered as the accessibility crawl does)
// fits the width — the public screens signed out, each signed-in screen once, as one demo account
// that may open it (the one with the fewest screens so far, so the accounts share the work), and a
// record screen through a link to a real record found on the screens before. phone-layout.spec.ts
// checks the header, the cards and the folds; this spec only the width, on every screen.
// Both projects: no-js the server render, js the hydrated page.
import type { Page, TestInfo } from '@playwright/test';
import type { Screen } from '#app/screens.server';
import { expect, hydrated, signedIn, test } from './fixtures';
import { SCREEN_ACCOUNTS, WALL_SCREENS, checkers, pathOf, patternOf, servedScreens } from './served-screens';

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: 'parallel' });

/**
 * How far the page is wider than the screen, and the element that sticks out furthest (outside a
 * sideways scroller of its own), to say what to fix.
 */
async function overflowOf(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    let widest = '';
    let furthest = width;
    const scrollsItself = (el: Element | null): boolean => {
      for (let e = el?.parentElement; e; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right;
      if (right > furthest + 0.5 && !scrollsItself(el)) {
        furthest = right;
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        widest = `${el.tagName.toLowerCase()}${cls} (${Math.round(right)} px): ${(el.textContent ?? '').trim().slice(0, 40)}`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
}

const needsRecord = (s: Screen) => s.path.includes(':') || Boolean(s.hidden);

/**
 * Opens each screen once (a record screen through a link to a record seen on the screens before,
 * else at its bare path when it has no parameter) and lists those wider than the screen.
 */
async function misfitsOf(page: Page, testInfo: TestInfo, screens: Screen[]) {
  const links = new Set<string>();
  const misfits: string[] = [];
  const opened: string[] = [];
  const open = async (target: string, bare: boolean) => {
    const response = await page.goto(target);
    const status = response?.status() ?? 0;
    if (bare && status >= 400 && status < 500) return;
    if (status >= 500) misfits.push(`${target}: answered ${status}`);
    if (testInfo.project.name === 'js') await hydrated(page);
    opened.push(target);
    const { overflow, widest } = await overflowOf(page);
    if (overflow > 0) misfits.push(`${target}: ${overflow} px wider than the screen; ${widest}`);
    for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) links.add(href);
  };
  const phoneScreens = screens.filter((s) => !WALL_SCREENS.has(s.path));
  for (const screen of phoneScreens.filter((s) => !needsRecord(s))) await open(screen.path, false);
  for (const screen of phoneScreens.filter(needsRecord)) {
    const pattern = patternOf(screen.path);
    const found = [...links].filter((href) => pattern.test(pathOf(href)));
    const target = found.find((href) => href.includes('?') || screen.path.includes(':')) ?? found[0];
    if (target) await open(target, false);
    else if (!screen.path.includes(':')) await open(screen.path, true);
  }
  return { misfits, opened };
}

test('public screens fit 360 px signed out: no sideways scroll', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const screens = (await servedScreens()).filter((s) => s.access === 'public');
  const { misfits, opened } = await misfitsOf(page, testInfo, screens);
  console.log(`signed out: ${opened.length} screens at 360 px`, opened.join(' '));
  expect(opened.length).toBeGreaterThan(10);
  expect(misfits).toEqual([]);
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
      served.filter((s) => checker.get(s.path) === account),
    );
    console.log(`${account.who}: ${opened.length} screens at 360 px`, opened.join(' '));
    expect(opened.length).toBeGreaterThan(0);
    expect(misfits).toEqual([]);
  });
}
