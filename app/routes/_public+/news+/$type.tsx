import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { NewsList } from '~/components/news-list';
import { loadNewsPage } from '~/utils/news.server';

export const loader = (args: LoaderFunctionArgs) => loadNewsPage(args, args.params.type ?? '');

export default function NewsOfType() {
  const { page, type } = useLoaderData<typeof loader>();
  return <NewsList page={page} type={type} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
