// What search engines get (issue 49, "Found by search engines"): /robots.txt keeps crawlers out of
// the signed-in area and the site's machinery, /sitemap.xml lists the public pages — the fixed
// ones from the screen registry and those that come from the database (news, company profiles,
// open cargo) through the platform's paged sitemap — and every page says whether it may be indexed
// and, for public lists whose filters multiply URLs, which URL is the page itself.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { SITEMAP_SECTIONS, type SitemapSection } from '#contract/portal/sitemap';
import { SCREENS, findScreen } from '#app/screens.server';
import { api } from '#app/utils/api.server';
import { ANONYMOUS } from './portal.server';

/** Public screens that are steps of a flow, not pages anyone searches for. */
const NOT_FOR_SEARCH = new Set(['/loginPwd', '/findpwd', '/sso/login', '/sso/index', '/redirect/:path', '/viewOrderSimple', '/offline']);

/** The query parameters that name a different page rather than a view of the same one. */
const CANONICAL_PARAMS: Record<string, string[]> = { '/GPDetail': ['originCity', 'destCity', 'vehicleType'] };

/** Where the machinery lives: resource routes, the platform API, the file service. */
const MACHINERY = ['/resources/', '/actions/', '/api/', '/preview/'];

const searchable = (path: string) => {
  const screen = findScreen(path);
  return !!screen && screen.access === 'public' && !NOT_FOR_SEARCH.has(screen.path);
};

/** The robots meta and the canonical URL of a page (root meta). */
export function searchMeta(url: URL): { robots: string | null; canonical: string | null } {
  if (!searchable(url.pathname)) return { robots: 'noindex, nofollow', canonical: null };
  const screen = findScreen(url.pathname)!;
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS[screen.path] ?? []) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const page = Number(url.searchParams.get('pageNumber'));
  if (Number.isInteger(page) && page > 1) kept.set('pageNumber', String(page));
  const query = kept.toString();
  return { robots: null, canonical: `${url.origin}${url.pathname}${query ? `?${query}` : ''}` };
}

/**
 * The paths robots.txt disallows: each first segment that only signed-in screens use, and the
 * signed-in screens themselves where a segment is shared with public pages (/my-center).
 */
export function disallowedPaths(): string[] {
  const publicFirst = new Set(SCREENS.filter((s) => s.access === 'public').map((s) => firstSegment(s.path)));
  const paths = new Set<string>(MACHINERY);
  for (const screen of SCREENS) {
    if (screen.access === 'public' && !NOT_FOR_SEARCH.has(screen.path)) continue;
    const first = firstSegment(screen.path);
    const staticPart = screen.path.split('/:')[0]!;
    if (screen.access !== 'public' && !publicFirst.has(first) && staticPart !== first) paths.add(`${first}/`);
    else paths.add(staticPart);
  }
  return [...paths].filter((p) => p !== '' && p !== '/').sort();
}

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...disallowedPaths().map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The fixed public pages: every searchable screen without a parameter in its path. */
export function fixedPublicPaths(): string[] {
  return SCREENS.filter((s) => s.access === 'public' && !s.path.includes(':') && !NOT_FOR_SEARCH.has(s.path)).map((s) => s.path);
}

/** /sitemap.xml: a sitemap index over the fixed pages and each page of each database section. */
export async function sitemapIndexXml(args: LoaderFunctionArgs): Promise<string> {
  const origin = new URL(args.request.url).origin;
  const index = await api.portal.sitemapIndex(args, undefined, ANONYMOUS);
  const entries = [`<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`];
  for (const { section, pages, lastmod } of index.sections) {
    for (let page = 1; page <= pages; page++) {
      const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      entries.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${section}-${page}.xml`)}</loc>${mod}</sitemap>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** `pages.xml` or `<section>-<page>.xml`; null for any other name (a 404). */
export function parseSitemapName(name: string): 'pages' | { section: SitemapSection; page: number } | null {
  if (name === 'pages.xml') return 'pages';
  const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match || !(SITEMAP_SECTIONS as readonly string[]).includes(match[1]!)) return null;
  return { section: match[1] as SitemapSection, page: Number(match[2]) };
}

/** One sitemap file; null when the name is not one the index lists. */
export async function sitemapXml(args: LoaderFunctionArgs, name: string): Promise<string | null> {
  const origin = new URL(args.request.url).origin;
  const parsed = parseSitemapName(name);
  if (!parsed) return null;
  let urls: Array<{ path: string; lastmod: string | null }>;
  if (parsed === 'pages') urls = fixedPublicPaths().map((path) => ({ path, lastmod: null }));
  else {
    const page = await api.portal.sitemapPage(args, parsed, ANONYMOUS);
    if (page.entries.length === 0) return null;
    urls = page.entries;
  }
  const body = urls.map(({ path, lastmod }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}
