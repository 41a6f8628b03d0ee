// /nameAuthe (资质认证, spec 2): where certification starts. The user's latest submission and
// its state (none / 审核中 / 已通过 / 已驳回 with the reason), and the way to the screen of the
// user's role.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert } from '#app/components/alert';
import { Badge } from '#app/components/badge';
import { USER_ROLE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { requireUser } from '#app/utils/auth.server';
import {
  CERT_STATUS,
  KIND_PATHS,
  KIND_TITLES,
  PENDING_MESSAGE,
  STATUS_LABELS,
  isCertificationKind,
  kindForUser,
} from '#app/features/certification/certification-kinds';
import { currentCertification } from '#app/features/certification/certification.server';
import { formatDateTime } from '#app/utils/format';

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const current = await currentCertification(args);
  const kind = kindForUser(user);
  return {
    role: user.role,
    verified: user.authStatus === '2',
    kind,
    current: current
      ? {
          kind: isCertificationKind(current.kind) ? current.kind : null,
          status: current.status,
          reviewRemark: current.reviewRemark,
          createdAt: current.createdAt,
        }
      : null,
  };
}

const STATUS_COLORS: Record<string, string> = { '0': 'orange', '1': 'green', '2': 'red' };

export default function NameAuthe() {
  const { role, verified, kind, current } = useLoaderData<typeof loader>();
  // The state shown: the latest submission's, else the account's own flag (seeded accounts).
  const status = current?.status ?? (verified ? CERT_STATUS.approved : null);
  const statusLabel = status ? STATUS_LABELS[status] : '未认证';
  const target = current?.kind ?? kind;
  return (
    <section className="panel cert-page" aria-labelledby="name-authe-title">
      <h1 id="name-authe-title" className="page-title">
        资质认证
      </h1>
      <dl className="facts">
        <dt>账号身份</dt>
        <dd>{labelIn(USER_ROLE, role) || role}</dd>
        <dt>认证状态</dt>
        <dd>
          <Badge color={status ? STATUS_COLORS[status] : 'gray'} className="cert-status">
            {statusLabel}
          </Badge>
        </dd>
        {current?.kind ? (
          <>
            <dt>认证类型</dt>
            <dd>{KIND_TITLES[current.kind]}</dd>
          </>
        ) : null}
        {current ? (
          <>
            <dt>提交时间</dt>
            <dd>{formatDateTime(current.createdAt)}</dd>
          </>
        ) : null}
        {current?.status === CERT_STATUS.rejected ? (
          <>
            <dt>驳回原因</dt>
            <dd className="cert-reason">{current.reviewRemark || '未填写'}</dd>
          </>
        ) : null}
      </dl>

      {!kind ? (
        <Alert color="blue" role="status" mt="md">
          当前账号身份无需提交资质认证。
        </Alert>
      ) : status === CERT_STATUS.pending ? (
        <Alert color="orange" role="status" mt="md">
          {PENDING_MESSAGE}。<Link to={KIND_PATHS[target!]}>查看提交的资料</Link>
        </Alert>
      ) : status === CERT_STATUS.approved ? (
        <Alert color="green" role="status" mt="md">
          认证已通过，可以开展业务操作。<Link to={KIND_PATHS[target!]}>查看认证资料</Link>
        </Alert>
      ) : (
        <div className="cert-start">
          <p>
            {status === CERT_STATUS.rejected
              ? '您的认证资料未通过审核，请根据驳回原因修改后重新提交。'
              : '您还未实名认证，请先提交实名认证信息后进行业务操作。'}
          </p>
          <Link className="cert-start-link" to={KIND_PATHS[kind]}>
            {status === CERT_STATUS.rejected ? '重新提交' : '去认证'}：{KIND_TITLES[kind]}
          </Link>
        </div>
      )}
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
