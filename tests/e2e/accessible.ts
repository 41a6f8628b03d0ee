// The axe check the specs share (not a spec: Playwright forbids importing one spec from another).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

/**
 * No WCAG 2 A/AA violation on the page as it is now, once hydrated. axe runs as a script in the
 * page, which a page with JavaScript off cannot run (it waits forever): the no-js project skips it;
 * the markup is the same server render (accessibility.spec.ts checks it with scripts blocked).
 */
export async function expectAccessible(page: Page, js: boolean) {
  if (!js) return;
  await hydrated(page);
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(true)
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
