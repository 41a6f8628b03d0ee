import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { PublicFooter } from '#app/features/portal/public-footer';
import { PublicHeader } from '#app/features/portal/public-header';
import { loadPublicLayout } from '#app/features/portal/public-layout.server';
import { publicSheet } from '#app/styles/sheets';

// Header, footer and the login form; the screens that need more link the pages sheet themselves.
export const links: LinksFunction = () => [publicSheet];

export function loader(args: LoaderFunctionArgs) {
  return loadPublicLayout(args);
}

export default function PublicLayout() {
  const { site, user, policies } = useLoaderData<typeof loader>();
  return (
    <>
      <PublicHeader phone={site.customerPhone} user={user} />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <PublicFooter site={site} policies={policies} />
    </>
  );
}
