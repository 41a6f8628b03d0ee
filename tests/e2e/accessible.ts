// The axe check the specs share (not a spec: Playwright forbids importing one spec from another).
import axe, { type Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

/**
 * WCAG 2 A and AA violations (any impact) of the page as it is now, within `include` (a selector)
 * or the whole page.
 *
 * axe-core's own source is evaluated once in each of the page's frames, then `axe.run` once in the
 * page, as axe-core documents for a browser driver. `@axe-core/playwright`'s `analyze()`, used here
 * before, evaluated the 580 KB source twice per check (once itself, once per frame in its legacy
 * mode): 1.45 s a table page against 0.93 s this way (decision 041), and axe is two thirds of the
 * accessibility crawl. The page's own scripts need not run: a no-js page whose script files are
 * refused (refusePageScripts) still runs what a test evaluates.
 */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  return page.evaluate(({ include, options }) => window.axe.run(include ? { include: [include] } : document, options).then((results) => results.violations), {
    include,
    options: { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } } satisfies axe.RunOptions,
  });
}

/** Each violation as `rule: targets`, for an assertion that names what to fix. */
export function violationLines(violations: Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No WCAG 2 A/AA violation on the page as it is now, once hydrated. axe runs as a script in the
 * page, which a page with JavaScript off cannot run (it waits forever): the no-js project skips it;
 * the markup is the same server render (accessibility.spec.ts checks it with scripts blocked).
 */
export async function expectAccessible(page: Page, js: boolean, include?: string) {
  if (!js) return;
  await hydrated(page);
  expect(violationLines(await axeViolations(page, include))).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
