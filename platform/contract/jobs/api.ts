// The job runner's route table: the caller's own background jobs (下载中心) and the retry of a
// failed one. Jobs are queued by the areas' own endpoints (e.g. /dispatchOrder/exportList/start).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { pageOf } from '../page';
import { jobIdBody, jobQuery, jobRow } from './jobs';

export const jobsApi = endpoints(['后台任务'], {
  jobPage: {
    permission: 'signed-in',
    method: 'post',
    path: '/system/job/pagination',
    summary: '我的后台任务（导出等）：状态、进度、错误与文件，新的在前',
    body: jobQuery,
    response: pageOf(jobRow),
  },
  jobRetry: {
    permission: 'signed-in',
    method: 'post',
    path: '/system/job/retry',
    summary: '重新提交自己失败的后台任务',
    body: jobIdBody,
    response: z.null(),
  },
});
