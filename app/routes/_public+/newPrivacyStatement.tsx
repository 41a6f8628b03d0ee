import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PlatformPageArticle } from '#app/features/portal/platform-page';
import { loadPlatformPage } from '#app/features/portal/portal.server';
export { pagesLinks as links } from '#app/styles/sheets';

export async function loader(args: LoaderFunctionArgs) {
  return { page: await loadPlatformPage(args, 'newPrivacyStatement') };
}

export default function Page() {
  const { page } = useLoaderData<typeof loader>();
  return <PlatformPageArticle page={page} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
