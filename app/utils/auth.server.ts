// Who is asking. Remix runs parent and child loaders in parallel, so every loader and action
// asks here itself; one /users/info look-up per HTTP request is shared between the loaders.
// Remix hands each loader its own Request object, so the look-up is keyed by the load context
// (one per HTTP request). Actions are not shared: an action may change the user, and the loaders
// that run after it in the same request must see the change.
import { redirect } from '@remix-run/node';
import type { UserInfo } from '#contract/auth/user';
import { findScreen } from '#app/screens.server';
import { api } from './api.server';
import type { Caller } from './platform.server';
import { getSession } from './session.server';

const lookups = new WeakMap<object, Promise<UserInfo | null>>();

async function lookUpUser(caller: Caller): Promise<UserInfo | null> {
  const token = (await getSession(caller.request)).get('token');
  if (!token) return null;
  // A rejected token (403 / 500xx) ends the session inside platform().
  return api.auth.info(caller, {}, { token });
}

function sharesLookUp(caller: Caller): boolean {
  return (caller.request.method === 'GET' || caller.request.method === 'HEAD') && typeof caller.context === 'object' && caller.context !== null;
}

/** The signed-in user, or null for a visitor (no token in the session). */
export function optionalUser(caller: Caller): Promise<UserInfo | null> {
  if (!sharesLookUp(caller)) return lookUpUser(caller);
  let lookup = lookups.get(caller.context);
  if (!lookup) {
    lookup = lookUpUser(caller);
    lookups.set(caller.context, lookup);
  }
  return lookup;
}

/**
 * The user as another call of this request finds it (the workspace layout's one call answers the
 * user with the menus), given to this request's other loaders instead of a look-up of their own.
 * Call it before the first await of the loader, so that it comes before theirs.
 */
export function shareUserLookUp(caller: Caller, lookup: Promise<UserInfo | null>): void {
  if (sharesLookUp(caller) && !lookups.has(caller.context)) lookups.set(caller.context, lookup);
}

/** Where a visitor goes: the home page's login with this page as the target. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/?${new URLSearchParams({ redirect: url.pathname + url.search })}`);
}

/** The signed-in user; a visitor goes to the home page's login with this page as the target. */
export async function requireSignedIn(caller: Caller): Promise<UserInfo> {
  const user = await optionalUser(caller);
  if (user) return user;
  throw signInRedirect(caller.request);
}

/**
 * The signed-in user who may open this screen (its roles in the screen registry). A refusal is a
 * 403 thrown before the screen asks the platform anything; the workspace layout shows it inside
 * the shell. The platform's own checks remain the wall.
 */
export async function requireUser(caller: Caller): Promise<UserInfo> {
  const user = await requireSignedIn(caller);
  const refusal = screenRefusal(user, new URL(caller.request.url).pathname);
  if (refusal) throw new Response(refusal, { status: 403 });
  return user;
}

export const SCREEN_REFUSAL = '您的账号没有访问该页面的权限';

/** An operations screen the spec names no path for (so no registry roles): operators only, else 403. */
export async function requireOperator(caller: Caller): Promise<UserInfo> {
  const user = await requireUser(caller);
  if (!user.roles.includes('operator')) throw new Response(SCREEN_REFUSAL, { status: 403 });
  return user;
}

/** Why this user may not open the screen at `pathname` (its roles), or null. */
export function screenRefusal(user: UserInfo, pathname: string): string | null {
  const screen = findScreen(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return screen && screen.roles !== 'all' && !screen.roles.some((role) => user.roles.includes(role)) ? SCREEN_REFUSAL : null;
}
