import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { createContext, useContext, useEffect } from 'react';

const TITLES: Record<number, string> = {
  400: '请求有误',
  403: '没有权限',
  404: '页面不存在',
  503: '平台服务暂时无法访问',
};

/**
 * Set by a layout that already renders the page's `<main id="main">` (the workspace shell): an
 * error of a screen inside it is a section of that main, not a second main landmark with the same id.
 */
export const InsideMain = createContext(false);

/** A refusal or error explained in Chinese, as the page's main content or a section of it. */
export function ErrorScreen({ status, detail }: { status: number; detail: string | null }) {
  const inside = useContext(InsideMain);
  const title = TITLES[status] ?? '页面出错了';
  const body = (
    <>
      <p className="error-code">{status}</p>
      <h1>{title}</h1>
      <p>{detail ?? (status === 404 ? '您访问的页面不存在或已被移除。' : '请稍后刷新重试；如果问题持续出现，请联系客服。')}</p>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </>
  );
  return inside ? (
    <section className="error-page" data-status={status}>
      {body}
    </section>
  ) : (
    <main id="main" tabIndex={-1} className="error-page" data-status={status}>
      {body}
    </main>
  );
}

/**
 * The error screen of a route: a known status shows its Chinese explanation, anything else a
 * generic message. Stacks stay in the server log, never on the page.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const offline = isNetworkFailure(error);
  // A link followed with JS while offline fails in its data request, not as a page load, so the
  // service worker's offline page (public/sw.js) never answered it: load the page the user asked
  // for as a document, which the worker answers with that page (or the browser with its own).
  useEffect(() => {
    if (offline) window.location.reload();
  }, [offline]);
  if (offline) return <ErrorScreen status={503} detail="网络连接已断开，请检查网络后重新加载。" />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data && status !== 404 ? error.data : null;
  return <ErrorScreen status={status} detail={detail} />;
}

/** A request that never reached the server because the device has no network (a fetch TypeError while offline). */
function isNetworkFailure(error: unknown): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false && error instanceof TypeError;
}
