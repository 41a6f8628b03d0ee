// The company area's route table: company search (public pages and forms look companies up by name
// or credit code). The company dictionaries are in ./dictionaries.ts.
import { z } from 'zod';
import { endpoints } from '../endpoints';

export const companySearchBody = z.object({
  keyword: z
    .string({ required_error: '请输入企业名称关键字', invalid_type_error: '企业名称关键字应为文字' })
    .trim()
    .min(1, '请输入企业名称关键字')
    .max(50, '企业名称关键字不能超过 50 个字符'),
});

export const companyHit = z.object({ company_id: z.number().int(), company_name: z.string() });

export const companyApi = endpoints(['企业'], {
  search: {
    permission: 'public',
    method: 'post',
    path: '/company/search',
    auth: false,
    summary: '按名称或统一社会信用代码搜索企业（最多 20 家）',
    body: companySearchBody,
    response: z.array(companyHit),
  },
});
