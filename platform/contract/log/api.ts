// The log area's route table: the app's interface and route-change log (one entry a page view).
import { z } from 'zod';
import { endpoints } from '../endpoints';

export const interfaceLogBody = z.object({
  name: z.string().trim().min(1, '缺少参数 name').max(500),
  method: z.string().trim().min(1, '缺少参数 method').max(16),
  type: z.string().trim().min(1, '缺少参数 type').max(32),
  mode: z.string().trim().min(1, '缺少参数 mode').max(32),
  request: z.string().max(4000).nullish(),
  response: z.string().max(4000).nullish(),
});

export const logApi = endpoints(['日志'], {
  save: {
    permission: 'public',
    method: 'post',
    path: '/log/interface/save',
    auth: false,
    summary: '记录接口/路由切换日志',
    body: interfaceLogBody,
    response: z.null(),
  },
});
