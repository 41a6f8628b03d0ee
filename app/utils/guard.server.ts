// The route guard of spec 2 and 6, run by the authenticated layout's loader: requiresPass (sign-in
// and the route-change log come with the workspace shell, workspace.server.ts; role access is
// screenRefusal). The platform's own checks remain the wall.
import { redirect } from '@remix-run/node';
import { passDenialMessage } from '#contract/auth/access';
import type { UserInfo } from '#contract/auth/user';
import { findScreen } from '#app/screens.server';
import { WORKBENCH_PATH } from '#app/site';
import type { Caller } from './platform.server';
import { safeRedirectTarget } from './redirect';
import { commitSession, getSession } from './session.server';

/**
 * The signed-in `user` (the workspace shell's, which also wrote the route-change log of this page
 * view) may open this screen, or goes back with the pass notice.
 */
export async function guardScreen(caller: Caller, user: UserInfo): Promise<UserInfo> {
  const url = new URL(caller.request.url);
  const screen = findScreen(url.pathname);
  if (screen && (screen.access === 'pass' || screen.passKind)) {
    const message = passDenialMessage(user, screen.passKind);
    if (message) {
      const session = await getSession(caller.request);
      session.flash('toast', { type: 'error', message });
      // Back where the user came from (same site, another page), else the workbench.
      const referer = caller.request.headers.get('referer');
      const back = referer ? new URL(referer, url).pathname : '';
      const target = back && back !== url.pathname && new URL(referer!, url).origin === url.origin ? safeRedirectTarget(back, WORKBENCH_PATH) : WORKBENCH_PATH;
      throw redirect(target === url.pathname ? '/' : target, { headers: { 'Set-Cookie': await commitSession(session) } });
    }
  }
  return user;
}
