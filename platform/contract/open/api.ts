// The open platform's route table (issue 51): a company administrator's API keys. The partner API
// itself is no table of its own: it is the entries of the other tables marked `open: true`, served
// under /open/v1 (platform/modules/open/gateway.ts).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { partnerGuide } from './guide';
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
});
