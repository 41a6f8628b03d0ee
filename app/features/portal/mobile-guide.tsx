// /mobile: how a driver uses the site from a phone's home screen (issue 43) — adding it on Android
// and iOS browsers, what works without JavaScript, what it costs in data — then the store links
// the deployment names (none by default) and the QR codes of the entry points.
import { SITE_NAME } from '#app/site';
import { QrEntries, type QrCard } from '#app/components/qr-entries';
import type { StoreLink } from './mobile.server';

export function MobileGuide({ codes, stores }: { codes: QrCard[]; stores: StoreLink[] }) {
  return (
    <div className="panel">
      <h1 className="page-title">移动端</h1>
      <p>{SITE_NAME}的页面适配手机屏幕，不用安装应用：用手机浏览器打开即可使用，网络较差或浏览器不支持脚本时也能完整使用。</p>

      <section aria-labelledby="mobile-home-screen">
        <h2 id="mobile-home-screen">添加到主屏幕</h2>
        <ul>
          <li>
            <strong>安卓手机</strong>
            （Chrome、Edge、华为、小米等浏览器）：用浏览器打开本站，点浏览器菜单（右上角「⋮」或底部「≡」），选「添加到主屏幕」或「安装应用」，确认后桌面出现「运宝货运」图标。
          </li>
          <li>
            <strong>苹果手机</strong>（Safari）：用 Safari 打开本站，点底部的分享按钮，选「添加到主屏幕」，再点「添加」。
          </li>
          <li>从桌面图标打开时，网站全屏显示，和应用一样；登录一次后下次直接进入。</li>
          <li>网络断开时会显示「网络连接已断开」的提示页，恢复网络后点「重新加载」即可继续。</li>
        </ul>
      </section>

      <section aria-labelledby="mobile-no-script">
        <h2 id="mobile-no-script">不开脚本也能用</h2>
        <p>
          浏览器关闭了脚本（JavaScript）或版本较旧时，登录、查看派车单与运输进度、筛选列表、提交各类表单都照常可用，它们都是普通网页表单。开启脚本后，切换页面不再整页刷新，填写有误时在提交前就会提示。
        </p>
      </section>

      <section aria-labelledby="mobile-data">
        <h2 id="mobile-data">流量</h2>
        <p>
          页面不含广告和视频，列表分页显示；手机上筛选条件收起在「筛选」里，打开页面先看到列表。上传磅单等照片时，所用流量约等于照片大小，网络较差时可在相机设置中调低照片分辨率。
        </p>
      </section>

      {stores.length ? (
        <section aria-labelledby="mobile-stores">
          <h2 id="mobile-stores">下载应用</h2>
          <ul>
            {stores.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="mobile-codes">
        <h2 id="mobile-codes">扫码打开</h2>
        <p>用手机扫描下方二维码即可打开对应页面。</p>
        <QrEntries codes={codes} />
      </section>
    </div>
  );
}
