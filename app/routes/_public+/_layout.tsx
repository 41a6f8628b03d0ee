import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { PageFlash } from '#app/components/flash-message';
import { PublicFooter } from '#app/features/portal/public-footer';
import { PublicHeader } from '#app/features/portal/public-header';
import { loadPublicLayout } from '#app/features/portal/public-layout.server';

export function loader(args: LoaderFunctionArgs) {
  return loadPublicLayout(args);
}

export default function PublicLayout() {
  const { site, user, policies } = useLoaderData<typeof loader>();
  return (
    <>
      <PublicHeader phone={site.customerPhone} user={user} />
      <main id="main" tabIndex={-1} className="site-main">
        <PageFlash />
        <Outlet />
      </main>
      <PublicFooter site={site} policies={policies} />
    </>
  );
}
