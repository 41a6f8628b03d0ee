// Permissions seed (issue 44, decision 022), ensured on every start in every mode (production too;
// it adds no user): the seven built-in roles as rows, one button node per route-table endpoint that
// needs a grant, and each built-in role's grants of those buttons exactly as today's module checks
// let it through. The menu entries' grants are the workspace step's (seed/areas/workspace.ts).
import { and, inArray, notInArray } from 'drizzle-orm';
import { API } from '../../contract/api';
import { ROLES, type Role } from '../../contract/auth/user';
import type { Endpoint } from '../../contract/endpoints';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles, type DataScope } from '../../db/schema';

export const BUILT_IN_ROLES: Record<Role, { name: string; dataScope: DataScope }> = {
  enterprise_shipper: { name: '企业货主', dataScope: 'company' },
  individual_shipper: { name: '个人货主', dataScope: 'own' },
  carrier: { name: '承运商', dataScope: 'company' },
  agent: { name: '企业经纪人', dataScope: 'company' },
  individual_agent: { name: '个人经纪人', dataScope: 'own' },
  driver: { name: '司机', dataScope: 'own' },
  operator: { name: '运营人员', dataScope: 'all' },
};

/**
 * Endpoints whose modules answer operations only, whoever else asks (requireOperator and the
 * `auth.role !== 'operator'` checks): only the operator role is granted them. Every other endpoint
 * is granted to all seven roles, as today, where the module itself tells a shipper from a carrier.
 */
export const OPERATIONS_ONLY: ReadonlySet<string> = new Set([
  'certification.pending',
  'certification.review',
  'capacity.vehicleReview',
  'capacity.driverReview',
  'capacity.reviewPage',
  'capacity.reviewItem',
  'entrust.match',
  'entrust.carrierChoices',
  'ordersKinds.controlAssign',
  'reporting.page',
  'reporting.detail',
  'reporting.check',
  'reporting.push',
  'news.save',
  'news.page',
  'news.detail',
  'news.enable',
  'news.disable',
  'news.remove',
  'complaints.adminPage',
  'complaints.adminDetail',
  'complaints.reply',
  'platformInfo.page',
  'platformInfo.detail',
  'platformInfo.save',
  'platformInfo.enable',
  'platformInfo.disable',
  'platformInfo.remove',
  'releases.page',
  'releases.save',
  'releases.remove',
  'wallet.walletList',
  'wallet.walletDetail',
  'wallet.freezeWallet',
  'wallet.unfreezeWallet',
  'wallet.reconcile',
  'wallet.differencePage',
  'wallet.differenceDetail',
  'wallet.differenceHandle',
  'backup.list',
  'backup.create',
  'log.operationPage',
  'log.operationExport',
  'log.loginPage',
  'log.loginExport',
  'log.interfacePage',
  'log.interfaceExport',
  'invoices.issue',
  'invoices.reverse',
  'invoices.refuse',
  'invoices.queue',
  'invoices.queueDetail',
  // 代开: operations record the tax office's invoice or refuse (the payee's own calls are every role's; the module tells payees apart)
  'invoices.agencyQueue',
  'invoices.agencyIssue',
  'invoices.agencyRefuse',
  'invoices.agencyPeriodPreview',
  'invoices.agencyPeriodIssue',
  'invoices.agencyReverse',
  'contracts.templatePage',
  'contracts.templateDetail',
  'contracts.templateSave',
  'contracts.templateNewVersion',
  'contracts.templateRelease',
  'contracts.templateInvalid',
  'contracts.invalid',
  'reports.diySave',
  'reports.diyDelete',
  'reports.diyEnable',
  'reports.diyDisable',
  'reports.displayFieldPage',
  'reports.queryFieldPage',
  'reports.dispatchHas',
  'reports.dispatchNot',
  'reports.dispatchCheckFive',
  'reports.dispatchPrice',
  'reports.dispatchReturn',
  'reports.dispatchWay',
  'reports.dispatchReportExport',
  'permissions.menuTree',
  'permissions.menuDetail',
  'permissions.menuSave',
]);

/** The administration endpoints (/permission-manage): operations and an enterprise shipper's administrator. */
const ADMINISTRATORS: readonly Role[] = ['operator', 'enterprise_shipper'];

/** The API-key administration (/permission-manage/apiKey, issue 51): the companies whose keys the open API serves. */
const KEY_ADMINISTRATORS: readonly Role[] = ['enterprise_shipper', 'carrier'];

const GROUP_TITLES: Record<string, string> = {
  workbench: '工作台',
  account: '账号与认证',
  system: '系统',
  source: '货源',
  content: '内容',
  transport: '运输',
  capacity: '运力',
  finance: '财务',
  permission: '权限管理',
  contract: '合同',
  cockpit: '数据驾驶舱',
  report: '报表',
  monitor: '监控',
  open: '开放平台',
};

/** Each endpoint that needs a grant, with the built-in roles granted it. */
export function grantedEndpoints(): { id: string; permission: string; summary: string; roles: readonly Role[] }[] {
  return Object.entries(API).flatMap(([area, table]) =>
    Object.entries(table as Record<string, Endpoint>)
      .filter(([, e]) => e.permission !== 'public' && e.permission !== 'signed-in')
      .map(([name, e]) => {
        const id = `${area}.${name}`;
        const roles = OPERATIONS_ONLY.has(id)
          ? (['operator'] as const)
          : area === 'permissions'
            ? ADMINISTRATORS
            : area === 'open'
              ? KEY_ADMINISTRATORS
              : ROLES;
        return { id, permission: e.permission, summary: e.summary, roles };
      }),
  );
}

export async function ensurePermissions(db: Db): Promise<void> {
  const endpoints = grantedEndpoints();
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((key) => ({ key, identity: key, builtIn: true, ...BUILT_IN_ROLES[key] })))
      .onConflictDoNothing({ target: roles.key });

    // One directory per permission's area ('finance'), the endpoints' buttons under it.
    const groups = [...new Set(endpoints.map((e) => e.permission.split(':')[0]))];
    const dirs = await tx
      .insert(menus)
      .values(
        groups.map((group, i) => ({
          code: `api:${group}`,
          path: `api:${group}`,
          title: `${GROUP_TITLES[group] ?? group}接口`,
          permAlias: group,
          kind: 'directory',
          hidden: true,
          sort: 1000 + i * 10,
        })),
      )
      .onConflictDoUpdate({ target: menus.code, set: { kind: 'directory', hidden: true } })
      .returning({ id: menus.id, code: menus.code });
    const dirOf = new Map(dirs.map((d) => [d.code.slice(4), d.id]));
    const unique = [...new Map(endpoints.map((e) => [e.permission, e])).values()];
    const buttons = await tx
      .insert(menus)
      .values(
        unique.map((e, i) => ({
          code: e.permission,
          path: e.permission,
          parentId: dirOf.get(e.permission.split(':')[0]) ?? null,
          title: e.summary.slice(0, 60),
          permAlias: e.permission,
          kind: 'button',
          hidden: true,
          sort: i,
        })),
      )
      .onConflictDoUpdate({ target: menus.code, set: { kind: 'button', hidden: true } })
      .returning({ id: menus.id, code: menus.code });
    const buttonOf = new Map(buttons.map((b) => [b.code, b.id]));

    // Buttons of endpoints no table lists any more are nobody's; the built-in roles get exactly theirs.
    await tx.delete(roleMenus).where(
      inArray(
        roleMenus.menuId,
        tx
          .select({ id: menus.id })
          .from(menus)
          .where(and(inArray(menus.kind, ['button']), notInArray(menus.code, [...buttonOf.keys()]))),
      ),
    );
    await tx.delete(roleMenus).where(and(inArray(roleMenus.role, [...ROLES]), inArray(roleMenus.menuId, [...buttonOf.values()])));
    const grants = endpoints.flatMap((e) => e.roles.map((role) => ({ role, menuId: buttonOf.get(e.permission)! })));
    await tx.insert(roleMenus).values(grants).onConflictDoNothing();
  });
}

/** The permissions step of the seed: run on every start, demo or not. */
export async function seedPermissions(db: Db): Promise<void> {
  await ensurePermissions(db);
}
