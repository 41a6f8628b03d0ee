// Workspace seed: the sidebar menu tree and each role's share of it (ensured on every start, like
// the dictionaries), then once: demo messages and the ship-order controls of two demo shippers.
import { and, desc, eq, inArray, like, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { menus, messages, roleMenus, seedRuns, shipOrderControls, users, waybills } from '../../db/schema';
import { ROLES } from '../../contract/auth/user';
import { cityCodeLabel } from '../../contract/regions';
import { entryTitle, rolesWithEntry } from '../../contract/workspace/role-menus';
import { DEMO_ACCOUNTS as A } from '../accounts';
import { DAY, HOUR } from '../factories';
import { runOnce, type SeedOptions } from '../steps';

export const WORKSPACE_STEP = 'workspace-v1';

type Item = [path: string, title: string];

/**
 * The menu tree: one group per area of the main menu (spec 1), each listing the screens of that
 * area — the catalogue of menu entries the platform stores and the back office will edit. Which
 * role is granted an entry is not written here: a role gets exactly the entries of its table in
 * contract/workspace/role-menus.ts, the one place each role's menu is written (issue 42), and the
 * app groups them as that table does. tests/unit checks the tree, the tables and the registry agree.
 */
export const MENU_AREAS: { code: string; title: string; paths: string[] }[] = [
  {
    code: 'workbench',
    title: '工作台',
    paths: ['/workbenck/workbenck', '/workbenck/workbenchset'],
  },
  {
    code: 'capacity',
    title: '运力资源',
    paths: [
      '/logistics/vehicle',
      '/logistics/driver',
      '/logistics/line',
      '/logistics/blackList',
      '/logistics/partnerManagement',
      '/logistics/bindingOwner',
      '/logistics/institutionalManagement',
      '/shipper/common/logistics',
    ],
  },
  {
    code: 'source',
    title: '货源管理',
    paths: [
      '/sourceManage/release-source',
      '/user/goods-list',
      '/sourceManage/list-supply-the-hall',
      '/sourceManage/bidding-source',
      '/sourceManage/agentBiddingSource',
      '/sourceManage/entrust',
      '/sourceManage/list-line-source',
      '/sourceManage/list-grab-source',
      '/sourceManage/list-bid-source',
      '/logistics/offeredList',
    ],
  },
  {
    code: 'transport',
    title: '运输管理',
    paths: [
      '/user/orderRelease',
      '/user/youxuanOrderRelease',
      '/user/orderControlRelease',
      '/user/placeAnOrder',
      '/user/myOrder',
      '/shipper/orderList',
      '/logistics/orderList',
      '/order-manage/logisticsOrderList',
      '/logistics/guest/orderList',
      '/user/high-quality-entrust',
      '/user/dispatchOrderList',
      // ---- orders-direction
      '/user/salesOrderList',
      '/user/purchaseOrderList',
      '/user/deliveryWaybillList',
      '/user/receiveWaybillList',
      '/order-manage/dispatchOrder',
      '/user/prepaymentOrderList',
      '/user/dispatchOrderListCheck',
      '/user/receiptConfirm',
      '/user/expiredOrderList',
      '/user/abnormalOrder',
      '/order-manage/abnormaList',
      '/user/myRoute',
      '/user/waybillPush',
      '/shipper/additional',
      '/user/sendCarReport',
      '/user/sendCarTotal',
    ],
  },
  {
    code: 'finance',
    title: '财务管理',
    paths: [
      '/shipper/payFee',
      '/shipper/receiveFee',
      '/shipper/payBillManage',
      '/shipper/receivableBillManage',
      '/shipper/invoiceManage',
      '/shipper/applyInvoice',
      '/shipper/applicationBillingRecords',
      '/shipper/invoiceLists',
      '/shipper/invoiceHistory',
      '/user/ticketManage',
      '/user/bankCard',
      '/user/cashJournelAccount',
      '/payment/walletManage',
      '/payment/reconciliation',
    ],
  },
  {
    code: 'contract',
    title: '合同管理',
    paths: [
      '/shipper/contract',
      '/shipper/contractAgreement',
      '/shipper/contract/track',
      '/contract-manage/contractAgreement',
      '/contract-manage/contractTemplate',
    ],
  },
  {
    code: 'personal',
    title: '个人中心',
    paths: [
      '/my-center/detail',
      '/my-center/messages',
      '/my-center/electronicPurse',
      '/my-center/paymentDetails',
      '/my-center/orderLimit',
      '/my-center/loadUnloadRequiredConfig',
      '/my-center/oftenGoods',
      '/my-center/oftenContacts',
      '/my-center/oftenAddress',
      '/my-center/oftenTemplate',
      '/my-center/areaManage',
      '/my-center/areaAlertManage',
      '/my-center/editInvoice',
      '/my-center/ownerComplaint',
      '/shipper/evaluateList',
      '/user/agentComplaint',
    ],
  },
  {
    code: 'download',
    title: '下载中心',
    paths: ['/download-center/index'],
  },
  {
    code: 'logs',
    title: '日志管理',
    paths: ['/logs/additionalLists', '/logs/importLogs', '/logs/operationLogs', '/logs/loginLogs', '/logs/interfaceLogs'],
  },
  {
    code: 'content',
    title: '内容管理',
    paths: ['/ueditor', '/content-manage/platformInfo', '/content-manage/complaintList', '/content-manage/version'],
  },
  {
    code: 'permission',
    title: '权限管理',
    paths: ['/permission-manage/user', '/permission-manage/project', '/permission-manage/role', '/permission-manage/menu'],
  },
  {
    code: 'dashboard',
    title: '数据看板',
    paths: ['/cockpit/online', '/cockpit/control', '/cockpit/shipping', '/cockpit/dash01', '/cockpit/dash02', '/replace1'],
  },
  {
    code: 'report',
    title: '统计报表',
    paths: ['/line-shipping-details', '/line-shipping-summary', '/report/dispatch', '/report/diy', '/report/list'],
  },
  {
    code: 'open',
    title: '开放平台',
    paths: ['/open/keys', '/open/webhooks'],
  },
];

/** The menu tree: MENU_AREAS with each entry's title as the role tables write it; an entry no table holds is left out. */
export const MENU_TREE: { code: string; title: string; items: Item[] }[] = MENU_AREAS.map((area) => ({
  code: area.code,
  title: area.title,
  items: area.paths.flatMap((path): Item[] => {
    const title = entryTitle(path);
    return title ? [[path, title]] : [];
  }),
}));

/** permAlias of a path: '/logistics/vehicle' → 'logistics:vehicle'. */
export function permAliasOf(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, ':') || 'root';
}

/**
 * The built-in roles granted a menu row become exactly `roles`: an entry a role's table dropped (the
 * shipper's 应收账款, the driver's 下载中心) is taken back from databases seeded before. The roles
 * administrators made (/permission-manage/role) keep their grants.
 */
async function grantExactly(tx: Tx, menuId: number, roles: readonly string[]) {
  const builtIn = and(eq(roleMenus.menuId, menuId), inArray(roleMenus.role, [...ROLES]));
  await tx.delete(roleMenus).where(roles.length ? and(builtIn, notInArray(roleMenus.role, [...roles])) : builtIn);
  if (roles.length)
    await tx
      .insert(roleMenus)
      .values(roles.map((role) => ({ role, menuId })))
      .onConflictDoNothing();
}

/** Upserts the menu tree and grants each role its entries (safe to run on every start). */
export async function ensureMenus(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let groupSort = 0;
    for (const group of MENU_TREE) {
      groupSort += 10;
      const [groupRow] = await tx
        .insert(menus)
        .values({ code: group.code, path: group.code, jump: group.items[0][0], title: group.title, permAlias: group.code, kind: 'directory', sort: groupSort })
        .onConflictDoUpdate({ target: menus.code, set: { title: group.title, jump: group.items[0][0], kind: 'directory', sort: groupSort } })
        .returning({ id: menus.id });
      const groupRoles = new Set<string>();
      let sort = 0;
      for (const [path, title] of group.items) {
        const roles = rolesWithEntry(path);
        sort += 10;
        const [row] = await tx
          .insert(menus)
          .values({ code: path, parentId: groupRow.id, path, title, permAlias: permAliasOf(path), sort })
          .onConflictDoUpdate({ target: menus.code, set: { parentId: groupRow.id, title, sort } })
          .returning({ id: menus.id });
        for (const role of roles) groupRoles.add(role);
        await grantExactly(tx, row.id, roles);
      }
      await grantExactly(tx, groupRow.id, [...groupRoles]);
    }
    // an entry the tree no longer holds (no role's table has it: 承运订单 /logistics/orderList) is no role's any more
    const entries = MENU_TREE.flatMap((group) => group.items.map(([path]) => path));
    await tx.delete(roleMenus).where(
      inArray(
        roleMenus.menuId,
        tx
          .select({ id: menus.id })
          .from(menus)
          .where(and(like(menus.code, '/%'), notInArray(menus.code, entries))),
      ),
    );
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
            title: `派车单 ${w.waybillNo} ${verb[w.status] ?? '状态已更新'}`,
            // city names, not the region codes the waybill stores (issue 42: '1302 → 3101')
            content: `${cityCodeLabel(w.originCity)} → ${cityCodeLabel(w.destCity)} 的派车单 ${w.waybillNo} ${verb[w.status] ?? '状态已更新'}，请及时关注运输进度。`,
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
