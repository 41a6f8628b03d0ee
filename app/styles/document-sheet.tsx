// The base stylesheet (the document, the public layout, the headers, the login form), rendered by
// root.tsx. Usually a <link>; a screen whose handle says `inlineStyles: true` (/login) gets it as an
// inline <style> on its first load instead, so the page paints from the one HTML response: on a slow
// link (400 kbps, 400 ms) a stylesheet request costs a round trip before the first paint (issue 15:
// first contentful paint ≤ 1.0 s). The CSS text comes from the server only (entry.server.tsx provides
// it); the browser keeps the inline sheet for the rest of the visit, so client-side navigations do
// not load the base sheet again, and screens first loaded with the <link> keep the <link>.
import { useMatches } from '@remix-run/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useNonce } from '#app/utils/nonce';
import { baseHref } from './sheets';

/** On the server: the text of a built stylesheet by its URL (entry.server.tsx). */
const InlineSheetContext = createContext<((href: string) => string) | null>(null);

export function InlineSheetProvider({ read, children }: { read: (href: string) => string; children: ReactNode }) {
  return <InlineSheetContext.Provider value={read}>{children}</InlineSheetContext.Provider>;
}

// In the browser: whether the server inlined the sheet into this document (read once, before hydration).
let inlinedInDocument: boolean | undefined;
function inlinedOnClient(): boolean {
  inlinedInDocument ??= document.querySelector('style[data-sheet="base"]') !== null;
  return inlinedInDocument;
}

export function DocumentSheet() {
  const read = useContext(InlineSheetContext);
  const nonce = useNonce();
  const matches = useMatches();
  const wantsInline = matches.some((m) => (m.handle as { inlineStyles?: boolean } | undefined)?.inlineStyles === true);
  const inline = typeof document === 'undefined' ? wantsInline && read !== null : inlinedOnClient();
  if (!inline) return <link rel="stylesheet" href={baseHref} />;
  // The browser keeps the text the server sent; React does not compare or patch inline HTML when it
  // hydrates, and the empty string stays the same on every render after.
  return <style data-sheet="base" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: read ? read(baseHref) : '' }} />;
}
