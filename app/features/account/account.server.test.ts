import { describe, expect, it } from 'vitest';
import type { UserInfo } from '#contract/auth/user';
import { WORKBENCH_PATH } from '#app/site';
import { CHANGE_PASSWORD_PATH, landingPath } from './account.server';

const user: UserInfo = {
  userId: 1,
  role: 'individual_shipper',
  roles: ['individual_shipper'],
  realName: '张伟',
  memberName: null,
  mobile: '13800000001',
  existPwd: 'Y',
  pwdChangeDay: 10,
  authStatus: '2',
  company: 'n',
  individual: 'y',
  shipperIdentity: '',
  employeeNo: null,
  signStatus: '0',
  isDriver: 0,
  companyId: null,
  companyName: null,
};

describe('where a signed-in user lands (spec 4, Login)', () => {
  it('goes to a safe redirect target, else the workbench', () => {
    expect(landingPath(user, '/logistics/vehicle?pageNumber=2')).toBe('/logistics/vehicle?pageNumber=2');
    expect(landingPath(user, null)).toBe(WORKBENCH_PATH);
    expect(landingPath(user, '//evil.example')).toBe(WORKBENCH_PATH);
  });

  it('sends individual agents to their personal centre', () => {
    expect(landingPath({ ...user, role: 'individual_agent' }, null)).toBe('/my-center/detail');
  });

  it('sends a driver to his trips, the current one first (issue 43), unless a page asked for him', () => {
    expect(landingPath({ ...user, role: 'driver', roles: ['driver'] }, null)).toBe('/user/dispatchOrderList');
    expect(landingPath({ ...user, role: 'driver', roles: ['driver'] }, '/user/messages')).toBe('/user/messages');
  });

  it('sends a user without a password to set one first', () => {
    expect(landingPath({ ...user, existPwd: 'N' }, '/x')).toBe('/loginPwd?mobile=13800000001');
  });

  it('sends a password of 180 days or more to the change-password screen', () => {
    expect(landingPath({ ...user, pwdChangeDay: 180 }, '/x')).toBe(CHANGE_PASSWORD_PATH);
    expect(landingPath({ ...user, pwdChangeDay: 179 }, '/x')).toBe('/x');
  });
});
