// The account actions that end something (cancel the platform account, release the broker role),
// as items of the user menu's and the account pages' lists; each opens its confirmation page.
import { Link } from '@remix-run/react';
import type { UserInfo } from '#contract/auth/user';
import { CONFIRM_CANCEL_PATH, CONFIRM_RELEASE_PATH, canCancelAccount, canReleaseAgent } from './account-actions';

export function AccountEndLinks({ user }: { user: Pick<UserInfo, 'roles'> }) {
  return (
    <>
      {canCancelAccount(user) ? (
        <li>
          <Link to={CONFIRM_CANCEL_PATH}>注销平台账户</Link>
        </li>
      ) : null}
      {canReleaseAgent(user) ? (
        <li>
          <Link to={CONFIRM_RELEASE_PATH}>解除经纪人身份</Link>
        </li>
      ) : null}
    </>
  );
}
