// A fixed, complete waybill report for the check and message tests.
import type { ReportFacts } from '../../contract/reporting/schemas';
import { idCardCheckChar } from '../../contract/validators';

const ID = `12011619820415231${idCardCheckChar('12011619820415231')}`;

/** A signed waybill whose papers are all in order (the trip ended 2026-11-20 China time). */
export function completeFacts(): ReportFacts {
  return {
    waybillNo: 'PC2026111800042',
    orderNo: 'DD2026111800007',
    loadedAt: '2026-11-18T02:00:00.000Z',
    unloadedAt: '2026-11-19T22:30:00.000Z',
    signedAt: '2026-11-20T01:15:00.000Z',
    createdAt: '2026-11-17T23:40:00.000Z',
    loadWeightKg: 31_860,
    unloadWeightKg: 31_815,
    freightFen: 591_759,
    goodsName: '热轧带钢 <A&B>',
    cargoCode: '0400',
    platform: { name: '唐山运宝网络科技有限公司', creditCode: '91130203MA0E6W1B2X', permitNo: '130203300518' },
    consignor: { name: '河北冀东钢铁集团有限公司', id: '91130207MA0AAAAA1X', place: '河北省唐山市丰南区钢厂路1号', regionCode: '130207' },
    consignee: { name: '赵磊', place: '天津市滨海新区东疆港区3号堆场', regionCode: '120116' },
    actualCarrier: { name: '天津顺达物流有限公司', creditCode: '91120116MA05T8P21K', permitNo: '120116000866' },
    vehicle: {
      plateNo: '津C7R261',
      plateColor: '2',
      loadKg: 32_000,
      vin: 'LZZ5BLSJ8MW726153',
      licenceInspectionExpiry: '2027-06-30T16:00:00.000Z',
      transportPermitNo: '120116013377',
      transportPermitExpiry: '2027-08-31T16:00:00.000Z',
    },
    driver: {
      name: '孙建国',
      idCard: ID,
      licenceNo: ID,
      licenceExpiry: '2029-03-01T16:00:00.000Z',
      qualificationNo: '120116200922260418',
      qualificationExpiry: '2028-01-01T16:00:00.000Z',
      accountName: null,
      accountIdCard: null,
    },
  };
}
