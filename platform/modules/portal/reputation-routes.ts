// Public reputation endpoints (no login): carriers' credit and handled complaints.
import { createRoute, z } from '@hono/zod-openapi';
import { complaintHistoryQuerySchema, creditQuerySchema } from '../../contract/portal/reputation';
import type { PlatformModule } from '../../http/context';
import { jsonBody, jsonResponses, ok, pageOf } from '../../http/envelope';
import { keyedTtlCache } from './keyed-cache';
import { creditPage, handledComplaintPage } from './reputation';

const TAGS = ['门户'];

const CreditComment = z.object({ score: z.number(), comment: z.string(), shipper: z.string(), at: z.string() });
const CarrierCredit = z
  .object({
    companyId: z.number().nullable(),
    name: z.string(),
    kind: z.enum(['carrier', 'agent', 'individual']),
    average: z.number(),
    evaluations: z.number(),
    goodRate: z.number(),
    recent: z.array(CreditComment),
  })
  .openapi('CarrierCredit');

const HandledComplaint = z
  .object({
    id: z.number(),
    type: z.string(),
    description: z.string(),
    handleNote: z.string(),
    route: z.string(),
    waybillNo: z.string(),
    reportedAt: z.string(),
    handledAt: z.string(),
  })
  .openapi('HandledComplaint');

const creditList = createRoute({
  method: 'post',
  path: '/evaluate/creditPagination',
  tags: TAGS,
  summary: '信用评价：承运人按货主评价的平均分排行（可按名称、最低分筛选），附最新两条评语（货主名称脱敏）',
  request: jsonBody(creditQuerySchema),
  responses: jsonResponses(pageOf(CarrierCredit), '承运人信用，平均分高的在前'),
});

const complaintHistory = createRoute({
  method: 'post',
  path: '/complaint/historyPagination',
  tags: TAGS,
  summary: '历史投诉：已处理的运输异常与投诉（按类型、关键词筛选；运单号与手机号脱敏）',
  request: jsonBody(complaintHistoryQuerySchema),
  responses: jsonResponses(pageOf(HandledComplaint), '已处理的投诉，最近处理的在前'),
});

export const reputationModule: PlatformModule = (app, { db }) => {
  // Public lists change slowly next to how often they are opened: 3 s per distinct query.
  const cachedCredit = keyedTtlCache(3_000, 200, (query: Parameters<typeof creditPage>[1]) => creditPage(db, query));
  const cachedComplaints = keyedTtlCache(3_000, 200, (query: Parameters<typeof handledComplaintPage>[1]) => handledComplaintPage(db, query));
  app.openapi(creditList, async (c) => c.json(ok(await cachedCredit(c.req.valid('json'))), 200));
  app.openapi(complaintHistory, async (c) => c.json(ok(await cachedComplaints(c.req.valid('json'))), 200));
};
