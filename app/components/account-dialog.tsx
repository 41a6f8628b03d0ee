// Change password and change phone as 440 px dialogs (spec 2 "Dialogs"). A menu item is a link
// to the full page (/user/safeset?tab=…), which is what a browser without JS opens; with JS the
// same link opens a dialog over the current page that loads that page's data and posts its form
// through a fetcher, so the user stays where they were.
import { Alert, Button, Loader, Modal } from '@mantine/core';
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MESSAGES_8 } from '../../platform/contract/codes';
import type { action as safesetAction, loader as safesetLoader } from '~/routes/_app+/user+/safeset';
import { SAFESET_PASSWORD_PATH, SAFESET_PHONE_PATH, SSO_PATH } from '~/utils/account-actions';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';

export type AccountDialogTab = 'password' | 'phone';

const PATHS: Record<AccountDialogTab, string> = { password: SAFESET_PASSWORD_PATH, phone: SAFESET_PHONE_PATH };

/** Employees (employeeNo) change their password in the unified portal (spec 6, code 9988). */
export function SsoPasswordNotice() {
  return (
    <div className="account-sso">
      <Alert color="orange" role="alert" mb="md">
        {MESSAGES_8.ssoOnly}
      </Alert>
      <Button component={Link} to={SSO_PATH}>
        前往统一登录门户
      </Button>
    </div>
  );
}

function AccountDialogBody({ tab }: { tab: AccountDialogTab }) {
  const page = useFetcher<typeof safesetLoader>();
  const submit = useFetcher<typeof safesetAction>();
  const path = PATHS[tab];
  const { load } = page;
  useEffect(() => {
    load(path);
  }, [load, path]);

  if (!page.data) return <Loader size="sm" aria-label="加载中" />;
  const reply = submit.data && 'form' in submit.data ? submit.data : null;
  if (tab === 'password') {
    if (page.data.sso || reply?.sso) return <SsoPasswordNotice />;
    return (
      <PasswordForm hasPassword={page.data.hasPassword} action={path} lastResult={reply?.result} done={reply?.done} fetcher={submit} />
    );
  }
  return (
    <PhoneForm
      action={path}
      currentMobile={page.data.currentMobile}
      defaultMobile=""
      smsSecondsLeft={0}
      lastResult={reply?.result}
      smsSent={reply?.smsSent}
      fetcher={submit}
    />
  );
}

/**
 * A link to the account page's tab; once hydrated, a click opens it as a dialog instead (but not
 * on that page itself, where the form is already in front of the user).
 */
export function AccountDialogLink({ tab, title, children }: { tab: AccountDialogTab; title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation (a finished form moving on, a link in the dialog) closes it.
  useEffect(() => setOpen(false), [location.key]);
  const onAccountPage = location.pathname === '/user/safeset';
  return (
    <>
      <Link
        to={PATHS[tab]}
        onClick={(event) => {
          if (!hydrated || onAccountPage) return;
          event.preventDefault();
          event.currentTarget.closest('details')?.removeAttribute('open');
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open ? (
        <Modal opened onClose={() => setOpen(false)} title={title} size={440} centered>
          <AccountDialogBody tab={tab} />
        </Modal>
      ) : null}
    </>
  );
}
