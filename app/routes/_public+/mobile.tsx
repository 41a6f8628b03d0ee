// /mobile: the site on a phone. The pages are responsive and work without JS, so a phone needs no
// app: scan a code (SVG drawn on the server with `qrcode`) to open the entry points.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SITE_NAME } from '~/site';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { qrSvg } from '~/utils/qr.server';

const ENTRIES = [
  { path: '/', title: '手机访问平台', text: '首页、货源、运力与资讯，手机浏览器直接打开，无需安装。' },
  { path: '/list-goods', title: '找货：货源大厅', text: '司机与承运商随时查看最新货源，登录后抢单或报价。' },
  { path: '/viewOrderSimple', title: '查运单', text: '收货人凭运单号与手机号后四位查看运输进度。' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const codes = await Promise.all(
    ENTRIES.map(async (e) => {
      const url = `${origin}${e.path}`;
      const svg = await qrSvg(url);
      return { ...e, url, svg };
    }),
  );
  return { codes };
}

export default function Mobile() {
  const { codes } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">移动端</h1>
      <p>{SITE_NAME}的页面适配手机屏幕，弱网与不支持脚本的浏览器也能完整使用。用手机扫描下方二维码即可打开。</p>
      <div className="offer">
        {codes.map((c) => (
          <section key={c.path} aria-label={c.title}>
            <h2>{c.title}</h2>
            <div className="qr" role="img" aria-label={`${c.title}二维码：${c.url}`} dangerouslySetInnerHTML={{ __html: c.svg }} />
            <p>{c.text}</p>
            <p>
              <a href={c.path}>{c.url}</a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
