// Real-name and qualification certification: submit, read the latest, operator review.
import { createRoute, z } from '@hono/zod-openapi';
import { requireAuthOf } from '../../http/auth';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok, jsonBody } from '../../http/envelope';
import { attempt } from '../auth/refusal';
import { certificationBody, CERTIFICATION_KINDS, reviewBody } from '../../contract/certification/schemas';
import { currentCertification, pendingCertifications, requireOperator, reviewCertification, submitCertification, type CertificationRow } from './service';

const TAGS = ['认证'];
const authHeader = [{ bearerAuth: [] as string[] }];

const CertificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CERTIFICATION_KINDS),
    status: z.string().openapi({ description: '0 审核中，1 已通过，2 已驳回' }),
    data: z.record(z.unknown()),
    reviewRemark: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Certification');

type CertificationView = z.infer<typeof CertificationSchema>;

function view(row: CertificationRow): CertificationView {
  return {
    id: row.id,
    kind: row.kind as CertificationView['kind'],
    status: row.status,
    data: row.data as Record<string, unknown>,
    reviewRemark: row.reviewRemark,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const submitRoute = createRoute({
  method: 'post',
  path: '/users/certification/submit',
  tags: TAGS,
  summary: '提交实名/资质认证（审核期间 authStatus 为 1）',
  security: authHeader,
  request: jsonBody(certificationBody),
  responses: jsonResponses(CertificationSchema, '已提交，等待审核'),
});

const currentRoute = createRoute({
  method: 'get',
  path: '/users/certification/current',
  tags: TAGS,
  summary: '我最近一次认证申请（没有时为 null）',
  security: authHeader,
  responses: jsonResponses(CertificationSchema.nullable(), '最近的申请'),
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/users/certification/pending',
  tags: TAGS,
  summary: '待审核的认证申请（运营人员）',
  security: authHeader,
  responses: jsonResponses(z.array(CertificationSchema.extend({ mobile: z.string() })), '待审核申请（最早的在前）'),
});

const reviewRoute = createRoute({
  method: 'post',
  path: '/users/certification/review',
  tags: TAGS,
  summary: '审核认证申请（运营人员）',
  security: authHeader,
  request: jsonBody(reviewBody),
  responses: jsonResponses(CertificationSchema, '审核结果'),
});

export const certificationModule: PlatformModule = (app, { db }) => {
  app.openapi(submitRoute, async (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      const row = await submitCertification(db, auth, c.req.valid('json'));
      return c.json(ok(view(row), '认证信息已提交，请等待审核'), 200);
    }),
  );

  app.openapi(currentRoute, async (c) => {
    const auth = requireAuthOf(c);
    const row = await currentCertification(db, auth.user.id);
    return c.json(ok(row ? view(row) : null), 200);
  });

  app.openapi(pendingRoute, async (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      await requireOperator(db, auth);
      const rows = await pendingCertifications(db);
      return c.json(ok(rows.map((r) => ({ ...view(r.certification), mobile: r.mobile }))), 200);
    }),
  );

  app.openapi(reviewRoute, async (c) =>
    attempt(c, async () => {
      const auth = requireAuthOf(c);
      const body = c.req.valid('json');
      const row = await reviewCertification(db, auth, body);
      return c.json(ok(view(row), body.approve ? '审核通过' : '已驳回'), 200);
    }),
  );
};
