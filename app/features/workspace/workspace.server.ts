// Server side of the authenticated layout: the sidebar state and the tags bar live in small
// signed cookies (so both work without JS), the user, menus, unread count and notice come from
// the platform in one call.
import { createCookie } from '@remix-run/node';
import { SHIPPER_IDENTITY } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { LIMITS } from '#contract/limits';
import type { UserInfo } from '#contract/auth/user';
import { warnNotice, type WarnNotice } from '#contract/workspace/schemas';
import { findScreen } from '#app/screens.server';
import { appEnv } from '#app/utils/env.server';
import { api } from '#app/utils/api.server';
import { shareUserLookUp, signInRedirect } from '#app/utils/auth.server';
import { sessionToken, type Caller } from '#app/utils/platform.server';
import { safeRedirectTarget } from '#app/utils/redirect';
import { buildSidebar, menuRefusal, type SideGroup } from './workspace-menu.server';
import { parseTabs, serializeTabs, visit, type Tab } from './workspace-tabs.server';

// ---- Cookies ---------------------------------------------------------------------------------

let uiCookie: ReturnType<typeof createCookie> | undefined;
let viewsCookie: ReturnType<typeof createCookie> | undefined;

/** The sidebar's collapsed state: remembered for a year. */
function sidebarCookie() {
  const env = appEnv();
  uiCookie ??= createCookie('ws_ui', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    secrets: env.sessionSecrets,
    maxAge: 365 * 24 * 3600,
  });
  return uiCookie;
}

/** Visited views and the warn-prompt flag: a browser-session cookie, bound to the user. */
function sessionViewsCookie() {
  const env = appEnv();
  viewsCookie ??= createCookie('ws_views', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    secrets: env.sessionSecrets,
  });
  return viewsCookie;
}

export type ViewsState = { u: number; t: Tab[]; w: 0 | 1 };

export async function readViews(request: Request, userId: number): Promise<ViewsState> {
  const raw = (await sessionViewsCookie().parse(request.headers.get('Cookie'))) as Partial<ViewsState> | null;
  // Another account signed in on this browser starts afresh.
  if (!raw || raw.u !== userId) return { u: userId, t: [], w: 0 };
  return { u: userId, t: parseTabs(raw.t), w: raw.w === 1 ? 1 : 0 };
}

export function writeViews(state: ViewsState): Promise<string> {
  return sessionViewsCookie().serialize({ ...state, t: serializeTabs(state.t) });
}

export async function readCollapsed(request: Request): Promise<boolean> {
  const raw = (await sidebarCookie().parse(request.headers.get('Cookie'))) as { c?: number } | null;
  return raw?.c === 1;
}

export function writeCollapsed(collapsed: boolean): Promise<string> {
  return sidebarCookie().serialize({ c: collapsed ? 1 : 0 });
}

// ---- The layout's data -----------------------------------------------------------------------

const SHIPPERS = ['individual_shipper', 'enterprise_shipper'];

export type Workspace = {
  sidebar: SideGroup[];
  unread: number;
  collapsed: boolean;
  tabs: Tab[];
  notice: WarnNotice | null;
  banner: { message: string; seconds: number } | null;
};

/** Marquee duration: text width (≈14 px a character plus the banner's 800 px) at 80 px/s, at least 6 s (spec 9). */
export function marqueeSeconds(text: string): number {
  return Math.max(LIMITS.marqueeMinDurationS, Math.round((text.length * 14 + 800) / LIMITS.marqueeSpeed));
}

/**
 * The signed-in user and everything the layout shows around a screen, from one platform call (the
 * workspace shell, which also logs the route change). The user is shared with this request's other
 * loaders, which would otherwise look it up again. The visited view is recorded here, on the
 * server, so the tags bar is right on the first paint and without JS.
 */
export async function loadWorkspace(caller: Caller): Promise<{ user: UserInfo; workspace: Workspace; cookies: string[]; menuRefusal: string | null }> {
  const url = new URL(caller.request.url);
  const shell = shellOf(caller, url.pathname + url.search);
  shareUserLookUp(
    caller,
    shell.then((found) => found?.user ?? null),
  );
  const found = await shell;
  if (!found) throw signInRedirect(caller.request);
  const { user } = found;
  const shipper = SHIPPERS.includes(user.role);
  const [views, collapsed] = await Promise.all([readViews(caller.request, user.userId), readCollapsed(caller.request)]);
  const cookies: string[] = [];
  // The ship-order notice: the dialog once per session (spec 4, showWarnPrompt), the rolling
  // banner (spec 2 marquee, spec 3 rollingMsg) on every page while the condition lasts.
  const current = shipper ? warnNotice(found.warnPrompt) : null;
  const notice = views.w === 0 ? current : null;
  const banner = current ? { message: current.message, seconds: marqueeSeconds(current.message) } : null;
  const tabs = visit(views.t, url.pathname + url.search);
  const next: ViewsState = { u: user.userId, t: tabs, w: shipper ? 1 : views.w };
  if (tabs !== views.t || next.w !== views.w || views.u !== user.userId) cookies.push(await writeViews(next));
  const sidebar = buildSidebar(user, found.menuTree, caller.context.servedScreens, found.narrowed);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const menuRefused = menuRefusal(user, found.menuTree, found.narrowed, path);
  return { user, workspace: { sidebar, unread: found.unread, collapsed, tabs, notice, banner }, cookies, menuRefusal: menuRefused };
}

/** The workspace shell of the session's user, or null for a visitor (no token in the session). */
async function shellOf(caller: Caller, route: string) {
  const token = await sessionToken(caller);
  if (!token) return null;
  // A rejected token (403 / 500xx) ends the session inside the call.
  return api.workspace.shell(caller, { route }, { token });
}

/** The header's shipper identity labels, looked up here so the dictionaries stay on the server. */
export function shipperIdentityLabels(user: Pick<UserInfo, 'shipperIdentity'>): string[] {
  return user.shipperIdentity
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => labelIn(SHIPPER_IDENTITY, code) || code);
}

/** A same-site path to go back to after a layout form (tags, sidebar), from the form's field. */
export function backTarget(value: FormDataEntryValue | null): string {
  const target = safeRedirectTarget(typeof value === 'string' ? value : '', '/workbenck/workbenck');
  return findScreen(target.split('?')[0]) ? target : '/workbenck/workbenck';
}
