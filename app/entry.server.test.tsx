// entry.server.tsx renders the document with renderToString after reading Remix's hydration data
// itself (issue 15). What would break if that went wrong: the data script missing (the page would not
// hydrate), the stream left open, the doctype missing (quirks mode), Chinese text mangled, or a
// loader's error not reaching the error boundary. Run through Remix's own request handler with a
// one-route build, as the server does.
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Outlet, Scripts, useLoaderData, useRouteError } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import * as entry from './entry.server';

const TEXT = Array.from({ length: 300 }, (_, i) => `${'a'.repeat(i % 7)}本周钢材线路运价整体平稳。`).join('');

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <title>运单</title>
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

const root = {
  loader: ({ request }: { request: Request }) => {
    if (new URL(request.url).searchParams.has('fail')) throw new Response('没有这个运单', { status: 404 });
    return { text: TEXT };
  },
  default: function Root() {
    const { text } = useLoaderData<{ text: string }>();
    return (
      <Document>
        <p id="text">{text}</p>
        <Outlet />
      </Document>
    );
  },
  ErrorBoundary: function RootError() {
    const error = useRouteError() as { status?: number; data?: string };
    return (
      <Document>
        <h1>
          出错了 {error.status} {error.data}
        </h1>
      </Document>
    );
  },
};

const build = {
  mode: 'production',
  entry: { module: entry },
  routes: { root: { id: 'root', path: '', module: root } },
  assets: {
    url: '/build/manifest-test.js',
    version: 'test',
    entry: { module: '/build/entry.client.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/build/root.js',
        imports: [],
        hasLoader: true,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: true,
      },
    },
  },
  future: { v3_singleFetch: true, v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  basename: undefined,
  isSpaMode: false,
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');

describe('the document entry', () => {
  it('sends the whole page with its doctype, text intact, and the hydration data closed', async () => {
    const response = await handle(new Request('http://localhost/'), { cspNonce: 'n0nce', requestId: 'test' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    expect(html).not.toContain('\u0000');
    expect(html.match(/本周钢材线路运价整体平稳。/g)).toHaveLength(600); // the page and its data
    const enqueue = html.match(/<script nonce="n0nce">window\.__remixContext\.streamController\.enqueue\((.*?)\);<\/script>/);
    expect(enqueue).not.toBeNull();
    expect(JSON.parse(JSON.parse(enqueue![1]))).toContain(TEXT);
    expect(html).toContain('<script nonce="n0nce">window.__remixContext.streamController.close();</script>');
  });

  it('renders the error boundary with the loader’s status', async () => {
    const response = await handle(new Request('http://localhost/?fail'), { cspNonce: 'n0nce', requestId: 'test' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('出错了 <!-- -->404<!-- --> <!-- -->没有这个运单');
    expect(html).toContain('streamController.close();');
  });
});
