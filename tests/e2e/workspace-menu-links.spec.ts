// No dead ends: every link of every demo role's sidebar opens a screen — never a 404, and never a
// refusal of a screen the role was offered.
import { DEMO_ACCOUNTS, expect, loginAs, test } from './fixtures';

const ROLES = [
  ['individual shipper', DEMO_ACCOUNTS.individualShipper.mobile],
  ['enterprise shipper', DEMO_ACCOUNTS.enterpriseShipper.mobile],
  ['carrier', DEMO_ACCOUNTS.carrier.mobile],
  ['agent', DEMO_ACCOUNTS.agent.mobile],
  ['individual agent and driver', DEMO_ACCOUNTS.individualAgent.mobile],
  ['operations', DEMO_ACCOUNTS.operator.mobile],
] as const;

for (const [who, mobile] of ROLES) {
  test(`every sidebar link of the ${who} opens its screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, mobile);
    const links = page.getByRole('navigation', { name: '侧边菜单' }).locator('a[href^="/"]');
    // evaluateAll does not wait: with JS the workbench may still be rendering after the sign-in
    await expect(links.first()).toBeAttached();
    const hrefs = await links.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      if (response.status() >= 400) failures.push(`${href} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });
}
