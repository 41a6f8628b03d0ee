// The open platform's route table (issue 51): a company administrator's API keys. The partner API
// itself is no table of its own: it is the entries of the other tables marked `open: true`, served
// under /open/v1 (platform/modules/open/gateway.ts).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { partnerGuide } from './guide';
import { createdWebhook, deliveryPage, deliveryQuery, redeliverInput, webhookIdInput, webhookInput, webhookPauseInput, webhookRow } from './webhooks';
import { apiKeyInput, apiKeyRow, createdApiKey, openScope, revokeApiKeyInput } from './keys';

export const openApi = endpoints(['开放平台'], {
  guide: {
    permission: 'public',
    auth: false,
    method: 'get',
    path: '/open/guide',
    summary: '开放接口说明：接口、字段、签名规则与错误码（由 /open/v1/openapi.json 生成）',
    response: partnerGuide,
  },
  keyList: {
    permission: 'open:apiKey:list',
    method: 'get',
    path: '/open/apiKey/list',
    summary: '本企业的接口密钥（不含密钥本身）',
    response: z.array(apiKeyRow),
  },
  keyScopes: {
    permission: 'open:apiKey:list',
    method: 'get',
    path: '/open/apiKey/scopes',
    summary: '可授予接口密钥的开放接口权限（本人持有的）',
    response: z.array(openScope),
  },
  keyCreate: {
    permission: 'open:apiKey:create',
    method: 'post',
    path: '/open/apiKey/save',
    summary: '新建接口密钥：名称、接口权限、IP白名单、过期日期；密钥只在本次应答中出现',
    body: apiKeyInput,
    response: createdApiKey,
  },
  keyRevoke: {
    permission: 'open:apiKey:revoke',
    method: 'post',
    path: '/open/apiKey/revoke',
    summary: '吊销接口密钥，下一次请求起失效',
    body: revokeApiKeyInput,
    response: z.object({ id: z.number().int() }),
  },
  webhookList: {
    permission: 'open:webhook:list',
    method: 'get',
    path: '/open/webhook/list',
    summary: '本企业的推送地址（不含签名密钥）',
    response: z.array(webhookRow),
  },
  webhookCreate: {
    permission: 'open:webhook:create',
    method: 'post',
    path: '/open/webhook/save',
    summary: '登记推送地址：接收网址与订阅的事件；签名密钥只在本次应答中出现',
    body: webhookInput,
    response: createdWebhook,
  },
  webhookPause: {
    permission: 'open:webhook:pause',
    method: 'post',
    path: '/open/webhook/pause',
    summary: '暂停或恢复推送地址（暂停期间事件照常记录，恢复后依次推送）',
    body: webhookPauseInput,
    response: z.object({ id: z.number().int(), paused: z.boolean() }),
  },
  webhookDelete: {
    permission: 'open:webhook:delete',
    method: 'post',
    path: '/open/webhook/delete',
    summary: '删除推送地址，未送达的事件不再推送',
    body: webhookIdInput,
    response: z.object({ id: z.number().int() }),
  },
  webhookPing: {
    permission: 'open:webhook:ping',
    method: 'post',
    path: '/open/webhook/ping',
    summary: '向推送地址立即发送一次测试事件（ping），结果记入推送记录',
    body: webhookIdInput,
    response: z.object({ deliveryId: z.number().int(), status: z.string() }),
  },
  webhookDeliveries: {
    permission: 'open:webhook:list',
    method: 'post',
    path: '/open/webhook/deliveries',
    summary: '推送地址的推送记录：状态、次数、耗时、HTTP 状态与应答开头',
    body: deliveryQuery,
    response: deliveryPage,
  },
  webhookRedeliver: {
    permission: 'open:webhook:redeliver',
    method: 'post',
    path: '/open/webhook/redeliver',
    summary: '立即重新推送一条未送达（或已放弃）的事件',
    body: redeliverInput,
    response: z.object({ deliveryId: z.number().int(), status: z.string() }),
  },
});
