import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { dictLabel } from '../../../platform/contract/dictionaries';
import { isDoneResult } from '~/components/done-notice';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { UserMenu } from '~/components/user-menu';
import { SITE_NAME } from '~/site';
import { guardScreen } from '~/utils/guard.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await guardScreen(args);
  return { user };
}

// The guard (sign-in, route log, requiresPass) must run on every navigation, not only when
// this layout's own params change. Only a form that answered `{ done }` (its message shows
// before the app moves on, e.g. after the account was cancelled and the session ended) skips it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) => !isDoneResult(actionResult);

export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="app-header">
        <Link className="site-logo" to="/">
          {SITE_NAME}
        </Link>
        <nav className="app-nav" aria-label="账户">
          {user.role !== 'agent' && user.role !== 'individual_agent' ? <Link to="/workbenck/workbenck">工作台</Link> : null}
          <Link to="/user/safeset">账号安全</Link>
        </nav>
        <span className="app-user">
          <span className="role-badge">{dictLabel('user_role', user.role)}</span>
          <UserMenu user={user} />
        </span>
        <Form method="post" action="/resources/logout" className="inline-form">
          <AuthenticityTokenInput />
          <button type="submit" className="link-button">
            退出登录
          </button>
        </Form>
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
