// Workspace seed: the sidebar menu tree and each role's share of it (ensured on every start, like
// the dictionaries), then once: demo messages and the ship-order controls of two demo shippers.
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, messages, roleMenus, seedRuns, shipOrderControls, users, waybills } from '../../db/schema';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { DAY, HOUR } from '../factories';
import { runOnce, type SeedOptions } from '../steps';

export const WORKSPACE_STEP = 'workspace-v1';

type Role = 'individual_agent' | 'agent' | 'carrier' | 'individual_shipper' | 'enterprise_shipper' | 'driver' | 'operator';
type Item = [path: string, title: string, roles: readonly Role[]];

const SHIPPERS = ['individual_shipper', 'enterprise_shipper'] as const;
const PERSONAL = ['individual_shipper', 'enterprise_shipper', 'individual_agent'] as const;
const CAPACITY_SIDE = ['individual_agent', 'agent', 'carrier'] as const;
const BUSINESS = ['individual_shipper', 'enterprise_shipper', 'individual_agent', 'agent', 'carrier'] as const;
const WORKBENCH = ['individual_shipper', 'enterprise_shipper', 'carrier', 'driver', 'operator'] as const;
const DASHBOARD = ['individual_shipper', 'enterprise_shipper', 'operator'] as const;
const ALL = ['individual_agent', 'agent', 'carrier', 'individual_shipper', 'enterprise_shipper', 'driver', 'operator'] as const;
const AGENTS = ['individual_agent', 'agent'] as const;
/** Waybill screens: business users and the drivers who drive them (orders, issue #8). */
const WAYBILL_PARTIES = [...BUSINESS, 'driver'] as const;
/** Transport management lists: business users and operations (orders, issue #8). */
const TRANSPORT_OPS = [...BUSINESS, 'operator'] as const;

/**
 * The menu tree: one group per area of the main menu (spec 1), each listing the screens of that
 * area (paths and roles as in the app's screen registry; tests/unit checks they agree).
 */
export const MENU_TREE: { code: string; title: string; items: Item[] }[] = [
  {
    code: 'workbench',
    title: '工作台',
    items: [
      ['/workbenck/workbenck', '我的工作台', WORKBENCH],
      ['/workbenck/workbenchset', '系统规则设置', WORKBENCH],
    ],
  },
  {
    code: 'capacity',
    title: '运力资源',
    items: [
      ['/logistics/vehicle', '车辆管理', BUSINESS],
      ['/logistics/driver', '司机管理', BUSINESS],
      ['/logistics/line', '线路管理', BUSINESS],
      ['/logistics/blackList', '运力黑名单', BUSINESS],
      ['/logistics/partnerManagement', '经纪人管理', SHIPPERS],
      ['/logistics/bindingOwner', '绑定车主', CAPACITY_SIDE],
      ['/logistics/institutionalManagement', '机构管理', BUSINESS],
      ['/shipper/common/logistics', '常用承运商', SHIPPERS],
    ],
  },
  {
    code: 'source',
    title: '货源管理',
    items: [
      ['/sourceManage/release-source', '发布货源', SHIPPERS],
      ['/user/goods-list', '我的货源', BUSINESS],
      ['/sourceManage/list-supply-the-hall', '货源大厅', BUSINESS],
      ['/sourceManage/bidding-source', '竞价货源', SHIPPERS],
      ['/sourceManage/agentBiddingSource', '竞价货源', CAPACITY_SIDE],
      ['/sourceManage/entrust', '委托平台', SHIPPERS],
      ['/sourceManage/list-line-source', '线下货源', SHIPPERS],
      ['/sourceManage/list-grab-source', '抢单货源', SHIPPERS],
      ['/sourceManage/list-bid-source', '竞价货源管理', SHIPPERS],
      ['/logistics/offeredList', '报价记录', BUSINESS],
    ],
  },
  {
    code: 'transport',
    title: '运输管理',
    items: [
      ['/user/orderRelease', '发布订单', SHIPPERS],
      ['/user/youxuanOrderRelease', '发布优选订单', SHIPPERS],
      ['/user/orderControlRelease', '发布管控订单', SHIPPERS],
      ['/user/placeAnOrder', '快速下单', SHIPPERS],
      ['/user/myOrder', '我的订单', BUSINESS],
      ['/shipper/orderList', '运输订单', SHIPPERS],
      ['/logistics/orderList', '承运订单', SHIPPERS],
      ['/order-manage/logisticsOrderList', '承运订单', [...CAPACITY_SIDE, 'operator']],
      ['/logistics/guest/orderList', '代客下单', CAPACITY_SIDE],
      ['/user/high-quality-entrust', '优质委托', BUSINESS],
      ['/user/dispatchOrderList', '我的派车单', WAYBILL_PARTIES],
      // ---- orders-direction
      ['/user/salesOrderList', '销售物流订单', ['enterprise_shipper']],
      ['/user/purchaseOrderList', '采购物流订单', ['enterprise_shipper']],
      ['/user/deliveryWaybillList', '发货派车单', ['enterprise_shipper']],
      ['/user/receiveWaybillList', '收货派车单', ['enterprise_shipper']],
      ['/order-manage/dispatchOrder', '运单管理', TRANSPORT_OPS],
      ['/user/prepaymentOrderList', '数字物流运单', BUSINESS],
      ['/user/dispatchOrderListCheck', '派车单审核', BUSINESS],
      ['/user/receiptConfirm', '回单确认', BUSINESS],
      ['/user/expiredOrderList', '过期订单', BUSINESS],
      ['/user/abnormalOrder', '异常订单', WAYBILL_PARTIES],
      ['/order-manage/abnormaList', '异常管理', TRANSPORT_OPS],
      ['/user/myRoute', '我的线路', CAPACITY_SIDE],
      ['/user/waybillPush', '运单推送', ['operator']],
      ['/shipper/additional', '运单补录', SHIPPERS],
      ['/user/sendCarReport', '派车报表', BUSINESS],
      ['/user/sendCarTotal', '派车汇总', BUSINESS],
    ],
  },
  {
    code: 'finance',
    title: '财务管理',
    items: [
      ['/shipper/payFee', '应收账款', BUSINESS],
      ['/shipper/receiveFee', '应付账款', SHIPPERS],
      ['/shipper/payBillManage', '结算管理', SHIPPERS],
      ['/shipper/receivableBillManage', '账单管理', BUSINESS],
      ['/shipper/invoiceManage', '申请开票', SHIPPERS],
      ['/shipper/applyInvoice', '开票申请', SHIPPERS],
      ['/shipper/applicationBillingRecords', '开票申请记录', SHIPPERS],
      ['/shipper/invoiceLists', '发票列表', SHIPPERS],
      ['/shipper/invoiceHistory', '开票历史', SHIPPERS],
      ['/user/ticketManage', '发票管理', SHIPPERS],
      ['/user/bankCard', '银行卡管理', BUSINESS],
      ['/user/cashJournelAccount', '资金流水', BUSINESS],
    ],
  },
  {
    code: 'contract',
    title: '合同管理',
    items: [
      ['/shipper/contract', '我的合同', SHIPPERS],
      ['/shipper/contractAgreement', '补充协议', SHIPPERS],
      ['/shipper/contract/track', '执行跟踪', SHIPPERS],
      ['/contract-manage/contractAgreement', '合同协议', BUSINESS],
    ],
  },
  {
    code: 'personal',
    title: '个人中心',
    items: [
      ['/my-center/detail', '个人中心', PERSONAL],
      ['/my-center/messages', '消息查询', PERSONAL],
      ['/my-center/electronicPurse', '电子钱包', PERSONAL],
      ['/my-center/paymentDetails', '资金流水', PERSONAL],
      ['/my-center/orderLimit', '下单限制', PERSONAL],
      ['/my-center/loadUnloadRequiredConfig', '装卸必填配置', PERSONAL],
      ['/my-center/oftenGoods', '常用货物', SHIPPERS],
      ['/my-center/oftenContacts', '常用联系人', SHIPPERS],
      ['/my-center/oftenAddress', '常用地址', SHIPPERS],
      ['/my-center/oftenTemplate', '常用货运线路', SHIPPERS],
      ['/my-center/areaManage', '重点区域', PERSONAL],
      ['/my-center/areaAlertManage', '区域告警', PERSONAL],
      ['/my-center/editInvoice', '开票信息', PERSONAL],
      ['/my-center/ownerComplaint', '我的投诉', PERSONAL],
      ['/shipper/evaluateList', '我的评价', SHIPPERS],
      ['/user/agentComplaint', '经纪人投诉', AGENTS],
    ],
  },
  {
    code: 'download',
    title: '下载中心',
    items: [['/download-center/index', '下载中心', ALL]],
  },
  {
    code: 'logs',
    title: '日志管理',
    items: [['/logs/additionalLists', '补录日志', ALL]],
  },
  {
    code: 'content',
    title: '内容管理',
    items: [['/ueditor', '资讯发布', ['operator']]],
  },
  {
    code: 'permission',
    title: '权限管理',
    items: [
      ['/permission-manage/user', '用户管理', ['operator']],
      ['/permission-manage/project', '项目管理', ['operator']],
      ['/permission-manage/role', '角色管理', ['operator']],
      ['/permission-manage/menu', '菜单管理', ['operator']],
    ],
  },
  {
    code: 'dashboard',
    title: '数据看板',
    items: [
      ['/cockpit/online', '数据驾驶舱-在线监控', DASHBOARD],
      ['/cockpit/control', '数据驾驶舱-管控', DASHBOARD],
      ['/cockpit/shipping', '数据驾驶舱-发运', DASHBOARD],
      ['/cockpit/dash01', '数据驾驶舱一', DASHBOARD],
      ['/cockpit/dash02', '数据驾驶舱二', DASHBOARD],
      ['/replace1', '流量管控', SHIPPERS],
    ],
  },
  {
    code: 'report',
    title: '统计报表',
    items: [
      ['/line-shipping-details', '线路发运明细', DASHBOARD],
      ['/line-shipping-summary', '线路发运汇总', DASHBOARD],
    ],
  },
];

/** permAlias of a path: '/logistics/vehicle' → 'logistics:vehicle'. */
export function permAliasOf(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, ':') || 'root';
}

/** Upserts the menu tree and grants each role its entries (safe to run on every start). */
export async function ensureMenus(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let groupSort = 0;
    for (const group of MENU_TREE) {
      groupSort += 10;
      const [groupRow] = await tx
        .insert(menus)
        .values({ code: group.code, path: group.code, jump: group.items[0][0], title: group.title, permAlias: group.code, sort: groupSort })
        .onConflictDoUpdate({ target: menus.code, set: { title: group.title, jump: group.items[0][0], sort: groupSort } })
        .returning({ id: menus.id });
      const groupRoles = new Set<Role>();
      let sort = 0;
      for (const [path, title, roles] of group.items) {
        sort += 10;
        const [row] = await tx
          .insert(menus)
          .values({ code: path, parentId: groupRow.id, path, title, permAlias: permAliasOf(path), sort })
          .onConflictDoUpdate({ target: menus.code, set: { parentId: groupRow.id, title, sort } })
          .returning({ id: menus.id });
        for (const role of roles) groupRoles.add(role);
        await tx
          .insert(roleMenus)
          .values(roles.map((role) => ({ role, menuId: row.id })))
          .onConflictDoNothing();
      }
      await tx
        .insert(roleMenus)
        .values([...groupRoles].map((role) => ({ role, menuId: groupRow.id })))
        .onConflictDoNothing();
    }
  });
}

/** The workspace's seed step: menus always, demo messages and ship-order controls once. */
export async function seedWorkspace(db: Db, opts: SeedOptions): Promise<void> {
  await ensureMenus(db);
  const [done] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, WORKSPACE_STEP)).limit(1);
  if (done) return;
  const demo = await db
    .select({ id: users.id, mobile: users.mobile, companyId: users.companyId })
    .from(users)
    .where(
      inArray(
        users.mobile,
        [
          A.individualShipper,
          A.enterpriseShipper,
          A.carrier,
          A.agent,
          A.individualAgent,
          A.driver,
          A.unverifiedShipper,
          A.operator,
          A.employee,
          A.stalePassword,
        ].map((a) => a.mobile),
      ),
    );
  if (demo.length === 0) return; // no demo accounts (SEED of an empty database without the demo step)
  const counts = await runOnce(
    db,
    WORKSPACE_STEP,
    async (tx) => {
      const now = Date.now();
      const rows: (typeof messages.$inferInsert)[] = [];
      for (const user of demo) {
        rows.push({
          userId: user.id,
          type: 'system',
          title: '欢迎使用运宝网络货运平台',
          content: '平台已为您开通工作台、消息中心等功能。如需帮助，请拨打页面顶部的客服电话。',
          status: '1',
          readAt: new Date(now - 29 * DAY),
          createdAt: new Date(now - 30 * DAY),
        });
        if (!user.companyId) continue;
        // The latest waybills of the user's company (as shipper or carrier) each left a message.
        const recent = await tx
          .select({
            waybillNo: waybills.waybillNo,
            status: waybills.status,
            originCity: waybills.originCity,
            destCity: waybills.destCity,
            updatedAt: waybills.updatedAt,
          })
          .from(waybills)
          .where(or(eq(waybills.shipperCompanyId, user.companyId), eq(waybills.carrierCompanyId, user.companyId)))
          .orderBy(desc(waybills.updatedAt))
          .limit(3);
        const verb: Record<string, string> = {
          CREATED: '已创建',
          START: '已发车',
          LOAD: '已装货',
          UNLOAD: '已卸货',
          SIGN: '已签收',
          REFUSE: '被拒收',
          INVALID: '已作废',
        };
        recent.forEach((w, i) => {
          rows.push({
            userId: user.id,
            type: 'waybill',
            title: `运单 ${w.waybillNo} ${verb[w.status] ?? '状态已更新'}`,
            content: `${w.originCity} → ${w.destCity} 的运单 ${w.waybillNo} ${verb[w.status] ?? '状态已更新'}，请及时关注运输进度。`,
            status: i === 0 ? '0' : '1',
            readAt: i === 0 ? null : new Date(w.updatedAt.getTime() + HOUR),
            createdAt: w.updatedAt,
          });
        });
      }
      await tx.insert(messages).values(rows);
      // 吴斌 (unverifiedShipper) may not issue orders. (马永刚's overdue-payment warning comes from
      // his company's overdue bill, seeded by step money-overdue-v1.)
      const byMobile = new Map(demo.map((u) => [u.mobile, u.id]));
      const barred = byMobile.get(A.unverifiedShipper.mobile);
      const controls: (typeof shipOrderControls.$inferInsert)[] = [];
      if (barred) controls.push({ userId: barred, shipOrderStatus: '0' });
      if (controls.length) await tx.insert(shipOrderControls).values(controls).onConflictDoNothing();
      return { messages: rows.length, controls: controls.length };
    },
    { bare: true },
  );
  if (counts) opts.log.info(counts, 'seed: workspace demo data inserted');
}
