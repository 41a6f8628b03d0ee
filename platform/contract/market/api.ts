// The market's route tables: the hall for signed-in users, grabbing and bidding (`market`); publishing
// cargo, placing orders on it and the publishing rules (`cargo`); entrusting cargo to the platform
// (`entrust`); the shipper's frequent entries (`frequents`). Paths follow the platform's style
// (`POST /<area>/pagination`, `GET /<area>/getById/{id}`), as the spec names none of them.
import { z } from 'zod';
import { endpoints } from '../endpoints';
import { idOf, idParams } from '../ids';
import { routeCodes } from '../portal/views';
import {
  cargoIdBody,
  cargoInput,
  ENTRUST_MESSAGES,
  entrustInput,
  entrustQuery,
  FREQUENT_KINDS,
  frequentQuery,
  loadUnloadConfigInput,
  matchEntrustInput,
  myCargoQuery,
  orderLimitInput,
  placeOrderInput,
} from './cargo';
import { awardBody, BID_MESSAGES, bidCargoBody, GRAB_MESSAGES, grabBody, grabDecisionBody, openBidBody, quoteBody } from './marketplace';
import { hallQuery } from './hall-query';
import {
  BID_STATUSES,
  bidView,
  cargoEditView,
  cargoRecord,
  entrustDetail,
  entrustView,
  frequentView,
  grabOrder,
  lineForOrder,
  marketCargo,
  publishRules,
  rowsPageOf,
} from './views';

const moved = z.object({ id: z.number().int(), status: z.string() });

export const marketApi = endpoints(['货源大厅与抢单'], {
  hall: {
    permission: 'source:goodsSource:hall',
    method: 'post',
    path: '/goodsSource/hallPagination',
    summary: '货源大厅（登录用户）：已发布的公开货源',
    body: hallQuery,
    response: rowsPageOf(marketCargo),
  },
  cargoDetail: {
    permission: 'source:goodsSource:cargoDetail',
    open: true,
    method: 'get',
    path: '/goodsSource/getById/{id}',
    summary: '货源详情；发布方另见全部抢单，承运方只见自己的',
    params: idParams(GRAB_MESSAGES.notFound),
    response: z.object({
      cargo: marketCargo,
      grabs: z.array(grabOrder),
      /** 已成交 (status done): nothing left to grab or quote for; the page links to loads of the same route, as the public detail does */
      taken: z.boolean(),
      routeCodes,
    }),
  },
  grab: {
    permission: 'source:goodsSource:grab',
    method: 'post',
    path: '/goodsSource/grab',
    summary: '抢单：承接抢单货源的若干车辆，生成订单（来源 1）；自动确认的货源直接为已接单，否则待货主确认',
    body: grabBody,
    response: z.object({ orderId: z.number().int(), orderNo: z.string(), status: z.string(), vehiclesRemaining: z.number().int() }),
  },
  grabDecision: {
    permission: 'source:order:grabDecision',
    method: 'post',
    path: '/order/grabDecision',
    summary: '货主确认或拒绝待确认的抢单；拒绝时车辆退回货源',
    body: grabDecisionBody,
    response: z.object({ orderId: z.number().int(), status: z.string() }),
  },
  bid: {
    permission: 'source:bid:bid',
    method: 'get',
    path: '/bid/getByCargo/{id}',
    summary: '竞价详情：报价截止并开标前，货主只见报价数量，报价方只见自己的报价',
    params: idParams(BID_MESSAGES.notFound),
    response: bidView,
  },
  quote: {
    permission: 'source:bid:quote',
    method: 'post',
    path: '/bid/quote',
    summary: '报价或修改报价（截止前）',
    body: quoteBody,
    response: z.object({ quoteId: z.number().int() }),
  },
  withdrawQuote: {
    permission: 'source:bid:withdrawQuote',
    method: 'post',
    path: '/bid/withdraw',
    summary: '撤回自己的报价（截止前）',
    body: bidCargoBody,
    response: z.object({ quoteId: z.number().int() }),
  },
  openBid: {
    permission: 'source:bid:openBid',
    method: 'post',
    path: '/bid/open',
    summary: '开标（截止后，货主；early 为真时提前截止报价并开标）；无报价则流标',
    body: openBidBody,
    response: z.object({ bidStatus: z.enum(BID_STATUSES) }),
  },
  award: {
    permission: 'source:bid:award',
    method: 'post',
    path: '/bid/award',
    summary: '定标：选中的报价各生成一个订单（来源 2），其余未中标',
    body: awardBody,
    response: z.object({ orders: z.array(z.object({ quoteId: z.number().int(), orderId: z.number().int(), orderNo: z.string() })) }),
  },
});

export const cargoApi = endpoints(['发布货源与常用信息'], {
  save: {
    permission: 'source:goodsSource:save',
    open: true,
    method: 'post',
    path: '/goodsSource/save',
    summary: '新建或修改货源，存为草稿或发布（指定承运商时生成来源 3 的待接单订单）',
    body: cargoInput,
    response: z.object({ id: z.number().int(), sourceNo: z.string(), status: z.string(), message: z.string() }),
  },
  consigneeLookup: {
    permission: 'source:goodsSource:consigneeLookup',
    method: 'get',
    path: '/goodsSource/consigneeLookup',
    summary: '收货单位查找：名称含所填文字或信用代码以其开头的平台企业（至多10家）',
    query: z.object({ q: z.string().trim().max(50, '收货单位不能超过50个字') }),
    response: z.array(z.object({ name: z.string(), creditCode: z.string().nullable() })),
  },
  close: {
    permission: 'source:goodsSource:close',
    method: 'post',
    path: '/goodsSource/close',
    summary: '关闭货源（草稿或已发布）',
    body: cargoIdBody,
    response: moved,
  },
  republish: {
    permission: 'source:goodsSource:republish',
    method: 'post',
    path: '/goodsSource/republish',
    summary: '重新发布已关闭且仍有余车的货源',
    body: cargoIdBody,
    response: moved,
  },
  forEdit: {
    permission: 'source:goodsSource:forEdit',
    method: 'get',
    path: '/goodsSource/getForEdit/{id}',
    summary: '货源的表单值（编辑或复制），仅发布方',
    params: idParams('记录不存在'),
    response: cargoEditView,
  },
  mine: {
    permission: 'source:goodsSource:mine',
    open: true,
    method: 'post',
    path: '/goodsSource/myPagination',
    summary: '我的货源（本人及本企业），可按类型、状态、关键字筛选',
    body: myCargoQuery,
    response: rowsPageOf(marketCargo),
  },
  record: {
    permission: 'source:goodsSource:record',
    method: 'get',
    path: '/goodsSource/record/{id}',
    summary: '货源的订单与操作日志，仅发布方',
    params: idParams('记录不存在'),
    response: cargoRecord,
  },
  placeOrder: {
    permission: 'source:order:placeOrder',
    open: true,
    method: 'post',
    path: '/order/placeOrder',
    summary: '货主向常用承运商下单自己货源的若干车辆：来源 7（企业下单）的待接单订单',
    body: placeOrderInput,
    response: z.object({ orderId: z.number().int(), orderNo: z.string(), vehiclesRemaining: z.number().int() }),
  },
  lineForOrder: {
    permission: 'source:line:lineForOrder',
    method: 'get',
    path: '/line/forOrder/{id}',
    summary: '下单用的承运商线路（任何登录用户）',
    params: idParams('记录不存在'),
    response: lineForOrder,
  },
  rules: { permission: 'source:publishRules:rules', method: 'get', path: '/publishRules/get', summary: '我的下单限制与装卸必填项', response: publishRules },
  saveOrderLimit: {
    permission: 'source:publishRules:saveOrderLimit',
    method: 'post',
    path: '/publishRules/orderLimit',
    summary: '保存下单限制（空为不限）',
    body: orderLimitInput,
    response: publishRules,
  },
  saveRequired: {
    permission: 'source:publishRules:saveRequired',
    method: 'post',
    path: '/publishRules/required',
    summary: '保存装卸必填项',
    body: loadUnloadConfigInput,
    response: publishRules,
  },
});

export const entrustApi = endpoints(['发布货源与常用信息'], {
  save: {
    permission: 'source:entrust:save',
    method: 'post',
    path: '/entrust/save',
    summary: '货主将已发布的货源委托平台',
    body: entrustInput,
    response: z.object({ id: z.number().int() }),
  },
  page: {
    permission: 'source:entrust:page',
    method: 'post',
    path: '/entrust/pagination',
    summary: '委托列表：货主见本人（本企业）的，平台运营见全部',
    body: entrustQuery,
    response: rowsPageOf(entrustView).extend({ operator: z.boolean() }),
  },
  detail: {
    permission: 'source:entrust:detail',
    method: 'get',
    path: '/entrust/getById/{id}',
    summary: '委托详情与进度',
    params: idParams('记录不存在'),
    response: entrustDetail,
  },
  match: {
    permission: 'source:entrust:match',
    method: 'post',
    path: '/entrust/match',
    summary: '平台运营匹配承运企业：为余下全部车辆生成来源 4（代客下单）的待接单订单',
    body: matchEntrustInput,
    response: moved,
  },
  cancel: {
    permission: 'source:entrust:cancel',
    method: 'post',
    path: '/entrust/cancel',
    summary: '货主撤销待匹配的委托',
    body: z.object({ id: idOf(ENTRUST_MESSAGES.notFound) }),
    response: moved,
  },
  carrierChoices: {
    permission: 'source:entrust:carrierChoices',
    method: 'get',
    path: '/entrust/carrierChoices',
    summary: '可匹配的承运企业（平台运营）',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  },
});

export const frequentsApi = endpoints(['发布货源与常用信息'], {
  page: {
    permission: 'source:frequent:page',
    method: 'post',
    path: '/frequent/pagination',
    summary: '常用货物、地址、联系人、货运线路模板（按 kind）',
    body: frequentQuery,
    response: rowsPageOf(frequentView),
  },
  get: {
    permission: 'source:frequent:get',
    method: 'get',
    path: '/frequent/getById/{kind}/{id}',
    summary: '一条常用信息',
    params: z.object({ kind: z.enum(FREQUENT_KINDS), id: idOf('记录不存在') }),
    response: frequentView,
  },
  save: {
    permission: 'source:frequent:save',
    method: 'post',
    path: '/frequent/save',
    summary: '新增常用信息（data 按 kind 校验）',
    body: z.object({ kind: z.enum(FREQUENT_KINDS), data: z.record(z.unknown()) }),
    response: z.object({ id: z.number().int() }),
  },
  remove: {
    permission: 'source:frequent:remove',
    method: 'post',
    path: '/frequent/delete',
    summary: '删除常用信息',
    body: z.object({ kind: z.enum(FREQUENT_KINDS), id: idOf('记录不存在') }),
    response: z.null(),
  },
});
