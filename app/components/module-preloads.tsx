// The first load's module preloads in <head>, for a screen that paints from its one HTML response
// (handle `inlineStyles: true`, /login). Remix's <Scripts> puts them at the end of <body>: the
// browser asks for the modules only once the whole document has arrived, and on a slow link
// (400 kbps, 400 ms, issue 15) each request then waits a round trip with the link idle. First in
// <head>, before the inline stylesheet, the requests leave with the document's first bytes, and
// their answers start as it ends. A screen with a stylesheet <link> keeps them where they were:
// they would compete with it for the first paint. The links are the ones <Scripts> renders (same hrefs, so the browser fetches
// each once), for the document's first matches only: later navigations load their own modules.
import { UNSAFE_RemixContext, useMatches } from '@remix-run/react';
import { useContext, useState } from 'react';

function useFirstLoadModules(matches: ReturnType<typeof useMatches>): string[] {
  const remix = useContext(UNSAFE_RemixContext);
  if (!remix) return [];
  const { manifest } = remix;
  const routeModules = matches.flatMap((match) => {
    const route = manifest.routes[match.id];
    return route ? [...(route.imports ?? []), route.module] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
}

export function HeadModulePreloads() {
  const matches = useMatches();
  const wanted = matches.some((m) => (m.handle as { inlineStyles?: boolean } | undefined)?.inlineStyles === true);
  const modules = useFirstLoadModules(matches);
  // The document's first set: hydration renders the same links, navigations do not add any.
  const [hrefs] = useState(() => (wanted ? modules : []));
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
