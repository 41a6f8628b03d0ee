// The header's user dropdown (spec 2 "Layout shell"): a native <details> menu, so it opens
// and closes without JS. With JS it also closes after a navigation, on Escape and on a click
// outside it.
import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { UserInfo } from '#contract/auth/user';
import { AccountDialogLink } from './account-dialog';
import { passwordActionLabel } from './account-actions';
import { AccountEndLinks } from './account-end-links';

/** `narrowItems` and `endItems`: more <li> items, first and last, that the header folds into the menu on a phone (workspace.css shows them only there). */
export function UserMenu({
  user,
  narrowItems,
  endItems,
}: {
  user: Pick<UserInfo, 'realName' | 'mobile' | 'roles' | 'existPwd'>;
  narrowItems?: ReactNode;
  endItems?: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.removeAttribute('open');
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details className="user-menu" ref={ref}>
      <summary>{user.realName || user.mobile}</summary>
      <ul className="user-menu-list">
        {narrowItems}
        <li>
          <AccountDialogLink tab="password" title={passwordActionLabel(user)}>
            {passwordActionLabel(user)}
          </AccountDialogLink>
        </li>
        <li>
          <AccountDialogLink tab="phone" title="修改手机号">
            修改手机号
          </AccountDialogLink>
        </li>
        <AccountEndLinks user={user} />
        <li>
          <Link to="/user/userdetails">账户信息</Link>
        </li>
        {endItems}
      </ul>
    </details>
  );
}
