import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { InlineSheetProvider } from './styles/document-sheet';
import { readBuiltSheet } from './styles/inline-sheet.server';
import { NonceProvider } from './utils/nonce';

// The whole document is rendered as one string and sent in one write. No loader defers data, so
// streaming bought nothing: by the time Remix calls this, every loader has answered. React 18's
// streaming renderer cost the signed-in list page about a sixth of the request thread (issue 15):
// it encodes each of some thousand small strings into 2 KB byte buffers one by one, and each buffer
// then crossed a Node stream, a web stream and the socket separately. It also padded buffers with
// NUL bytes where a Chinese character did not fit (facebook/react#24985), which a filter removed.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? '';
  await settleHydrationData(remixContext);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <InlineSheetProvider read={readBuiltSheet}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </InlineSheetProvider>
    </NonceProvider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${tailInsideBody(html)}`, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Remix writes the loaders' data into the page through `StreamTransfer`, a component that suspends
 * on each chunk of the encoded data until it has been read; `renderToString` cannot wait for a
 * suspended component and would leave the data out. Read the whole (already complete) stream first
 * and hand it over as one settled chunk, the shape `StreamTransfer` keeps in its cache: it then
 * renders the data's script and the stream's close at once, without suspending.
 */
async function settleHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  text += decoder.decode();
  // RemixServer takes its own reader of this stream; it finds it closed and never reads it.
  reader.releaseLock();
  const settled = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  context.renderMeta = { ...context.renderMeta, streamCache: { 0: settled } };
}

/**
 * `RemixServer` renders the loaders' data scripts (`StreamTransfer`) as a sibling of the app, and
 * the app is the whole `<html>` element, so the scripts came after `</html>` — invalid HTML, which
 * browsers silently moved into the body. Put them where the browser would: at the end of the body.
 * React 18 leaves extra nodes at the end of `<body>` alone when it hydrates, and the scripts still
 * run after `<Scripts>` has set up `window.__remixContext`, so the data hydrates as before.
 */
export function tailInsideBody(html: string): string {
  const end = html.lastIndexOf('</body></html>');
  if (end < 0) return html;
  const tail = html.slice(end + '</body></html>'.length);
  if (!tail) return html;
  return `${html.slice(0, end)}${tail}</body></html>`;
}
