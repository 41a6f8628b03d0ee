// /mobile: the site on a phone (app/features/portal/mobile-guide.tsx). The pages are responsive and
// work without JS, so a phone needs no app: add the site to the home screen, or scan a code (SVG
// drawn on the server with `qrcode`) to open the entry points.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MobileGuide } from '#app/features/portal/mobile-guide';
import { storeLinks } from '#app/features/portal/mobile.server';
import { qrEntries } from '#app/utils/qr.server';
export { pagesLinks as links } from '#app/styles/sheets';

const ENTRIES = [
  { path: '/', title: '手机访问平台', text: '首页、货源、运力与资讯，手机浏览器直接打开，无需安装。' },
  { path: '/list-goods', title: '找货：货源大厅', text: '司机与承运商随时查看最新货源，登录后抢单或报价。' },
  { path: '/viewOrderSimple', title: '查派车单', text: '收货人凭派车单号与手机号后四位查看运输进度。' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return { codes: await qrEntries(request, ENTRIES), stores: storeLinks() };
}

export default function Mobile() {
  const { codes, stores } = useLoaderData<typeof loader>();
  return <MobileGuide codes={codes} stores={stores} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
