// /open/docs — 开放接口文档 (issue 51): the partner document as a page, readable without JavaScript.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DocsPage } from '#app/features/open/docs-page';
import { docsPageData } from '#app/features/open/docs.server';
export { pagesLinks as links } from '#app/styles/sheets';

export const loader = (args: LoaderFunctionArgs) => docsPageData(args);

export default function OpenDocs() {
  const { guide, siteOrigin } = useLoaderData<typeof loader>();
  return <DocsPage guide={guide} siteOrigin={siteOrigin} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
