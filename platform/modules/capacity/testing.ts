// What the capacity tests share: a platform with sessions of two carrier companies and an
// individual agent (live bindings set before the first test), a valid ID number (and one with a wrong checksum), and form bodies of a
// vehicle and a driver.
import { afterAll, beforeAll } from 'vitest';
import { makeIdCard } from '../../seed/factories';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';

export const GOOD_ID = makeIdCard('130203', '19900101', '123');
export const BAD_ID = GOOD_ID.slice(0, 17) + (GOOD_ID[17] === '1' ? '2' : '1');

export const vehicleBody = (over: Record<string, unknown> = {}) => ({
  plateNo: '冀B12345',
  plateColor: '2',
  vehicleType: 'Q11',
  vehicleLength: '13.75',
  loadKg: '32000',
  ownerName: '测试运输公司',
  transportPermitNo: '130207000001',
  transportPermitExpiry: '2030-01-31',
  insuranceExpiry: '2030-06-30',
  ...over,
});

export const driverBody = (over: Record<string, unknown> = {}) => ({
  name: '李四',
  mobile: '13712345678',
  idCard: GOOD_ID,
  licenceNo: GOOD_ID,
  licenceClass: 'A2',
  licenceExpiry: '2031-05-01',
  qualificationNo: '130203200901001234',
  ...over,
});

// Live bindings: each test file imports these and sees them set once its beforeAll has run.
export let t: TestPlatform;
/** carrier 天津顺达物流 (13800000003) */
export let shunda: string;
/** second carrier company (13900000021) */
export let tongjiang: string;
/** individual agent without a company (13800000005) */
export let individual: string;

/** Opens a fresh platform for the calling test file (closed after its tests). */
export function withCapacityPlatform() {
  beforeAll(async () => {
    t = await openTestPlatform();
    [shunda, tongjiang, individual] = await Promise.all([
      t.sessionFor(DEMO_ACCOUNTS.carrier.mobile),
      t.sessionFor(DEMO_ACCOUNTS.tongjiangCarrier.mobile),
      t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });
}
