// The registry's screens this build serves and the demo accounts that open them, shared by the
// crawls over every screen (accessibility.spec.ts, phone-screens.spec.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { SCREENS, type Role, type Screen } from '#app/screens.server';
import { servedScreensOf } from '#app/utils/served-screens.server';
import { DEMO_ACCOUNTS } from './fixtures';

export type ScreenAccount = { who: string; mobile: string; roles: Role[] };

/** One demo account of each role (the individual agent is a driver too). */
export const SCREEN_ACCOUNTS: ScreenAccount[] = [
  { who: 'individual shipper', mobile: DEMO_ACCOUNTS.individualShipper.mobile, roles: ['individual_shipper'] },
  { who: 'enterprise shipper', mobile: DEMO_ACCOUNTS.enterpriseShipper.mobile, roles: ['enterprise_shipper'] },
  { who: 'carrier', mobile: DEMO_ACCOUNTS.carrier.mobile, roles: ['carrier'] },
  { who: 'agent', mobile: DEMO_ACCOUNTS.agent.mobile, roles: ['agent'] },
  { who: 'individual agent and driver', mobile: DEMO_ACCOUNTS.individualAgent.mobile, roles: ['individual_agent', 'driver'] },
  { who: 'driver', mobile: DEMO_ACCOUNTS.driver.mobile, roles: ['driver'] },
  { who: 'operations', mobile: DEMO_ACCOUNTS.operator.mobile, roles: ['operator'] },
];

/** The registry's screens that the build in build/ serves. */
export async function servedScreens(): Promise<Screen[]> {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
  const served = servedScreensOf(build.routes);
  return SCREENS.filter((s) => served(s.path));
}

/**
 * The wall screens (issue 48): full-screen layouts for a 1920×1080 display on a wall, without the
 * app header by design; the phone-width checks leave them out.
 */
export const WALL_SCREENS = new Set(['/cockpit/dash01', '/cockpit/dash02', '/dash02', '/bigScreen', '/online', '/control']);

export const patternOf = (screenPath: string) => new RegExp(`^${screenPath.replace(/:[^/]+/g, '[^/]+')}$`);
export const pathOf = (href: string) => new URL(href, 'http://x').pathname;

export const mayOpen = (account: ScreenAccount, screen: Screen) =>
  screen.access !== 'public' && (screen.roles === 'all' || screen.roles.some((role) => account.roles.includes(role)));

/**
 * The account that checks each screen: of those that may open it, the one with the fewest screens
 * given so far (in the registry's order, so every test computes the same split), which spreads the
 * work evenly over the tests.
 */
export function checkers(screens: Screen[]): Map<string, ScreenAccount> {
  const load = new Map(SCREEN_ACCOUNTS.map((account) => [account, 0]));
  const checkerOf = new Map<string, ScreenAccount>();
  for (const screen of screens) {
    const candidates = SCREEN_ACCOUNTS.filter((account) => mayOpen(account, screen));
    if (!candidates.length) continue;
    const least = candidates.reduce((a, b) => (load.get(b)! < load.get(a)! ? b : a));
    load.set(least, load.get(least)! + 1);
    checkerOf.set(screen.path, least);
  }
  return checkerOf;
}
