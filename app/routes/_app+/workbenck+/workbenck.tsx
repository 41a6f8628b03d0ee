import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { dictLabel } from '../../../../platform/contract/dictionaries';
import { LIMITS } from '../../../../platform/contract/limits';
import { requireUser } from '~/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  return { user };
}

function maskMobile(mobile: string) {
  return mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

export default function Workbench() {
  const { user } = useLoaderData<typeof loader>();
  const verified = user.authStatus === '2';
  const oldPassword = (user.pwdChangeDay ?? 0) >= LIMITS.passwordAgeWarnDays;
  return (
    <section className="panel" aria-labelledby="workbench-title">
      <h1 id="workbench-title" className="page-title">
        我的工作台
      </h1>
      <dl className="facts">
        <dt>用户</dt>
        <dd>{user.realName || '未填写姓名'}（{maskMobile(user.mobile)}）</dd>
        <dt>身份</dt>
        <dd>{user.roles.map((role) => dictLabel('user_role', role)).join('、')}</dd>
        {user.companyName ? (
          <>
            <dt>所属企业</dt>
            <dd>{user.companyName}</dd>
          </>
        ) : null}
        <dt>认证状态</dt>
        <dd>
          {dictLabel('auth_status', user.authStatus) || '未认证'}
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
    </section>
  );
}
