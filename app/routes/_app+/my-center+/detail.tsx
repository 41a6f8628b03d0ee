// 个人中心 (/my-center/detail): where individual agents land after signing in, and the personal
// centre of shippers — the account and its certification, unread messages, and the way to work.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AccountOverview, accountView } from '#app/features/account/account-info';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { requireUser } from '#app/utils/auth.server';
import { canGrab } from '#app/features/market/market.server';
import { api } from '#app/utils/api.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const summary = await api.workspace.summary(args);
  const shipper = user.roles.includes('individual_shipper') || user.roles.includes('enterprise_shipper');
  return { user: accountView(user), unread: summary.unreadMessages, takesCargo: canGrab(user), shipper };
}

export default function PersonalCentre() {
  const { user, unread, takesCargo, shipper } = useLoaderData<typeof loader>();
  return (
    <section className="panel account-panel" aria-labelledby="my-center-title">
      <h1 id="my-center-title" className="page-title">
        个人中心
      </h1>
      <p className="account-links">
        <Link to="/my-center/messages">消息中心{unread > 0 ? `（${unread}条未读）` : ''}</Link>
        {takesCargo ? <Link to="/sourceManage/list-supply-the-hall">货源大厅</Link> : null}
        {shipper ? <Link to="/workbenck/workbenck">我的工作台</Link> : null}
      </p>
      <AccountOverview user={user} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
