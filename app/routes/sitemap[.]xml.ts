// /sitemap.xml — the sitemap index (app/features/portal/search-engines.server.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapIndexXml } from '#app/features/portal/search-engines.server';

export async function loader(args: LoaderFunctionArgs) {
  return new Response(await sitemapIndexXml(args), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
