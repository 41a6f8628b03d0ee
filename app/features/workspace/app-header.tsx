// The header of the authenticated workspace (spec 1): workbench button (not for agents), role
// badge, shipper identity labels, the agent's member name, messages with an unread dot, the
// user dropdown and log out. The drawer and collapse toggles are plain label/form controls.
// Below 600 px (workspace.css) the header keeps one line at 360 px: 工作台, 账号安全 and 退出登录
// move into the user menu's <details> — rendered in both places and shown by CSS, so no JS is needed.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { UserInfo } from '#contract/auth/user';
import { UserMenu } from '#app/features/account/user-menu';
import { SITE_NAME } from '#app/site';
import { FullscreenToggle } from './fullscreen-toggle';

type HeaderUser = Pick<UserInfo, 'role' | 'roles' | 'realName' | 'mobile' | 'existPwd' | 'memberName'>;

const BADGES: Partial<Record<UserInfo['role'], string>> = {
  agent: '经纪人',
  individual_agent: '车队长',
  carrier: '承运商',
  enterprise_shipper: '企业',
};

export function AppHeader({
  user,
  identities,
  unread,
  collapsed,
  current,
}: {
  user: HeaderUser;
  identities: string[];
  unread: number;
  collapsed: boolean;
  current: string;
}) {
  const agent = user.role === 'agent' || user.role === 'individual_agent';
  const badge = BADGES[user.role];
  return (
    <header className="app-header ws-header">
      <a href="#ws-sidebar" className="ws-drawer-button">
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">打开菜单</span>
      </a>
      <Form method="post" action="/resources/sidebar" className="inline-form ws-collapse-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="current" value={current} />
        <input type="hidden" name="collapsed" value={collapsed ? '0' : '1'} />
        <button type="submit" className="ws-icon-button" aria-label={collapsed ? '展开菜单' : '收起菜单'} title={collapsed ? '展开菜单' : '收起菜单'}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="visually-hidden">{collapsed ? '展开菜单' : '收起菜单'}</span>
        </button>
      </Form>
      <Link className="site-logo" to="/">
        {SITE_NAME}
      </Link>
      <nav className="app-nav ws-wide-only" aria-label="账户">
        {agent ? null : (
          <Link to="/workbenck/workbenck" className="ws-workbench-button">
            工作台
          </Link>
        )}{' '}
        <Link to="/user/safeset">账号安全</Link>
      </nav>{' '}
      {/* a <div>: the user menu's <details> is flow content, not allowed inside a <span> */}
      <div className="app-user">
        {badge ? (
          <span className="role-badge" title="身份">
            {badge}
          </span>
        ) : null}{' '}
        {identities.length > 0 ? (
          <span className="ws-identities" role="group" aria-label="货主身份">
            {identities.map((label) => (
              <span key={label} className="ws-identity">
                {label}
              </span>
            ))}
          </span>
        ) : null}
        {agent && user.memberName ? <span className="ws-member-name">{user.memberName}</span> : null}{' '}
        <Link to="/user/messages" className="ws-messages" aria-label={unread > 0 ? `消息（${unread} 条未读）` : '消息'} title="我的消息">
          <span aria-hidden="true">✉</span>
          <span className="visually-hidden">{unread > 0 ? `消息（${unread} 条未读）` : '消息'}</span>
          {unread > 0 ? <span className="ws-dot" data-testid="unread-dot" /> : null}
        </Link>{' '}
        <FullscreenToggle />
        <UserMenu
          user={user}
          narrowItems={
            <>
              {agent ? null : (
                <li className="ws-narrow-only">
                  <Link to="/workbenck/workbenck">工作台</Link>
                </li>
              )}
              <li className="ws-narrow-only">
                <Link to="/user/safeset">账号安全</Link>
              </li>
            </>
          }
          endItems={
            <li className="ws-narrow-only">
              <LogoutForm />
            </li>
          }
        />
      </div>{' '}
      <LogoutForm className="ws-wide-only" />
    </header>
  );
}

/** 退出登录: beside the user menu on a wide screen, its last item on a phone. */
function LogoutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/resources/logout" className={className ? `inline-form ${className}` : 'inline-form'}>
      <AuthenticityTokenInput />
      <button type="submit" className="link-button">
        退出登录
      </button>
    </Form>
  );
}
