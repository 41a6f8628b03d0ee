// The authenticated workspace (spec 1 header, spec 2 layout shell): header, sidebar menu per
// role, tags bar of visited views, breadcrumb, the ship-order notice, then the screen. Every
// piece is server markup with small forms, so it all works without JS.
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
// `data` from @remix-run/react, as in root.tsx: no empty @remix-run/node module to request.
import { Outlet, data, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { useEffect } from 'react';
import { isDoneResult } from '#app/components/done-notice';
import { isShapingResult } from '#app/components/shaping';
import { ErrorScreen, InsideMain } from '#app/components/error-boundary';
import { PageFlash } from '#app/components/flash-message';
import { AppHeader } from '#app/features/workspace/app-header';
import { Breadcrumb } from '#app/features/workspace/breadcrumb';
import { Sidebar } from '#app/features/workspace/sidebar';
import { TagsBar } from '#app/features/workspace/tags-bar';
import { WarnNotice } from '#app/features/workspace/warn-notice';
import { pagesSheet, workspaceSheet } from '#app/styles/sheets';
import { screenRefusal } from '#app/utils/auth.server';
import { guardScreen } from '#app/utils/guard.server';
import { loadWorkspace, shipperIdentityLabels } from '#app/features/workspace/workspace.server';
import { activeMenuOf, breadcrumbOf } from '#app/features/workspace/workspace-menu.server';
import { tabViews } from '#app/features/workspace/workspace-tabs.server';

// The workspace's own sheet after the pages sheet (lists, forms, badges, dialogs) its screens share.
export const links: LinksFunction = () => [pagesSheet, workspaceSheet];

function activePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export async function loader(args: LoaderFunctionArgs) {
  const { user, workspace, cookies, menuRefusal } = await loadWorkspace(args);
  await guardScreen(args, user);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  // Menu, breadcrumb and tabs come from the screen registry, which stays on the server; this
  // loader runs on every navigation (shouldRevalidate below), so they follow the URL.
  const url = new URL(args.request.url);
  const activePath = activePathOf(url.pathname);
  const nav = { active: activeMenuOf(activePath), crumbs: breadcrumbOf(activePath, url.search), views: tabViews(user, workspace.tabs) };
  // A screen this role may not open is refused inside the shell (menu and header stay), as a 403.
  const refusal = screenRefusal(user, activePath) ?? menuRefusal;
  // Only what the shell shows goes to the page (and its hydration data): the header's part of the
  // user, and the workspace without the tabs cookie's state, which `nav.views` already renders.
  const { role, roles, realName, mobile, existPwd, memberName } = user;
  const { sidebar, unread, collapsed, notice, banner } = workspace;
  return data(
    {
      user: { role, roles, realName, mobile, existPwd, memberName },
      identities: shipperIdentityLabels(user),
      workspace: { sidebar, unread, collapsed, notice, banner },
      nav,
      refusal,
    },
    { headers, status: refusal ? 403 : 200 },
  );
}

// The guard (sign-in, route log, requiresPass) must run on every navigation, not only when
// this layout's own params change. Only a form that answered `{ done }` (its message shows
// before the app moves on, e.g. after the account was cancelled and the session ended) skips it,
// and a shaping post (its action checked the session; nothing stored changed).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) => !isDoneResult(actionResult) && !isShapingResult(actionResult);

export default function AppLayout() {
  const { user, identities, workspace, nav, refusal } = useLoaderData<typeof loader>();
  const location = useLocation();
  const current = location.pathname + location.search;
  // The mobile drawer (the sidebar as the URL's :target) closes after a navigation to another
  // page: history pushes do not update :target, a fragment navigation does. Opening the drawer is
  // itself a (fragment) location change, so only a change of path or query closes it.
  useEffect(() => {
    if (!document.querySelector('#ws-sidebar:target')) return;
    window.location.replace('#main');
    // the fragment was only there to close the drawer: keep the address bookmarkable as it was
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [current]);
  const activePath = activePathOf(location.pathname);
  return (
    <div className={workspace.collapsed ? 'ws ws-collapsed' : 'ws'}>
      <AppHeader user={user} identities={identities} unread={workspace.unread} collapsed={workspace.collapsed} current={current} />
      <Sidebar groups={workspace.sidebar} active={nav.active} />
      {/* Small screens: the header's ☰ link opens the sidebar (#ws-sidebar:target), this closes it. */}
      <a href="#main" className="ws-backdrop" aria-hidden="true" tabIndex={-1} />
      <div className="ws-body">
        <TagsBar views={nav.views} activePath={activePath} current={current} />
        <Breadcrumb crumbs={nav.crumbs} />
        {workspace.banner ? (
          <div className="ws-marquee" role="marquee" aria-label="提醒">
            <span style={{ animationDuration: `${workspace.banner.seconds}s` }}>{workspace.banner.message}</span>
          </div>
        ) : null}
        {workspace.notice ? <WarnNotice notice={workspace.notice} current={current} /> : null}
        <main id="main" tabIndex={-1} className="app-main">
          <PageFlash />
          <InsideMain.Provider value={true}>{refusal ? <ErrorScreen status={403} detail={refusal} /> : <Outlet />}</InsideMain.Provider>
        </main>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
