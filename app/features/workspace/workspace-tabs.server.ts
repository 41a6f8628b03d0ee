// The tags bar of visited views (spec 3 "Navigation tabs", spec 4 "Tabs"): add only when no
// view has the same path (else update it), close one, close others, close all; affixed views
// (the workbench) are never stored and never closed. Kept small: at most MAX_TABS views.
import type { UserInfo } from '#contract/auth/user';
import { SCREENS, findScreen, screenTitle } from '#app/screens.server';
import { safeRedirectTarget } from '#app/utils/redirect';

export const MAX_TABS = 10;
/** Longer URLs are not kept: ten of them must fit one cookie (< 4 KB signed). */
const MAX_FULL = 200;

/** A visited view: its path (the identity) and the last URL (path + query) it was seen at. */
export type Tab = { path: string; full: string };
export type TabView = Tab & { title: string; affix: boolean };

function pathOf(url: string): string {
  const p = url.split(/[?#]/)[0] || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function isAffixed(path: string): boolean {
  return Boolean(findScreen(path)?.affix);
}

/** Adds the view of `url`, or updates the view with the same path; unknown screens are skipped. */
export function visit(tabs: Tab[], url: string): Tab[] {
  const path = pathOf(url);
  const screen = findScreen(path);
  if (!screen || screen.access === 'public' || screen.affix || url.length > MAX_FULL) return tabs;
  const index = tabs.findIndex((t) => t.path === path);
  if (index >= 0) {
    if (tabs[index].full === url) return tabs;
    return tabs.map((t, i) => (i === index ? { path, full: url } : t));
  }
  const next = [...tabs, { path, full: url }];
  return next.length > MAX_TABS ? next.slice(next.length - MAX_TABS) : next;
}

export function closeTab(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((t) => t.path !== path);
}

export function closeOthers(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((t) => t.path === path);
}

export function closeAll(): Tab[] {
  return [];
}

/** The affixed views a user sees (screens marked affix that the role may open). */
export function affixedTabs(user: Pick<UserInfo, 'role'>): TabView[] {
  return SCREENS.filter((s) => s.affix && (s.roles === 'all' || s.roles.includes(user.role))).map((s) => ({
    path: s.path,
    full: s.path,
    title: s.title,
    affix: true,
  }));
}

/** The bar as shown: affixed views first, then visited views with their titles. */
export function tabViews(user: Pick<UserInfo, 'role'>, tabs: Tab[]): TabView[] {
  const visited = tabs.flatMap((t) => {
    const screen = findScreen(t.path);
    if (!screen || (screen.roles !== 'all' && !screen.roles.includes(user.role))) return [];
    const query = t.full.indexOf('?');
    return [{ ...t, title: screenTitle(screen, query < 0 ? '' : t.full.slice(query).split('#')[0]) || 'no-name', affix: false }];
  });
  return [...affixedTabs(user), ...visited];
}

/** The stored form: only the URLs (the path is derived), to keep the cookie small. */
export function serializeTabs(tabs: Tab[]): string[] {
  return tabs.map((t) => t.full);
}

/** Parses the stored list defensively (a cookie is user input). */
export function parseTabs(value: unknown): Tab[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((full): full is string => typeof full === 'string' && full.length <= MAX_FULL && safeRedirectTarget(full, '') === full)
    .map((full) => ({ path: pathOf(full), full }))
    .slice(-MAX_TABS);
}

/** Where to go after closing views: the current view if it is still open, else the last one. */
export function landingAfterClose(user: Pick<UserInfo, 'role'>, tabs: Tab[], current: string): string {
  const views = tabViews(user, tabs);
  const still = views.find((v) => v.path === pathOf(current));
  if (still) return current;
  const last = views[views.length - 1];
  return last?.full ?? (user.role === 'individual_agent' ? '/my-center/detail' : '/user/userdetails');
}
