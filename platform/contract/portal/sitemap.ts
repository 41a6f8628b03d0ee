// The sitemap the search engines read (issue 49, "Found by search engines"): the public pages that
// come from the database — published news, companies' public profiles, open public cargo — as
// paths with their last change, in pages of at most SITEMAP_PAGE_SIZE (the protocol allows 50 000
// per file; smaller pages keep each answer light and each query bounded).
import { z } from 'zod';

export const SITEMAP_SECTIONS = ['news', 'companies', 'cargo'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];
export const SITEMAP_PAGE_SIZE = 5_000;

export const sitemapIndex = z.object({
  sections: z.array(z.object({ section: z.enum(SITEMAP_SECTIONS), pages: z.number().int(), lastmod: z.string().nullable() })),
});
export type SitemapIndex = z.infer<typeof sitemapIndex>;

export const sitemapPageParams = z.object({
  section: z.enum(SITEMAP_SECTIONS),
  page: z.coerce.number().int().min(1).max(10_000),
});

export const sitemapPage = z.object({
  entries: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});
export type SitemapPage = z.infer<typeof sitemapPage>;
