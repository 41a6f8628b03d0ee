import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformModule } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { searchCompanies } from './service';

const SearchBody = z
  .object({
    keyword: z
      .string({ required_error: '请输入企业名称关键字', invalid_type_error: '企业名称关键字应为文字' })
      .trim()
      .min(1, '请输入企业名称关键字')
      .max(50, '企业名称关键字不能超过 50 个字符'),
  })
  .openapi('CompanySearch');

const search = createRoute({
  method: 'post',
  path: '/company/search',
  tags: ['企业'],
  summary: '按名称或统一社会信用代码搜索企业',
  request: { body: { content: { 'application/json': { schema: SearchBody } }, required: true } },
  responses: jsonResponses(z.array(z.object({ company_id: z.number(), company_name: z.string() })), '匹配的企业（最多 20 家）'),
});

export const companyModule: PlatformModule = (app, { db }) => {
  app.openapi(search, async (c) => {
    const { keyword } = c.req.valid('json');
    return c.json(ok(await searchCompanies(db, keyword)), 200);
  });
};
