// The system area's route table: the customer phone and the header/footer facts every public page
// shows, and the health check the app nodes' /healthz asks.
import { z } from 'zod';
import { endpoints } from '../endpoints';

export const siteInfo = z.object({
  customerPhone: z.string(),
  copyright: z.string(),
  icpNo: z.string(),
  policeNo: z.string(),
  telecomLicence: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const systemApi = endpoints(['系统参数'], {
  customerPhone: {
    permission: 'public',
    method: 'post',
    path: '/sysControlParamController/getCustomerPhone',
    auth: false,
    summary: '客服电话（cpValue）',
    response: z.object({ cpKey: z.string(), cpValue: z.string() }),
  },
  health: {
    permission: 'public',
    method: 'get',
    path: '/health',
    auth: false,
    summary: '平台与数据库是否可用（供前端节点的 /healthz 使用）',
    response: z.object({ database: z.literal('up') }),
  },
  siteInfo: {
    permission: 'public',
    method: 'get',
    path: '/sysControlParamController/siteInfo',
    auth: false,
    summary: '页头页脚信息：客服电话、版权、备案号、电信业务经营许可证',
    response: siteInfo,
  },
});
