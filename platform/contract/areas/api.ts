// The key-area route table (spec 7: /keyArea/…). A shipper's or carrier's company keeps its key
// areas (重点区域) and their alarm rules; the platform raises alarms from the positions of the
// company's waybills. Every call answers only the caller's company's areas (another company's id
// is a 404). POST /keyArea/save is the one the spec leaves unnamed (add and edit).
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idParams } from '../ids';
import { pageOf } from '../page';
import { alarmStatusParams, areaAlarmInput, areaAlarmQuery, areaAlarmRow, keyAreaInput, keyAreaQuery, keyAreaRow, KEY_AREA_MESSAGES as M } from './areas';

const saved = z.object({ id: z.number().int() });
const choice = z.object({ id: z.number().int(), name: z.string(), areaType: z.string() });
/** The map service's keys (spec 7: "returns data with as and ak"): empty strings when none is configured. */
const mapKeys = z.object({ ak: z.string(), as: z.string() });

export const keyAreaApi = endpoints(['重点区域'], {
  page: {
    permission: 'monitor:keyArea:list',
    method: 'post',
    path: '/keyArea/getPage',
    summary: '本企业的重点区域（名称、类型、报警状态筛选），最近修改的在前',
    body: keyAreaQuery,
    response: pageOf(keyAreaRow),
  },
  list: {
    permission: 'monitor:keyArea:list',
    method: 'get',
    path: '/keyArea/getList',
    summary: '本企业全部重点区域（名称与类型），供筛选与地图使用',
    response: z.array(choice),
  },
  detail: {
    permission: 'monitor:keyArea:view',
    method: 'get',
    path: '/keyArea/getById/{id}',
    summary: '一个重点区域（几何与报警规则）；其他企业的为 404',
    params: idParams(M.notFound),
    response: keyAreaRow,
  },
  save: {
    permission: 'monitor:keyArea:edit',
    method: 'post',
    path: '/keyArea/save',
    summary: '新增或修改重点区域：圆形（中心点、半径50米至50公里）或多边形（3个以上不相交顶点），须在中国境内',
    body: keyAreaInput,
    response: saved,
  },
  remove: {
    permission: 'monitor:keyArea:remove',
    method: 'get',
    path: '/keyArea/delById/{id}',
    summary: '删除重点区域（其报警记录保留）',
    params: idParams(M.notFound),
    response: saved,
  },
  alarmRules: {
    permission: 'monitor:keyArea:list',
    method: 'post',
    path: '/keyArea/getAlarmPage',
    summary: '本企业重点区域的报警规则（停留时长、离开时长、通知手机、开关）',
    body: keyAreaQuery,
    response: pageOf(keyAreaRow),
  },
  editAlarm: {
    permission: 'monitor:keyArea:alarm',
    method: 'post',
    path: '/keyArea/editAreaAlarm',
    summary: '设置一个或多个重点区域的报警规则 {ids, exitTime, stopTime, mobile} 并开启报警',
    body: areaAlarmInput,
    response: z.object({ ids: z.array(z.number().int()) }),
  },
  alarmStatus: {
    permission: 'monitor:keyArea:alarm',
    method: 'get',
    path: '/keyArea/editAreaAlarmStatus/{id}/{alarmStatus}',
    summary: '开启（1）或关闭（0）一个重点区域的报警',
    params: alarmStatusParams,
    response: z.object({ id: z.number().int(), alarmStatus: z.string() }),
  },
  mapKeys: {
    permission: 'signed-in',
    method: 'get',
    path: '/keyArea/getMapKey',
    summary: '地图服务密钥 {ak, as}（天地图浏览器端密钥），仅限已登录用户；未配置时为空字符串',
    response: mapKeys,
  },
  alarmPage: {
    permission: 'monitor:keyArea:alarmList',
    method: 'post',
    path: '/keyArea/alarmPage',
    summary: '本企业重点区域的报警记录（区域、派车单号、类型、日期筛选），最新在前',
    body: areaAlarmQuery,
    response: pageOf(areaAlarmRow),
  },
});
