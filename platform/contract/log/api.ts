// The log area's route table: the app's interface and route-change log (one entry a page view), and
// the log screens' pages and exports (operation, login, interface, import and supplementary-entry
// logs).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { pageOf } from '../page';
import { idField } from '../ids';
import {
  additionalLogFilters,
  additionalLogQuery,
  additionalLogRow,
  interfaceLogFilters,
  interfaceLogQuery,
  interfaceLogRow,
  importLogDetail,
  importLogFilters,
  importLogQuery,
  importLogRow,
  loginLogFilters,
  loginLogQuery,
  loginLogRow,
  operationLogFilters,
  operationLogQuery,
  operationLogRow,
} from './logs';

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
  operationPage: {
    permission: 'system:log:list',
    method: 'post',
    path: '/log/operation/pagination',
    summary: '操作日志分页列表（运营）：按用户、操作、结果、时间筛选',
    body: operationLogQuery,
    response: pageOf(operationLogRow),
  },
  operationExport: {
    permission: 'system:log:export',
    method: 'post',
    path: '/log/operation/export',
    summary: '导出操作日志（最多 5000 条）',
    body: operationLogFilters,
    response: z.array(operationLogRow),
  },
  loginPage: {
    permission: 'system:log:list',
    method: 'post',
    path: '/log/login/pagination',
    summary: '登录日志分页列表（运营）',
    body: loginLogQuery,
    response: pageOf(loginLogRow),
  },
  loginExport: {
    permission: 'system:log:export',
    method: 'post',
    path: '/log/login/export',
    summary: '导出登录日志（最多 5000 条）',
    body: loginLogFilters,
    response: z.array(loginLogRow),
  },
  interfacePage: {
    permission: 'system:log:list',
    method: 'post',
    path: '/log/interface/pagination',
    summary: '接口日志分页列表（运营）',
    body: interfaceLogQuery,
    response: pageOf(interfaceLogRow),
  },
  interfaceExport: {
    permission: 'system:log:export',
    method: 'post',
    path: '/log/interface/export',
    summary: '导出接口日志（最多 5000 条）',
    body: interfaceLogFilters,
    response: z.array(interfaceLogRow),
  },
  importPage: {
    permission: 'system:importLog:list',
    method: 'post',
    path: '/api/importLog/page',
    summary: '导入日志分页列表：本企业（本人）的表格导入记录，运营看全部企业；按类型、状态、企业、日期筛选',
    body: importLogQuery,
    response: pageOf(importLogRow),
  },
  importDetail: {
    permission: 'system:importLog:detail',
    method: 'get',
    path: '/api/importLog/getById',
    summary: '导入日志详情：读取、导入、错误行数与每个错误行的行号和原因',
    query: z.object({ id: idField('导入记录不存在') }),
    response: importLogDetail,
  },
  importExport: {
    permission: 'system:importLog:export',
    method: 'post',
    path: '/api/importLog/export',
    summary: '导出导入日志（最多 5000 条）',
    body: importLogFilters,
    response: z.array(importLogRow),
  },
  additionalPage: {
    permission: 'order:additionalLog:list',
    method: 'post',
    path: '/log/additional/pagination',
    summary: '补录日志分页列表：调用者可见的派车单的补录记录（运营看全部）',
    body: additionalLogQuery,
    response: pageOf(additionalLogRow),
  },
  additionalExport: {
    permission: 'order:additionalLog:export',
    method: 'post',
    path: '/log/additional/export',
    summary: '导出补录日志（最多 5000 条）',
    body: additionalLogFilters,
    response: z.array(additionalLogRow),
  },
});
