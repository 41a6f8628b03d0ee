// Release versions for operations (spec 7: POST /api/system/version/page). Permission names
// (perms44): content:version:list, content:version:save, content:version:delete.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { versionInput, versionQuery, versionRow } from './versions';

export const releasesApi = endpoints(['版本'], {
  page: {
    permission: 'content:version:list',
    method: 'post',
    path: '/api/system/version/page',
    summary: '运营：平台发布版本及更新说明（按版本号或标题关键字筛选），最新发布在前',
    body: versionQuery,
    response: pageOf(versionRow),
  },
  save: {
    permission: 'content:version:save',
    method: 'post',
    path: '/api/system/version/save',
    summary: '运营：新增或修改一个发布版本（版本号唯一）',
    body: versionInput,
    response: z.object({ id: z.number().int() }),
  },
  remove: {
    permission: 'content:version:delete',
    method: 'post',
    path: '/api/system/version/deleteById/{id}',
    summary: '运营：删除一个发布版本；不存在为 404',
    params: idParams(),
    response: z.object({ id: z.number().int() }),
  },
});
