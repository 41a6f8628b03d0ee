import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NewsList } from '#app/features/portal/news-list';
import { loadNewsPage } from '#app/features/portal/news.server';
export { pagesLinks as links } from '#app/styles/sheets';

export const loader = (args: LoaderFunctionArgs) => loadNewsPage(args, null);

export default function News() {
  const { page, type } = useLoaderData<typeof loader>();
  return <NewsList page={page} type={type} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
