import { useLoaderData } from '@remix-run/react';
import { Button } from '#app/components/button';
import { MESSAGES_8 } from '#contract/codes';
import { appEnv } from '#app/utils/env.server';
export { pagesLinks as links } from '#app/styles/sheets';

/** Internal (employeeNo) users change passwords and sign in through the group's unified portal. */
export function loader() {
  return { portalUrl: appEnv().SSO_PORTAL_URL };
}

export default function SsoNotice() {
  const { portalUrl } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>请使用统一登录门户</h1>
      <p>冀东内部用户请使用统一登录门户登录</p>
      <p className="muted">{MESSAGES_8.ssoOnly}</p>
      <Button component="a" href={portalUrl} rel="noopener noreferrer">
        前往统一登录门户
      </Button>
    </main>
  );
}
