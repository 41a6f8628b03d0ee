import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { PublicFooter } from '#app/components/public-footer';
import { PublicHeader } from '#app/components/public-header';
import { publicSheet } from '#app/styles/sheets';
import { loadPublicLayout } from '#app/utils/public-layout.server';

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
      <main className="site-main">
        <Outlet />
      </main>
      <PublicFooter site={site} policies={policies} />
    </>
  );
}
