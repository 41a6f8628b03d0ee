import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { AUTH_STATUS, COMPANY_SIZE, INDUSTRY } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { LineTable } from '#app/features/portal/line-table';
import { api } from '#app/utils/api.server';
import { ANONYMOUS, publicRead } from '#app/features/portal/portal.server';
import { formatDateTime } from '#app/utils/format';
export { pagesLinks as links } from '#app/styles/sheets';

const KIND_LABELS: Record<string, string> = { shipper: '货主企业', carrier: '承运企业', agent: '经纪企业' };

export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.company_id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new Response('企业不存在', { status: 404 });
  return { company: await publicRead(api.portal.companyProfile.envelope(args, { id: Number(id) }, ANONYMOUS)) };
}

export default function CompanyPage() {
  const { company } = useLoaderData<typeof loader>();
  return (
    <div className="panel">
      <p className="breadcrumb">
        <Link to="/companyInfo">企业信息</Link> › 企业详情
      </p>
      <h1 className="page-title">{company.name}</h1>
      <dl className="facts">
        <dt>企业类型</dt>
        <dd>{KIND_LABELS[company.kind] ?? company.kind}</dd>
        <dt>资质认证</dt>
        <dd data-testid="auth-status">{labelIn(AUTH_STATUS, company.authStatus)}</dd>
        <dt>统一社会信用代码</dt>
        <dd>{company.creditCode}</dd>
        <dt>所在地区</dt>
        <dd>{company.region}</dd>
        {company.industry ? (
          <>
            <dt>所属行业</dt>
            <dd>{labelIn(INDUSTRY, company.industry)}</dd>
          </>
        ) : null}
        {company.companySize ? (
          <>
            <dt>企业规模</dt>
            <dd>{labelIn(COMPANY_SIZE, company.companySize) || company.companySize}</dd>
          </>
        ) : null}
        <dt>入驻时间</dt>
        <dd>{formatDateTime(company.since, 'YYYY-MM-DD')}</dd>
      </dl>
      {company.intro ? <p>{company.intro}</p> : null}
      <ul className="stats" aria-label="企业运力">
        <li>
          <strong>{company.vehicleCount}</strong>车辆
        </li>
        <li>
          <strong>{company.driverCount}</strong>司机
        </li>
        <li>
          <strong>{company.lineCount}</strong>专线
        </li>
      </ul>
      <h2 className="section-title">专线</h2>
      <LineTable lines={company.lines} showCompany={false} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
