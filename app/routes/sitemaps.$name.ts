// /sitemaps/pages.xml and /sitemaps/<section>-<page>.xml — the files /sitemap.xml lists.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapXml } from '#app/features/portal/search-engines.server';

export async function loader(args: LoaderFunctionArgs) {
  const xml = await sitemapXml(args, args.params.name ?? '');
  if (xml === null) throw new Response('页面不存在', { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } });
}
