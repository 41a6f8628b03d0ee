import type { LoaderFunctionArgs } from '@remix-run/node';
import { NEWS_TYPES } from '#contract/portal/schemas';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicRead } from './portal.server';

const NEWS_PAGE_SIZE = 10;

/** A page of news of one type (or all); unknown types are a 404, a bad page number a 400. */
export async function loadNewsPage(args: LoaderFunctionArgs, type: string | null) {
  if (type !== null && !(NEWS_TYPES as readonly string[]).includes(type)) {
    throw new Response('资讯分类不存在', { status: 404 });
  }
  const url = new URL(args.request.url);
  const query = { ...(type ? { type } : {}), pageNumber: url.searchParams.get('pageNumber') || 1, pageSize: NEWS_PAGE_SIZE };
  const page = await publicRead(api.portal.newsPage.envelope(args, query, ANONYMOUS));
  return { page, type };
}
