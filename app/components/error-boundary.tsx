import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';

const TITLES: Record<number, string> = {
  400: '请求有误',
  403: '没有权限',
  404: '页面不存在',
  503: '平台服务暂时无法访问',
};

/**
 * The error screen of a route: a known status shows its Chinese explanation, anything else a
 * generic message. Stacks stay in the server log, never on the page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data && status !== 404 ? error.data : null;
  const title = TITLES[status] ?? '页面出错了';
  return (
    <main id="main" tabIndex={-1} className="error-page" data-status={status}>
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      <p>{detail ?? (status === 404 ? '您访问的页面不存在或已被移除。' : '请稍后刷新重试；如果问题持续出现，请联系客服。')}</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </main>
  );
}
