// /profile/index: the profile area of the layout shell (spec 2) — the account in a compact card
// and the account actions of the user dropdown below it.
import { Card } from '@mantine-part/card';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AccountActionLinks, AccountFacts, accountView } from '#app/features/account/account-info';
import { USER_DETAILS_PATH } from '#app/features/account/account-actions';
import { requireUser } from '#app/utils/auth.server';
import { MantineScope } from '#app/ui/mantine-scope';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  return { user: accountView(user) };
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page-title">
        个人资料
      </h1>
      <MantineScope>
        <Card withBorder padding="md" className="profile-card">
          <AccountFacts user={user} compact />
          <p className="account-links">
            <Link to={USER_DETAILS_PATH}>查看账户信息</Link>
          </p>
        </Card>
      </MantineScope>
      <h2 className="account-subtitle">账户操作</h2>
      <AccountActionLinks user={user} />
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
