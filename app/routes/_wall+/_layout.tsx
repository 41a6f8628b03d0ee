// The wall screens (issue 48: /cockpit/dash01, /cockpit/dash02, /dash02, /online, /control,
// /bigScreen): full screen at 1920×1080 in a dark theme, without the workspace's menu and tabs. The
// same guard as the workspace: sign-in (the shell call also logs the route change), requiresPass,
// and the screen's roles; the platform decides whose figures.
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, Outlet, data } from '@remix-run/react';
import { loadWorkspace } from '#app/features/workspace/workspace.server';
import { pagesSheet } from '#app/styles/sheets';
import { screenRefusal } from '#app/utils/auth.server';
import { guardScreen } from '#app/utils/guard.server';
import { WORKBENCH_PATH } from '#app/site';

export const links: LinksFunction = () => [pagesSheet];

export async function loader(args: LoaderFunctionArgs) {
  const { user, cookies, menuRefusal } = await loadWorkspace(args);
  await guardScreen(args, user);
  const refusal = screenRefusal(user, new URL(args.request.url).pathname) ?? menuRefusal;
  if (refusal) throw new Response(refusal, { status: 403 });
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return data({ ok: true }, { headers });
}

export default function WallLayout() {
  return (
    <div className="wall">
      <p className="wall-back">
        <Link to={WORKBENCH_PATH}>返回工作台</Link>
      </p>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
