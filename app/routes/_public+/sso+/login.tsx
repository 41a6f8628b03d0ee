import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { CODES } from '#contract/codes';
import { startSession } from '#app/features/account/account.server';
import { WORKBENCH_PATH } from '#app/site';
import { appEnv } from '#app/utils/env.server';
import { api } from '#app/utils/api.server';
import { safeRedirectTarget } from '#app/utils/redirect';

/**
 * The unified portal's way in: it signs an employee in and sends the browser here with a
 * one-time `ticket`. Without one (someone opened the address directly), the page says where to
 * sign in instead.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const ticket = url.searchParams.get('ticket');
  const portalUrl = appEnv().SSO_PORTAL_URL;
  // Without a portal of its own configured, the portal link would only lead back here.
  const portal = portalUrl === url.pathname ? null : portalUrl;
  if (!ticket) return { error: null, portal };

  const result = await api.auth.ssoLogin.envelope(args, { ticket }, { token: null });
  if (result.code !== CODES.SUCCESS) return { error: result.message || '统一登录失败', portal };
  // Employees keep their password in the portal, so none of the password-age screens apply.
  const to = safeRedirectTarget(url.searchParams.get('redirect'), WORKBENCH_PATH);
  throw await startSession(args, result.data.token, result.data.user, to, { type: 'success', message: '登录成功' });
}

export default function SsoLogin() {
  const { error, portal } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>统一登录</h1>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : (
        <p>冀东内部员工请从集团统一登录门户进入本平台，登录后将自动跳转到工作台。</p>
      )}
      {portal ? (
        <Button component="a" href={portal} rel="noopener noreferrer">
          前往统一登录门户
        </Button>
      ) : (
        <p className="muted">统一登录门户地址未配置，请联系平台管理员。</p>
      )}
    </main>
  );
}
