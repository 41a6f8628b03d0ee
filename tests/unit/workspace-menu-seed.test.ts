// The platform's seeded menu and the app's screen registry must agree: every menu path is a
// registered, visible screen, and every role granted an entry may open that screen.
import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../platform/seed/areas/workspace';
import { findScreen } from '../../app/screens.server';

describe('seeded menu tree', () => {
  it('links only to visible screens the granted roles may open', () => {
    for (const group of MENU_TREE) {
      for (const [path, , roles] of group.items) {
        const screen = findScreen(path);
        expect(screen, path).toBeDefined();
        expect(screen!.hidden ?? false, path).toBe(false);
        expect(screen!.path, path).toBe(path);
        for (const role of roles) expect(screen!.roles === 'all' || screen!.roles.includes(role), `${role} → ${path}`).toBe(true);
      }
    }
  });

  it('gives every business role something from each area of its spec part', () => {
    const granted = (role: string) => MENU_TREE.flatMap((g) => g.items.filter(([, , roles]) => roles.includes(role as never)).map(([p]) => p));
    expect(granted('enterprise_shipper')).toEqual(expect.arrayContaining(['/shipper/payFee', '/my-center/detail', '/logistics/orderList', '/replace1']));
    expect(granted('carrier')).toEqual(expect.arrayContaining(['/logistics/vehicle', '/order-manage/dispatchOrder']));
    // the payee's side of settlement is every business role's; building and paying bills is the shippers'
    expect(granted('carrier')).toEqual(expect.arrayContaining(['/shipper/payFee', '/shipper/receivableBillManage']));
    expect(granted('carrier')).not.toContain('/shipper/payBillManage');
    expect(granted('carrier')).not.toContain('/shipper/receiveFee');
    expect(granted('driver')).toEqual(expect.arrayContaining(['/workbenck/workbenck', '/download-center/index']));
    expect(granted('operator')).toContain('/permission-manage/role');
  });
});
