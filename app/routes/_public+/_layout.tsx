import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { SITE_NAME } from '~/site';
import { platform } from '~/utils/platform.server';

type SiteInfo = {
  customerPhone: string;
  copyright: string;
  icpNo: string;
  policeNo: string;
  telecomLicence: string;
};

export async function loader(args: LoaderFunctionArgs) {
  const site = await platform<SiteInfo>(args, '/sysControlParamController/siteInfo', { token: null });
  return { site };
}

export default function PublicLayout() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="site-header">
        <div className="inner">
          <a className="site-logo" href="/">
            {SITE_NAME}
          </a>
          <nav className="site-nav" aria-label="主导航">
            <NavLink to="/" end>
              首页
            </NavLink>
          </nav>
          {site.customerPhone ? (
            <span className="site-phone">
              客服电话 <strong>{site.customerPhone}</strong>
            </span>
          ) : null}
        </div>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="inner">
          <span>{site.copyright}</span>
          <span>
            {[site.icpNo, site.policeNo, site.telecomLicence].filter(Boolean).join(' ｜ ')}
          </span>
        </div>
      </footer>
    </>
  );
}
