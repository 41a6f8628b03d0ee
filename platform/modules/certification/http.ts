// Real-name and qualification certification, served from the route table
// platform/contract/certification/api.ts: submit, read the latest, operator review.
import { certificationApi as api, type Certification } from '../../contract/certification/api';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { currentCertification, pendingCertifications, requireOperator, reviewCertification, submitCertification, type CertificationRow } from './service';

/** A stored submission on the wire: its data as submitted, dates as ISO strings. */
function view(row: CertificationRow): Certification {
  return {
    id: row.id,
    kind: row.kind as Certification['kind'],
    status: row.status,
    data: row.data as Certification['data'],
    reviewRemark: row.reviewRemark,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const certificationArea: PlatformArea = ({ db }) =>
  areaRouter()
    .openapi(routeOf(api.submit), async (c) =>
      c.json(ok(view(await submitCertification(db, requireAuthOf(c), c.req.valid('json'))), '认证信息已提交，请等待审核'), 200),
    )
    .openapi(routeOf(api.current), async (c) => {
      const row = await currentCertification(db, requireAuthOf(c).user.id);
      return c.json(ok(row ? view(row) : null), 200);
    })
    .openapi(routeOf(api.pending), async (c) => {
      await requireOperator(db, requireAuthOf(c));
      const rows = await pendingCertifications(db);
      return c.json(ok(rows.map((r) => ({ ...view(r.certification), mobile: r.mobile }))), 200);
    })
    .openapi(routeOf(api.review), async (c) => {
      const body = c.req.valid('json');
      const row = await reviewCertification(db, requireAuthOf(c), body);
      return c.json(ok(view(row), body.approve ? '审核通过' : '已驳回'), 200);
    });
