import { mantineHtmlProps } from '@mantine-part/html-props';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
// `data` from @remix-run/react (the same export as @remix-run/node's): the browser build would
// otherwise give every page one more request, an empty module standing in for @remix-run/node.
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { DevConsoleTrigger } from '#app/features/dev/dev-console-trigger';
import { devToolsEnabled } from '#app/features/dev/dev-tools.server';
import { HeadModulePreloads } from './components/module-preloads';
// Root's share of every page, in one browser chunk (see page-base.ts).
import { ClientNavigation, GeneralErrorBoundary, SITE_NAME, errorTitle, useFailedSubmit } from './components/page-base';
import { isShapingResult } from './components/shaping';
import { pageMeta } from './screens.server';
import { searchMeta } from './features/portal/search-engines.server';
import { DocumentSheet } from './styles/document-sheet';
import { devConsoleSheetHref } from './styles/sheets';
import { commitCsrfToken, honeypotInstance } from './utils/csrf.server';
import { useNonce } from './utils/nonce';
import { commitSession, getSession } from './utils/session.server';

// Every page (and the root error screen) gets the base sheet (<DocumentSheet /> below: a link, or inline
// on /login's first load); the layouts and routes link the rest (app/styles/sheets.json).
// The manifest and the home-screen icons make the site installable on a phone (issue 43).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

// The registry stays on the server: the loader looks the page up and meta only reads the result.
// The title is rendered by <DocumentTitle> below, which also knows whether a submit just failed.
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { keywords, description, robots, canonical } = data.meta;
  return [
    { name: 'keywords', content: keywords },
    { name: 'description', content: description },
    ...(robots ? [{ name: 'robots', content: robots }] : []),
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
  ];
};

/**
 * The page title: a route's `handle.title`, else the registry's; `错误：` first while the page
 * shows a failed submit (a text browser or screen reader hears it before anything else).
 */
function DocumentTitle() {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  const failed = useFailedSubmit();
  const own = [...matches].reverse().find((match) => typeof (match.handle as { title?: unknown } | undefined)?.title === 'string');
  const title = (own?.handle as { title?: string } | undefined)?.title ?? rootData?.meta.title ?? SITE_NAME;
  return <title>{errorTitle(title, failed)}</title>;
}

// Each new path needs its own page meta; the rest of the loader is cheap. A shaping post
// (components/shaping) has nothing new for it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, actionResult, defaultShouldRevalidate }) =>
  (currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate) && !isShapingResult(actionResult);

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const toast = session.get('toast') ?? null;
  const [csrfToken, csrfCookie] = await commitCsrfToken(request);
  const headers = new Headers();
  if (csrfCookie) headers.append('Set-Cookie', csrfCookie);
  // Reading a flash consumes it; the cookie must be rewritten for that to stick.
  if (toast) headers.append('Set-Cookie', await commitSession(session));
  const url = new URL(request.url);
  const meta = { ...pageMeta(url.pathname, url.search), ...searchMeta(url) };
  const devTools = devToolsEnabled(request);
  return data({ toast, csrfToken, honeypot: await honeypotInstance().getInputProps(), meta, devTools }, { headers });
}

/**
 * A route whose `handle.scripts` is false is a document without scripts (/offline: the service
 * worker shows it under another page's address, where the app's scripts must not start).
 */
function useScriptsWanted(): boolean {
  return !useMatches().some((match) => (match.handle as { scripts?: unknown } | undefined)?.scripts === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const scripts = useScriptsWanted();
  // The document's effects run after every child's, error pages included: a mark tests can wait for
  // instead of network silence, which also waits on prefetches that have nothing to do with the page.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang="zh-CN" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#CE141D" />
        <DocumentTitle />
        <Meta />
        {/* Before the inline stylesheet (/login's ~38 KB of CSS): the module requests leave with the
            document's first bytes, not after its style (issue 15: hydrated 0.4 s sooner at 400 kbps). */}
        {scripts ? <HeadModulePreloads /> : null}
        <DocumentSheet />
        <Links />
      </head>
      <body>
        {/* The first link of every page: past the header and the ~90 links of the menu. */}
        <a className="skip-link" href="#main">
          跳到主要内容
        </a>
        {/* No Mantine provider here: the theme's CSS variables and global classes are in the base
            stylesheet (scripts/build-css.mjs), the app is light only (mantineHtmlProps), and the few
            Mantine components carry their own (app/ui/mantine-scope.tsx). */}
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>('root');
  if (!rootData) return <Outlet />;
  return (
    <AuthenticityTokenProvider token={rootData.csrfToken}>
      <HoneypotProvider {...rootData.honeypot}>
        <Outlet />
        <ClientNavigation />
        {rootData.devTools ? (
          <>
            <link rel="stylesheet" href={devConsoleSheetHref} />
            <DevConsoleTrigger />
          </>
        ) : null}
      </HoneypotProvider>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
