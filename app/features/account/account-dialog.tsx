// Change password and change phone as 440 px dialogs (spec 2 "Dialogs"). A menu item is a link
// to the full page (/user/safeset?tab=…), which is what a browser without JS opens; with JS the
// same link opens a dialog over the current page that loads that page's data and posts its form
// through a fetcher, so the user stays where they were.
import { Link, useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ACCOUNT_DIALOG_PATHS, type AccountDialogTab } from './account-actions';

const AccountDialogModal = lazy(() => import('./account-dialog-modal'));

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
        to={ACCOUNT_DIALOG_PATHS[tab]}
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
        <Suspense fallback={null}>
          <AccountDialogModal tab={tab} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
