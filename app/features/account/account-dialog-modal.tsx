// The dialog itself (Mantine Modal and the two account forms), loaded only when a user opens it so
// that every workspace page does not download it (see AccountDialogLink).
import { Loader } from '@mantine-part/loader';
import { Modal } from '@mantine-part/modal';
import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { MantineScope } from '#app/ui/mantine-scope';
import type { safesetAction, safesetLoader } from './safeset.server';
import { ACCOUNT_DIALOG_PATHS, type AccountDialogTab } from './account-actions';
import { SsoPasswordNotice } from './sso-password-notice';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';

function AccountDialogBody({ tab }: { tab: AccountDialogTab }) {
  const page = useFetcher<typeof safesetLoader>();
  const submit = useFetcher<typeof safesetAction>();
  const path = ACCOUNT_DIALOG_PATHS[tab];
  const { load } = page;
  useEffect(() => {
    load(path);
  }, [load, path]);

  if (!page.data) return <Loader size="sm" aria-label="加载中" />;
  const reply = submit.data && 'form' in submit.data ? submit.data : null;
  if (tab === 'password') {
    if (page.data.sso || reply?.sso) return <SsoPasswordNotice />;
    return <PasswordForm hasPassword={page.data.hasPassword} action={path} lastResult={reply?.result} done={reply?.done} fetcher={submit} />;
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

export default function AccountDialogModal({ tab, title, onClose }: { tab: AccountDialogTab; title: string; onClose: () => void }) {
  return (
    <MantineScope>
      <Modal opened onClose={onClose} title={title} size={440} centered>
        <AccountDialogBody tab={tab} />
      </Modal>
    </MantineScope>
  );
}
