// The account's details from /users/info (spec 3 "User info") and the account actions of the
// user dropdown (spec 2, spec 6), shared by /user/userdetails and /profile/index.
import { Link } from '@remix-run/react';
import { Fact } from '#app/components/fact';
import { AUTH_STATUS, SHIPPER_IDENTITY, USER_ROLE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import type { UserInfo } from '#contract/auth/user';
import { maskMobile } from '#app/utils/masks';
import { CERTIFICATION_PATH, SAFESET_PASSWORD_PATH, SAFESET_PHONE_PATH, canCancelAccount, canReleaseAgent, passwordActionLabel } from './account-actions';
import { AccountEndLinks } from './account-end-links';

/** The fields of UserInfo the account screens show (the loaders send no more than this). */
export type AccountView = Pick<
  UserInfo,
  'realName' | 'mobile' | 'role' | 'roles' | 'companyName' | 'authStatus' | 'shipperIdentity' | 'memberName' | 'existPwd' | 'pwdChangeDay' | 'isDriver'
>;

export function accountView(user: UserInfo): AccountView {
  return {
    realName: user.realName,
    mobile: maskMobile(user.mobile),
    role: user.role,
    roles: user.roles,
    companyName: user.companyName,
    authStatus: user.authStatus,
    shipperIdentity: user.shipperIdentity,
    memberName: user.memberName,
    existPwd: user.existPwd,
    pwdChangeDay: user.pwdChangeDay,
    isDriver: user.isDriver,
  };
}

export function shipperIdentityLabels(codes: string | null | undefined): string[] {
  return (codes ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => labelIn(SHIPPER_IDENTITY, code) || code);
}

function passwordState(user: AccountView): string {
  if (user.existPwd !== 'Y') return '未设置';
  const days = user.pwdChangeDay ?? 0;
  return days === 0 ? '已设置，今天修改' : `已设置，${days} 天前修改`;
}

export function AccountFacts({ user, compact = false }: { user: AccountView; compact?: boolean }) {
  const identities = shipperIdentityLabels(user.shipperIdentity);
  const verified = user.authStatus === '2';
  return (
    <dl className={compact ? 'facts facts-compact' : 'facts'}>
      <dt>姓名</dt>
      <dd>{user.realName || '未填写'}</dd>
      <dt>手机号</dt>
      <dd>
        {user.mobile}
        {compact ? null : (
          <>
            {' '}
            <Link to={SAFESET_PHONE_PATH}>修改手机号</Link>
          </>
        )}
      </dd>
      <dt>身份</dt>
      <dd>
        {user.roles.map((role) => (
          <span key={role} className="role-badge account-role">
            {labelIn(USER_ROLE, role) || role}
          </span>
        ))}
      </dd>
      <Fact term="所属企业" value={user.companyName} />
      <dt>认证状态</dt>
      <dd>
        {labelIn(AUTH_STATUS, user.authStatus) || '未认证'}
        {!verified ? (
          <>
            {' '}
            <Link to={CERTIFICATION_PATH}>去认证</Link>
          </>
        ) : compact ? null : (
          <>
            {' '}
            <Link to={CERTIFICATION_PATH}>查看认证</Link>
          </>
        )}
      </dd>
      {identities.length ? (
        <>
          <dt>货主身份</dt>
          <dd>{identities.join('、')}</dd>
        </>
      ) : null}
      <Fact term="会员名称" value={user.memberName} />
      <dt>登录密码</dt>
      <dd>
        {passwordState(user)}
        {compact ? null : (
          <>
            {' '}
            <Link to={SAFESET_PASSWORD_PATH}>{passwordActionLabel(user)}</Link>
          </>
        )}
      </dd>
    </dl>
  );
}

/** The account actions of the user dropdown, as a list of links (each opens its own page). */
export function AccountActionLinks({ user, security = true }: { user: Pick<AccountView, 'roles' | 'existPwd'>; security?: boolean }) {
  return (
    <ul className="account-actions">
      {security ? (
        <>
          <li>
            <Link to={SAFESET_PASSWORD_PATH}>{passwordActionLabel(user)}</Link>
          </li>
          <li>
            <Link to={SAFESET_PHONE_PATH}>修改手机号</Link>
          </li>
        </>
      ) : null}
      <AccountEndLinks user={user} />
    </ul>
  );
}

/** The account at a glance: facts, security links, and the account actions the user is offered. */
export function AccountOverview({ user }: { user: AccountView }) {
  const hasActions = canCancelAccount(user) || canReleaseAgent(user);
  return (
    <>
      <AccountFacts user={user} />
      <h2 className="account-subtitle">账号安全</h2>
      <p className="account-links">
        <Link to={SAFESET_PASSWORD_PATH}>{passwordActionLabel(user)}</Link>
        <Link to={SAFESET_PHONE_PATH}>修改手机号</Link>
        <Link to="/nameAuthe">资质认证</Link>
      </p>
      {hasActions ? (
        <section aria-labelledby="account-actions-title">
          <h2 id="account-actions-title" className="account-subtitle">
            账户操作
          </h2>
          <AccountActionLinks user={user} security={false} />
        </section>
      ) : null}
    </>
  );
}
