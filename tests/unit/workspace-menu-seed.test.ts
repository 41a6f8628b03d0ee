// The platform's seeded menu, each role's menu table and the app's screen registry must agree:
// every menu path is a registered, visible screen; every entry of a role's table is in the tree
// (so the seed can grant it) and is a screen that role may open.
import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../platform/seed/areas/workspace';
import { ROLE_MENUS, rolesWithEntry, type MenuRole } from '../../platform/contract/workspace/role-menus';
import { findScreen } from '../../app/screens.server';

const treePaths = new Set(MENU_TREE.flatMap((g) => g.items.map(([path]) => path)));

describe('seeded menu tree', () => {
  it('links only to visible screens', () => {
    for (const path of treePaths) {
      const screen = findScreen(path);
      expect(screen, path).toBeDefined();
      expect(screen!.hidden ?? false, path).toBe(false);
      expect(screen!.path, path).toBe(path);
    }
  });

  it("holds every entry of every role's table, each a screen that role may open", () => {
    for (const [role, groups] of Object.entries(ROLE_MENUS) as [MenuRole, (typeof ROLE_MENUS)[MenuRole]][]) {
      for (const [path] of groups.flatMap((g) => g.items)) {
        expect(treePaths.has(path), `${role} → ${path}`).toBe(true);
        const screen = findScreen(path)!;
        // a shared table (both shipper kinds, both agent kinds) may hold a screen one of them may not open
        const kin = (Object.keys(ROLE_MENUS) as MenuRole[]).filter((r) => ROLE_MENUS[r] === groups);
        expect(screen.roles === 'all' || kin.some((r) => (screen.roles as string[]).includes(r)), `${role} → ${path}`).toBe(true);
      }
    }
  });

  it('grants each role what its day needs (issue 42)', () => {
    const granted = (role: MenuRole) => [...treePaths].filter((path) => rolesWithEntry(path).includes(role));
    expect(granted('enterprise_shipper')).toEqual(expect.arrayContaining(['/shipper/receiveFee', '/my-center/detail', '/user/myOrder', '/replace1']));
    expect(granted('enterprise_shipper')).not.toContain('/shipper/payFee');
    expect(granted('carrier')).toEqual(expect.arrayContaining(['/logistics/vehicle', '/user/dispatchOrderList']));
    // the payee's side of settlement is every capacity role's; building and paying bills is the shippers'
    expect(granted('carrier')).toEqual(expect.arrayContaining(['/shipper/payFee', '/shipper/receivableBillManage']));
    expect(granted('carrier')).not.toContain('/shipper/payBillManage');
    expect(granted('carrier')).not.toContain('/shipper/receiveFee');
    expect(granted('driver')).toEqual(expect.arrayContaining(['/workbenck/workbenck', '/user/dispatchOrderList']));
    expect(granted('driver')).not.toContain('/download-center/index');
    expect(granted('driver')).not.toContain('/workbenck/workbenchset');
    expect(granted('operator')).toEqual(expect.arrayContaining(['/permission-manage/role', '/payment/walletManage']));
  });

  it("puts 事件推送 beside 接口密钥 in the open platform's group, for the companies that hold keys (issue 51)", () => {
    const open = MENU_TREE.find((area) => area.code === 'open');
    expect(open?.items).toEqual([
      ['/open/keys', '接口密钥'],
      ['/open/webhooks', '事件推送'],
    ]);
    expect(rolesWithEntry('/open/webhooks').sort()).toEqual(['carrier', 'enterprise_shipper']);
  });
});
