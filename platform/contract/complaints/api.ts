// The complaints route table: complainants file and read their own (/complaint/…); operations
// list, read and answer all of them (the spec's admin calls complaintPage, getcomplaint,
// updateBackDescById). Permission names for the permissions-as-data work (perms44):
// content:complaint:file, content:complaint:listOwn, content:complaint:list, content:complaint:view,
// content:complaint:reply.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { complaintAdminQuery, complaintAdminRow, complaintDetail, complaintInput, complaintReplyInput, complaintRow, myComplaintQuery } from './complaints';

const complaintAnswer = z.object({ id: z.number().int(), status: z.string() });

export const complaintsApi = endpoints(['投诉'], {
  file: {
    permission: 'content:complaint:file',
    method: 'post',
    path: '/complaint/save',
    summary: '货主或经纪人就本方参与的订单、派车单或订单对方提交投诉（类型、内容、照片）',
    body: complaintInput,
    response: complaintAnswer,
  },
  myPage: {
    permission: 'content:complaint:listOwn',
    method: 'post',
    path: '/complaint/myPagination',
    summary: '本人提交的投诉及其处理状态与回复，最新在前',
    body: myComplaintQuery,
    response: pageOf(complaintRow),
  },
  adminPage: {
    permission: 'content:complaint:list',
    method: 'post',
    path: '/api/complaint/complaintPage',
    summary: '运营：全部投诉（按状态、类型、单号或投诉人筛选），待处理的在前',
    body: complaintAdminQuery,
    response: pageOf(complaintAdminRow),
  },
  adminDetail: {
    permission: 'content:complaint:view',
    method: 'get',
    path: '/api/complaint/getcomplaint/{id}',
    summary: '运营：一条投诉的详情与处理历史；不存在为 404',
    params: idParams(),
    response: complaintDetail,
  },
  reply: {
    permission: 'content:complaint:reply',
    method: 'post',
    path: '/api/complaint/updateBackDescById',
    summary: '运营：回复并关闭投诉（0 待处理 → 1 已处理），投诉人收到消息；已处理的不能再处理',
    body: complaintReplyInput,
    response: complaintAnswer,
  },
});
