import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeIdCard } from '../../seed/factories';
import { interfaceLogs, menus, messages, roleMenus, settlementBills, smsOutbox, userMenus, users } from '../../db/schema';
import { ensureMenus } from '../../seed/areas/workspace';
import { t, withTestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { flushInterfaceLogs } from '../log/service';
import { SMS_NOTICE } from './notify';
import { forgetShells, notify } from './service';

withTestPlatform();

type Menu = { path: string; title: string; jump: string | null; permAlias: string; hidden: boolean; children: Menu[] };

async function menuOf(mobile: string): Promise<Menu[]> {
  const result = await t.call('/shipperMenu/getMenuTreeByUserId', { token: await t.sessionFor(mobile), json: {} });
  expect(result.body.code).toBe(200);
  return result.body.data as Menu[];
}
const paths = (tree: Menu[]) => tree.flatMap((g) => g.children.map((c) => c.path));
const groups = (tree: Menu[]) => tree.map((g) => g.title);

async function userId(mobile: string) {
  return (await t.userRow(mobile)).id;
}

describe('menus', () => {
  it('needs a session', async () => {
    expect((await t.call('/shipperMenu/getMenuTreeByUserId', { json: {} })).body.code).toBe(403);
  });

  it('gives an enterprise shipper with identity 4 the shipper areas, finance and replace1', async () => {
    const tree = await menuOf(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect(groups(tree)).toEqual(expect.arrayContaining(['工作台', '运力资源', '货源管理', '运输管理', '财务管理', '合同管理', '个人中心', '数据看板']));
    // issue 44: the company's administrator (the demo shipper holds permission:user:save) manages its employees
    expect(groups(tree)).toContain('权限管理');
    const p = paths(tree);
    expect(p).toEqual(expect.arrayContaining(['/user/myOrder', '/logistics/partnerManagement', '/shipper/receiveFee', '/replace1', '/my-center/messages']));
    expect(p).not.toContain('/logistics/bindingOwner');
    // issue 42: a shipper has nothing receivable (no 应收账款), and one entry per list (我的订单, not also 承运订单)
    expect(p).not.toContain('/shipper/payFee');
    expect(p).not.toContain('/logistics/orderList');
    expect(p).not.toContain('/order-manage/logisticsOrderList');
    // signed (signStatus 1) with orders of its own: the control cockpit, not the online one
    expect(p).toContain('/cockpit/control');
    expect(p).not.toContain('/cockpit/online');
    const transport = tree.find((g) => g.title === '运输管理')!;
    expect(transport.jump).toBe(transport.children[0].path);
    expect(transport.children[0]).toMatchObject({ permAlias: 'user:orderRelease', hidden: false });
  });

  it('withholds replace1 without shipper identity 4 and shows the online cockpit to an unsigned shipper', async () => {
    const p = paths(await menuOf(DEMO_ACCOUNTS.stalePassword.mobile));
    expect(p).toContain('/shipper/receiveFee');
    expect(p).not.toContain('/replace1');
    expect(p).toContain('/cockpit/online');
    expect(p).not.toContain('/cockpit/control');
  });

  it('gives a carrier the capacity side without shipper-only screens, finance for shippers or the personal centre', async () => {
    const tree = await menuOf(DEMO_ACCOUNTS.carrier.mobile);
    const p = paths(tree);
    expect(p).toEqual(expect.arrayContaining(['/logistics/vehicle', '/logistics/bindingOwner', '/user/myOrder', '/workbenck/workbenck']));
    // one entry per list (issue 42): 我的派车单, not also 运单管理; 我的订单, not also 承运订单
    expect(p).not.toContain('/order-manage/dispatchOrder');
    expect(p).not.toContain('/order-manage/logisticsOrderList');
    expect(p).not.toContain('/logistics/orderList');
    expect(p).not.toContain('/logistics/partnerManagement');
    // the payee's side of settlement (应收账款, 账单管理), not the payer's (结算管理, 应付账款)
    expect(p).toEqual(expect.arrayContaining(['/shipper/payFee', '/shipper/receivableBillManage']));
    expect(p).not.toContain('/shipper/payBillManage');
    expect(p).not.toContain('/shipper/receiveFee');
    // of the personal centre's screens only its wallet, which the carrier's 收款 group offers
    expect(p.filter((path) => path.startsWith('/my-center/'))).toEqual(['/my-center/electronicPurse']);
    expect(groups(tree)).not.toContain('数据看板');
  });

  it('gives a driver his trips and money, not the rule settings or the download centre (issue 42)', async () => {
    const p = paths(await menuOf(DEMO_ACCOUNTS.driver.mobile));
    expect(p).toEqual(expect.arrayContaining(['/user/dispatchOrderList', '/user/abnormalOrder', '/my-center/electronicPurse']));
    expect(p).not.toContain('/workbenck/workbenchset');
    expect(p).not.toContain('/download-center/index');
  });

  it('takes back the grants a database seeded before kept (issue 42)', async () => {
    const [payFee] = await t.db.select().from(menus).where(eq(menus.code, '/shipper/payFee'));
    await t.db.insert(roleMenus).values({ role: 'enterprise_shipper', menuId: payFee.id }).onConflictDoNothing();
    await ensureMenus(t.db);
    const granted = await t.db
      .select()
      .from(roleMenus)
      .where(and(eq(roleMenus.menuId, payFee.id), eq(roleMenus.role, 'enterprise_shipper')));
    expect(granted).toEqual([]);
    // an entry the tree dropped altogether loses every grant
    const [orderList] = await t.db
      .insert(menus)
      .values({ code: '/logistics/orderList', path: '/logistics/orderList', title: '承运订单', permAlias: 'logistics:orderList', sort: 1 })
      .onConflictDoUpdate({ target: menus.code, set: { title: '承运订单' } })
      .returning();
    await t.db.insert(roleMenus).values({ role: 'enterprise_shipper', menuId: orderList.id }).onConflictDoNothing();
    await ensureMenus(t.db);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, orderList.id))).toEqual([]);
  });

  it('adds entries granted to one user on top of the role menu, for that user only', async () => {
    const [line] = await t.db.select().from(menus).where(eq(menus.code, '/logistics/guest/orderList'));
    await t.db.insert(userMenus).values({ userId: await userId(DEMO_ACCOUNTS.stalePassword.mobile), menuId: line.id });
    expect(paths(await menuOf(DEMO_ACCOUNTS.stalePassword.mobile))).toContain('/logistics/guest/orderList');
    expect(paths(await menuOf(DEMO_ACCOUNTS.enterpriseShipper.mobile))).not.toContain('/logistics/guest/orderList');
    // an entry whose area the role lacks comes with its group
    const [versions] = await t.db.select().from(menus).where(eq(menus.code, '/content-manage/version'));
    await t.db.insert(userMenus).values({ userId: await userId(DEMO_ACCOUNTS.stalePassword.mobile), menuId: versions.id });
    const tree = await menuOf(DEMO_ACCOUNTS.stalePassword.mobile);
    expect(tree.find((g) => g.title === '内容管理')?.children.map((c) => c.path)).toEqual(['/content-manage/version']);
  });

  it('gives the individual agent the personal centre but no workbench; the operator permissions', async () => {
    const agent = paths(await menuOf(DEMO_ACCOUNTS.individualAgent.mobile));
    expect(agent).toContain('/my-center/detail');
    expect(agent).not.toContain('/workbenck/workbenck');
    const operator = await menuOf(DEMO_ACCOUNTS.operator.mobile);
    expect(groups(operator)).toContain('权限管理');
    expect(paths(operator)).toContain('/permission-manage/menu');
  });
});

describe('messages', () => {
  it('counts, lists, filters and marks only the caller’s own messages', async () => {
    const ownerToken = await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile);
    const otherToken = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const owner = await userId(DEMO_ACCOUNTS.individualShipper.mobile);
    const baseCount = (await t.call('/messages/getMessageCount', { token: ownerToken })).body.data as number;

    await notify(t.db, owner, { type: 'order', title: '订单 DD-TEST-1 已接单', content: '承运商已接单，请关注装货时间。' });
    await notify(t.db, owner, { type: 'payment', title: '运费已到账', content: '订单 DD-TEST-2 的运费 1200.00 元已到账。' });
    expect((await t.call('/messages/getMessageCount', { token: ownerToken })).body.data).toBe(baseCount + 2);

    const found = await t.call('/messages/pagination', { token: ownerToken, json: { pageNumber: 1, pageSize: 10, keyword: 'DD-TEST', status: '0' } });
    expect(found.body.code).toBe(200);
    expect(found.body.data.total).toBe(2);
    expect(found.body.data.list.map((m: { title: string }) => m.title)).toEqual(['运费已到账', '订单 DD-TEST-1 已接单']);
    const target = found.body.data.list[1];

    // Another user neither sees nor marks it.
    const otherList = await t.call('/messages/pagination', { token: otherToken, json: { keyword: 'DD-TEST' } });
    expect(otherList.body.data.total).toBe(0);
    const stolen = await t.call('/messages/read', { token: otherToken, json: { id: target.id } });
    expect(stolen.body).toMatchObject({ code: 400, message: '消息不存在' });
    await t.call('/messages/readAll', { token: otherToken, json: {} });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, target.id));
    expect(row.status).toBe('0');

    const read = await t.call('/messages/read', { token: ownerToken, json: { id: target.id } });
    expect(read.body).toMatchObject({ code: 200, data: { id: target.id, status: '1' } });
    expect((await t.call('/messages/getMessageCount', { token: ownerToken })).body.data).toBe(baseCount + 1);
    const unread = await t.call('/messages/pagination', { token: ownerToken, json: { keyword: 'DD-TEST', status: '0' } });
    expect(unread.body.data.list.map((m: { title: string }) => m.title)).toEqual(['运费已到账']);
    const readOnes = await t.call('/messages/pagination', { token: ownerToken, json: { keyword: 'DD-TEST', status: '1' } });
    expect(readOnes.body.data.total).toBe(1);

    const all = await t.call('/messages/readAll', { token: ownerToken, json: {} });
    expect(all.body.data.updated).toBe(baseCount + 1);
    expect((await t.call('/messages/getMessageCount', { token: ownerToken })).body.data).toBe(0);
  });

  it('pages with the default size of 10 and validates the query', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.agent.mobile);
    const id = await userId(DEMO_ACCOUNTS.agent.mobile);
    for (let i = 1; i <= 12; i += 1) await notify(t.db, id, { type: 'system', title: `分页测试 ${i}`, content: '内容' });
    const first = await t.call('/messages/pagination', { token, json: { keyword: '分页测试' } });
    expect(first.body.data).toMatchObject({ total: 12, pageNumber: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    const second = await t.call('/messages/pagination', { token, json: { keyword: '分页测试', pageNumber: 2 } });
    expect(second.body.data.list).toHaveLength(2);
    expect(second.body.data.list[1].title).toBe('分页测试 1');
    // '%' is a literal, not a wildcard
    expect((await t.call('/messages/pagination', { token, json: { keyword: '%' } })).body.data.total).toBe(0);
    expect((await t.call('/messages/pagination', { token, json: { status: '9' } })).body).toMatchObject({ code: 400, message: '消息状态不正确' });
    expect((await t.call('/messages/pagination', { token, json: { pageNumber: 0 } })).body).toMatchObject({ code: 400, message: '页码从 1 开始' });
    expect((await t.call('/messages/read', { token, json: { id: 'x' } })).body.code).toBe(400);
    expect((await t.call('/messages/getMessageCount')).body.code).toBe(403);
  });

  it('a certification review leaves a message for the applicant', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.unverifiedShipper.mobile);
    const submitted = await t.call('/users/certification/submit', {
      token,
      json: { kind: 'individualShipper', realName: '吴斌', idCard: makeIdCard('130203', '19900101', '123') },
    });
    expect(submitted.body.code).toBe(200);
    const before = (await t.call('/messages/getMessageCount', { token })).body.data as number;
    const operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const reviewed = await t.call('/users/certification/review', {
      token: operator,
      json: { id: submitted.body.data.id, approve: false, remark: '身份证照片不清晰' },
    });
    expect(reviewed.body.code).toBe(200);
    expect((await t.call('/messages/getMessageCount', { token })).body.data).toBe(before + 1);
    const list = await t.call('/messages/pagination', { token, json: { keyword: '审核未通过' } });
    expect(list.body.data.list[0]).toMatchObject({ type: 'certification', title: '个人货主实名认证审核未通过', status: '0' });
    expect(list.body.data.list[0].content).toContain('身份证照片不清晰');
  });
});

describe('SMS copies of hand-over messages (issue 42)', () => {
  const copiesOf = async (mobile: string) =>
    t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.type, SMS_NOTICE)));

  it('are off until the user turns them on, on their own account only, with a strict boolean', async () => {
    const mobile = DEMO_ACCOUNTS.driver.mobile;
    const token = await t.sessionFor(mobile);
    expect((await t.call('/messages/smsNotices', { token, method: 'GET' })).body.data).toEqual({ enabled: false, available: true });
    for (const enabled of ['true', 1, null]) {
      const refused = await t.call('/messages/smsNotices', { token, json: { enabled } });
      expect(refused.body.code).toBe(400);
    }
    const saved = await t.call('/messages/smsNotices', { token, json: { enabled: true } });
    expect(saved.body).toMatchObject({ code: 200, message: '已开启短信提醒', data: { enabled: true, available: true } });
    expect((await t.call('/messages/smsNotices', { token, method: 'GET' })).body.data.enabled).toBe(true);
    // another user's setting is untouched
    const other = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    expect((await t.call('/messages/smsNotices', { token: other, method: 'GET' })).body.data.enabled).toBe(false);
    expect((await t.call('/messages/smsNotices', { method: 'GET' })).body.code).toBe(403);
  });

  it('are queued with a hand-over message in its transaction, only for a user who has them on', async () => {
    const on = await t.userRow(DEMO_ACCOUNTS.driver.mobile);
    const off = await t.userRow(DEMO_ACCOUNTS.carrier.mobile);
    await t.db.update(users).set({ smsNotices: true }).where(eq(users.id, on.id));
    const before = { on: (await copiesOf(on.mobile)).length, off: (await copiesOf(off.mobile)).length };
    await t.db.transaction(async (tx) => {
      await notify(tx, on.id, { type: 'waybill', title: '派车单PC2026112900009已签收', content: '货主已签收。' });
      await notify(tx, on.id, { type: 'system', title: '系统维护通知', content: '今晚维护。' });
      await notify(tx, off.id, { type: 'waybill', title: '派车单PC2026112900009已签收', content: '货主已签收。' });
    });
    const copies = await copiesOf(on.mobile);
    expect(copies.length).toBe(before.on + 1);
    expect(copies.at(-1)).toMatchObject({ content: '派车单PC2026112900009已签收', status: 'queued', provider: 'outbox' });
    expect((await copiesOf(off.mobile)).length).toBe(before.off);
    // an event that rolls back leaves neither the message nor its copy
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, on.id, { type: 'payment', title: '运费已到账', content: '…' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await copiesOf(on.mobile)).length).toBe(before.on + 1);
    await t.db.update(users).set({ smsNotices: false }).where(eq(users.id, on.id));
  });
});

describe('warnPrompt', () => {
  // Overdue (money/aging.ts overduePayableFen): the unpaid part of the company's bills as payer
  // that the payee confirmed and that were made more than 30 days ago. The seed (step
  // money-overdue-v1) gives 鲁中 (马永刚) one confirmed bill made 45 days ago, unpaid.
  it('answers the three cases of the ship-order notice per user', async () => {
    const stale = await t.userRow(DEMO_ACCOUNTS.stalePassword.mobile);
    const [overdueBill] = await t.db
      .select()
      .from(settlementBills)
      .where(and(eq(settlementBills.payerCompanyId, stale.companyId!), eq(settlementBills.status, 'CONFIRMED')));
    expect(overdueBill.totalFen).toBeGreaterThan(0);
    const overdue = await t.call('/payment/warnPrompt', { token: await t.sessionFor(DEMO_ACCOUNTS.stalePassword.mobile) });
    expect(overdue.body).toMatchObject({ code: 200, data: { warnPaymentAmount: overdueBill.totalFen - overdueBill.paidFen, shipOrderStatus: '1' } });
    const disabled = await t.call('/payment/warnPrompt', { token: await t.sessionFor(DEMO_ACCOUNTS.unverifiedShipper.mobile) });
    expect(disabled.body.data).toEqual({ warnPaymentAmount: 0, shipOrderStatus: '0' });
    // the steel shipper's demo bill is 6 days old and unconfirmed: owed later, not overdue
    const none = await t.call('/payment/warnPrompt', { token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile) });
    expect(none.body.data).toEqual({ warnPaymentAmount: 0, shipOrderStatus: '1' });
    expect((await t.call('/payment/warnPrompt')).body.code).toBe(403);
  });

  it('counts only confirmed bills older than 30 days, and only their unpaid part', async () => {
    const stale = await t.userRow(DEMO_ACCOUNTS.stalePassword.mobile);
    const token = await t.sessionFor(DEMO_ACCOUNTS.stalePassword.mobile);
    const [bill] = await t.db.select().from(settlementBills).where(eq(settlementBills.payerCompanyId, stale.companyId!));
    const amount = async () => (await t.call('/payment/warnPrompt', { token })).body.data.warnPaymentAmount as number;
    const set = (v: Partial<typeof settlementBills.$inferInsert>) => t.db.update(settlementBills).set(v).where(eq(settlementBills.id, bill.id));
    try {
      await set({ createdAt: new Date(Date.now() - 29 * 86_400_000) });
      expect(await amount()).toBe(0);
      await set({ createdAt: new Date(Date.now() - 31 * 86_400_000), status: 'WAIT_CONFIRM' });
      expect(await amount()).toBe(0);
      await set({ status: 'PARTIAL', paidFen: 100 });
      expect(await amount()).toBe(bill.totalFen - 100);
    } finally {
      await set({ createdAt: bill.createdAt, status: bill.status, paidFen: bill.paidFen });
    }
  });
});

describe('workbench', () => {
  it('counts the orders and waybills of the caller’s own side only', async () => {
    const shipper = await t.call('/workbench/summary', { token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile) });
    expect(shipper.body.code).toBe(200);
    const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    expect(total(shipper.body.data.orders)).toBeGreaterThan(0);
    expect(total(shipper.body.data.waybills)).toBeGreaterThan(0);
    const fresh = await t.call('/workbench/summary', { token: await t.sessionFor(DEMO_ACCOUNTS.noPassword.mobile) });
    expect(fresh.body.data).toMatchObject({ orders: [], waybills: [] });
    const [u] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.enterpriseShipper.mobile));
    expect(u.companyId).not.toBeNull();
  });

  it('saves rule settings per user and validates them', async () => {
    const a = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const b = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const saved = await t.call('/workbench/settings/save', {
      token: a,
      json: { autoReceiptDays: 3, lossAllowancePermille: 5, requireReceiptPhoto: false, notifyOnSign: true },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { autoReceiptDays: 3 } });
    expect((await t.call('/workbench/settings', { token: a })).body.data).toMatchObject({ autoReceiptDays: 3, requireReceiptPhoto: false });
    expect((await t.call('/workbench/settings', { token: b })).body.data).toMatchObject({ autoReceiptDays: 7, requireReceiptPhoto: true });
    const bad = await t.call('/workbench/settings/save', { token: b, json: { autoReceiptDays: 40, lossAllowancePermille: 5 } });
    expect(bad.body).toMatchObject({ code: 400, message: '天数不能超过 30' });
  });
});

describe('the workspace shell', () => {
  const shellOf = async (mobile: string, route = '/user/dispatchOrderList?pageNumber=2') =>
    t.call('/workspace/shell', { token: await t.sessionFor(mobile), json: { route }, ip: '10.9.8.7' });

  it('answers what the four calls answer: the user, the menu tree, the unread count and the notice', async () => {
    for (const mobile of [DEMO_ACCOUNTS.carrier.mobile, DEMO_ACCOUNTS.stalePassword.mobile]) {
      const token = await t.sessionFor(mobile);
      const shell = await t.call('/workspace/shell', { token, json: { route: '/workbenck/workbenck' } });
      expect(shell.body.code).toBe(200);
      expect(shell.body.data).toEqual({
        user: (await t.call('/users/info', { token })).body.data,
        menuTree: (await t.call('/shipperMenu/getMenuTreeByUserId', { token, json: {} })).body.data,
        unread: (await t.call('/messages/getMessageCount', { token })).body.data,
        // only shippers see the ship-order notice
        warnPrompt: mobile === DEMO_ACCOUNTS.carrier.mobile ? null : (await t.call('/payment/warnPrompt', { token })).body.data,
        // they act through their built-in role, not a narrower one an administrator made
        narrowed: false,
      });
    }
    const carrier = (await shellOf(DEMO_ACCOUNTS.carrier.mobile)).body.data as { menuTree: Menu[]; warnPrompt: unknown };
    expect(carrier.menuTree.length).toBeGreaterThan(0);
    expect((await shellOf(DEMO_ACCOUNTS.stalePassword.mobile)).body.data).toMatchObject({ warnPrompt: { shipOrderStatus: '1' } });
  });

  it('gives agents no menu tree (they use the static menu of spec 6), and the user as /users/info does', async () => {
    const shell = await shellOf(DEMO_ACCOUNTS.agent.mobile);
    expect(shell.body).toMatchObject({ code: 200, data: { user: { role: 'agent' }, menuTree: [] } });
    // an agent who is also a driver, of no company: every role, in ROLE_PRIORITY order
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile);
    const both = (await t.call('/workspace/shell', { token, json: { route: '/workbenck/workbenck' } })).body.data as { user: { roles: string[] } };
    expect(both.user.roles.length).toBeGreaterThan(1);
    expect(both.user).toEqual((await t.call('/users/info', { token })).body.data);
  });

  it('logs the route change of the page view with the user and client address', async () => {
    const route = `/user/dispatchOrderList?waybillNo=${Date.now()}`;
    await shellOf(DEMO_ACCOUNTS.carrier.mobile, route);
    await flushInterfaceLogs(t.db);
    const [entry] = await t.db.select().from(interfaceLogs).where(eq(interfaceLogs.name, route));
    expect(entry).toMatchObject({ userId: await userId(DEMO_ACCOUNTS.carrier.mobile), method: 'GET', type: 'route', mode: 'pc', ip: '10.9.8.7' });
  });

  it("keeps a session's menu and roles for the next pages of that session only; the unread count stays live (issue 50)", async () => {
    type Shell = { menuTree: Menu[]; unread: number };
    const carrier = await userId(DEMO_ACCOUNTS.carrier.mobile);
    const token = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const shellWith = async (session: string) =>
      (await t.call('/workspace/shell', { token: session, json: { route: '/user/dispatchOrderList' } })).body.data as Shell;
    const first = await shellWith(token);
    expect(paths(first.menuTree)).not.toContain('/content-manage/version');
    const [versions] = await t.db.select().from(menus).where(eq(menus.code, '/content-manage/version'));
    await t.db.insert(userMenus).values({ userId: carrier, menuId: versions.id });
    try {
      await notify(t.db, carrier, { type: 'system', title: '页框缓存测试', content: '内容' });
      // the same session's next page: the kept menu (a grant shows within PERMISSION_CACHE_MS), the new message at once
      const next = await shellWith(token);
      expect(paths(next.menuTree)).not.toContain('/content-manage/version');
      expect(next.unread).toBe(first.unread + 1);
      // another session of the same user shares nothing with it
      expect(paths((await shellWith(await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile))).menuTree)).toContain('/content-manage/version');
      // a grant or menu change made in this process drops what it keeps
      forgetShells(t.db);
      expect(paths((await shellWith(token)).menuTree)).toContain('/content-manage/version');
    } finally {
      await t.db.delete(userMenus).where(and(eq(userMenus.userId, carrier), eq(userMenus.menuId, versions.id)));
      forgetShells(t.db);
    }
  });

  it('needs a session and a route', async () => {
    expect((await t.call('/workspace/shell', { json: { route: '/x' } })).body.code).toBe(403);
    expect((await t.call('/workspace/shell', { token: await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile), json: {} })).body.code).toBe(400);
  });
});
