// 我的工作台 (fixed tab): the account at a glance, then what matters for the user's role from
// the platform — unread messages, orders and waybills of the user's side by status, the
// certification review — each linking to the screen that lists it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Fact } from '#app/components/fact';
import { AUTH_STATUS, USER_ROLE } from '#contract/company/dictionaries';
import { DISPATCH_STATUS, ORDER_STATUS } from '#contract/orders/dict';
import { labelIn, type Dictionary } from '#contract/dictionaries';
import { LIMITS } from '#contract/limits';
import { CapacityWorkbenchCard } from '#app/features/capacity/ui';
import { AttentionCard } from '#app/features/orders/attention-card';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';
import { maskMobile } from '#app/utils/masks';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const [summary, capacity, attention] = await Promise.all([
    api.workspace.summary(args),
    api.capacity.workbench(args),
    DISPATCHERS.includes(user.role) ? api.orders.waybillAttention(args) : null,
  ]);
  return { user, summary, capacity, attention };
}

const SHIPPERS = ['individual_shipper', 'enterprise_shipper'];
/** Who dispatches waybills and so gets the 需关注 card (issue 43). */
const DISPATCHERS = ['carrier', 'agent', 'individual_agent'];
const BUSINESS = [...SHIPPERS, 'individual_agent', 'agent', 'carrier'];
const CERT_STATUS: Record<string, string> = { '0': '审核中', '1': '已通过', '2': '未通过' };
const CERT_KIND: Record<string, string> = {
  individualShipper: '个人货主实名认证',
  companyShipper: '企业货主资质认证',
  individualDriver: '个人司机认证',
  companyDriver: '企业承运商资质认证',
};

function CountCard({ title, rows, dict, href }: { title: string; rows: { status: string; count: number }[]; dict: Dictionary; href: string | null }) {
  const total = rows.reduce((n, r) => n + r.count, 0);
  return (
    <section className="ws-card" aria-label={title}>
      <h2>
        {title}（{total}）
      </h2>
      {rows.length === 0 ? (
        <p className="muted">暂无数据</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <li key={r.status}>
              {href ? (
                <Link to={`${href}?status=${encodeURIComponent(r.status)}`}>{labelIn(dict, r.status) || r.status}</Link>
              ) : (
                <span>{labelIn(dict, r.status) || r.status}</span>
              )}
              <span className="ws-count">{r.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Workbench() {
  const { user, summary, capacity, attention } = useLoaderData<typeof loader>();
  const verified = user.authStatus === '2';
  const oldPassword = (user.pwdChangeDay ?? 0) >= LIMITS.passwordAgeWarnDays;
  const shipper = SHIPPERS.includes(user.role);
  const business = BUSINESS.includes(user.role);
  const orderHref = business ? (shipper ? '/shipper/orderList' : '/order-manage/logisticsOrderList') : null;
  const waybillHref = business ? '/order-manage/dispatchOrder' : null;
  const cert = summary.certification;
  return (
    <section className="panel" aria-labelledby="workbench-title">
      <h1 id="workbench-title" className="page-title">
        我的工作台
      </h1>
      <dl className="facts">
        <dt>用户</dt>
        <dd>
          {user.realName || '未填写姓名'}（{maskMobile(user.mobile)}）
        </dd>
        <dt>身份</dt>
        <dd>{user.roles.map((role) => labelIn(USER_ROLE, role)).join('、')}</dd>
        <Fact term="所属企业" value={user.companyName} />
        <dt>认证状态</dt>
        <dd>
          {labelIn(AUTH_STATUS, user.authStatus) || '未认证'}
          {!verified ? (
            <>
              {' '}
              <Link to="/nameAuthe">去认证</Link>
            </>
          ) : null}
        </dd>
        <dt>登录密码</dt>
        <dd>
          {user.existPwd === 'Y' ? `已设置，${user.pwdChangeDay ?? 0} 天前修改` : '未设置'}
          {oldPassword || user.existPwd !== 'Y' ? (
            <>
              {' '}
              <Link to="/user/safeset?tab=password">{user.existPwd === 'Y' ? '修改密码' : '设置密码'}</Link>
            </>
          ) : null}
        </dd>
      </dl>
      <div className="ws-cards">
        <section className="ws-card" aria-label="消息">
          <h2>消息</h2>
          <ul>
            <li>
              <Link to="/user/messages?status=0">未读消息</Link>
              <span className="ws-count" data-testid="workbench-unread">
                {summary.unreadMessages}
              </span>
            </li>
          </ul>
        </section>
        {user.role !== 'driver' && user.role !== 'operator' ? <CountCard title="订单" rows={summary.orders} dict={ORDER_STATUS} href={orderHref} /> : null}
        {user.role !== 'operator' ? <CountCard title="派车单" rows={summary.waybills} dict={DISPATCH_STATUS} href={waybillHref} /> : null}
        {attention ? <AttentionCard counts={attention} /> : null}
        <CapacityWorkbenchCard data={capacity} />
        <section className="ws-card" aria-label="认证审核">
          <h2>认证审核</h2>
          {cert ? (
            <ul>
              <li>
                <span>{CERT_KIND[cert.kind] ?? cert.kind}</span>
                <span className="ws-count">{CERT_STATUS[cert.status] ?? cert.status}</span>
              </li>
              {cert.status === '2' && cert.reviewRemark ? <li className="muted">原因：{cert.reviewRemark}</li> : null}
            </ul>
          ) : (
            <p className="muted">{verified ? '已完成认证' : '尚未提交认证申请'}</p>
          )}
        </section>
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
