// /offline: what a phone shows when the network is gone (issue 43). The service worker
// (public/sw.js) keeps this page and answers a navigation it cannot reach with it, under the
// address asked for; so the page has no scripts (handle.scripts, root.tsx) — the app's scripts
// would start for that other address — and no layout, whose header would need the network.
// Its 重新加载 link is the address itself (href=""), which asks the network again.
import type { MetaFunction } from '@remix-run/node';
import { SITE_NAME } from '#app/site';

export const handle = { title: `网络已断开 - ${SITE_NAME}`, scripts: false };

export const meta: MetaFunction = () => [{ name: 'description', content: '网络连接已断开：恢复网络后重新加载页面即可继续使用。' }];

export default function Offline() {
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>网络连接已断开</h1>
      <p>手机现在连不上网络，这个页面暂时打不开。</p>
      <p>请检查移动数据或无线网络是否打开，或走到信号更好的地方，然后重新加载。已经提交成功的操作不会丢失；没有提交的表单需要重新填写。</p>
      <p>
        <a href="">重新加载</a>
        <span className="sep" aria-hidden="true">
          {' '}
          |{' '}
        </span>
        <a href="/">返回首页</a>
      </p>
    </main>
  );
}
