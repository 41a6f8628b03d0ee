// /my-center/driverDownLoad (司机端下载, no login): the driver side of the platform is its mobile
// web pages — nothing to install. Scan a code (SVG drawn on the server) to open each entry on the
// phone; the page says so plainly instead of offering a download that does not exist.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { SITE_NAME } from '#app/site';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { QrEntries } from '#app/components/qr-entries';
import { qrEntries } from '#app/utils/qr.server';
export { pagesLinks as links } from '#app/styles/sheets';

const ENTRIES = [
  {
    path: `/login?${new URLSearchParams({ redirect: '/workbenck/workbenck' })}`,
    title: '司机登录',
    text: '用注册手机号登录，进入工作台查看派车与消息。',
  },
  { path: '/user/individualDriver', title: '司机实名认证', text: '上传身份证、驾驶证与从业资格证，审核通过后即可接单。' },
  { path: '/list-goods', title: '找货', text: '查看货源大厅的最新整车货源，登录后抢单。' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  return { codes: await qrEntries(request, ENTRIES) };
}

export default function DriverDownload() {
  const { codes } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <h1 className="page-title">司机端</h1>
      <p>
        {SITE_NAME}司机端为手机网页版，无需下载安装包：用手机扫描下方二维码，在浏览器中打开后登录即可使用，
        可在浏览器菜单中选择“添加到主屏幕”以便下次打开。信号弱或浏览器不支持脚本时同样可以完整使用。
      </p>
      <QrEntries codes={codes} />
      <p className="muted">
        还没有账号？<Link to="/register">注册</Link>；收货人查询运输进度请用 <Link to="/viewOrderSimple">派车单查询</Link>。
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
