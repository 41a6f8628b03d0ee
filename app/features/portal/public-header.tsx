// The public site's header (spec 1): main links with the active one by route name, the
// customer-service phone, and either login/register or the signed-in user's workbench and name.
import { Form, Link, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SITE_NAME } from '#app/site';

export type HeaderUser = { name: string; role: string; roleLabel: string; showWorkbench: boolean };

/** The goods-source hall's pages: cargo, biddings, freight prices and a route's price trend. */
const HALL_PATHS = ['/list-goods', '/list-bid', '/list-feight', '/GPDetail'];

/** Header link route names (spec 2) and the paths that make each one active. */
const LINKS = [
  { name: 'home', to: '/', label: '首页', active: (p: string) => p === '/' },
  {
    name: 'listSupplyTheHall',
    to: '/list-goods',
    label: '货源大厅',
    active: (p: string) => HALL_PATHS.some((h) => p === h || p.startsWith(`${h}/`)),
  },
  {
    name: 'lineResource',
    to: '/lineResource',
    label: '运力资源',
    active: (p: string) => p === '/lineResource' || p === '/cityResource' || p === '/yunli',
  },
  { name: 'mobile', to: '/mobile', label: '移动端', active: (p: string) => p === '/mobile' },
  { name: 'news', to: '/news', label: '新闻资讯', active: (p: string) => p === '/news' || p.startsWith('/news/') },
  { name: 'about', to: '/about/platform', label: '关于平台', active: (p: string) => p.startsWith('/about/') },
] as const;

export function activeLinkName(pathname: string): string | null {
  return LINKS.find((l) => l.active(pathname))?.name ?? null;
}

export function PublicHeader({ phone, user }: { phone: string; user: HeaderUser | null }) {
  const { pathname, search } = useLocation();
  const active = activeLinkName(pathname);
  const here = pathname + search;
  const loginHref = pathname === '/login' || pathname === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: here })}`;
  return (
    <header className="site-header">
      <div className="inner">
        <Link className="site-logo" to="/">
          {SITE_NAME}
        </Link>{' '}
        <nav className="site-nav" aria-label="主导航">
          {/* A space after each link: without CSS the links read 首页 货源大厅 …, not 首页货源大厅. */}
          {LINKS.map((l) => (
            <Fragment key={l.name}>
              <Link to={l.to} data-route={l.name} aria-current={active === l.name ? 'page' : undefined}>
                {l.label}
              </Link>{' '}
            </Fragment>
          ))}
        </nav>
        {phone ? (
          <span className="site-phone">
            客服电话{' '}
            <a className="tel" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </span>
        ) : null}
        <div className="site-account">
          {user ? (
            <>
              {user.showWorkbench ? (
                <Link className="site-button" to="/workbenck/workbenck">
                  工作台
                </Link>
              ) : null}{' '}
              <span className="role-badge">{user.roleLabel}</span>{' '}
              <span className="site-user" data-testid="header-user">
                {user.name}
              </span>{' '}
              <Form method="post" action="/resources/logout" className="inline-form">
                <AuthenticityTokenInput />
                <button type="submit" className="link-button">
                  退出
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link className="site-button" to={loginHref}>
                登录
              </Link>{' '}
              <Link to="/register">注册</Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
