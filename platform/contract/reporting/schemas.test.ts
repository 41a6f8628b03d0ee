import { describe, expect, it } from 'vitest';
import { completeFacts } from '../../modules/reporting/fixture';
import { checkFiveCertificates } from './schemas';

describe('checkFiveCertificates', () => {
  it('passes a waybill whose five certificates are present, valid and consistent', () => {
    expect(checkFiveCertificates(completeFacts())).toEqual([]);
  });

  it('names an expired 道路运输证 — valid until the day before the signing day is too short', () => {
    const f = completeFacts();
    f.vehicle.transportPermitExpiry = '2026-11-18T16:00:00.000Z'; // 2026-11-19 in China, signed 2026-11-20
    expect(checkFiveCertificates(f)).toEqual(['道路运输证已过期']);
    f.vehicle.transportPermitExpiry = '2026-11-19T16:00:00.000Z'; // valid through the signing day
    expect(checkFiveCertificates(f)).toEqual([]);
  });

  it('needs no 道路运输证 for a goods vehicle of 4.5 t or less', () => {
    const f = completeFacts();
    f.vehicle.loadKg = 4500;
    f.vehicle.transportPermitNo = null;
    f.vehicle.transportPermitExpiry = null;
    expect(checkFiveCertificates(f)).toEqual([]);
    f.vehicle.loadKg = 4501;
    expect(checkFiveCertificates(f)).toEqual(['缺少道路运输证号', '道路运输证缺少有效期']);
  });

  it('lists every missing or inconsistent paper in Chinese', () => {
    const f = completeFacts();
    f.driver.idCard = '120116198204152310';
    f.driver.licenceExpiry = null;
    f.driver.qualificationNo = null;
    f.driver.qualificationExpiry = '2026-01-01T00:00:00.000Z';
    f.driver.accountName = '孙建民';
    f.vehicle.vin = null;
    f.vehicle.licenceInspectionExpiry = '2026-10-01T00:00:00.000Z';
    expect(checkFiveCertificates(f)).toEqual([
      '司机身份证号格式不正确',
      '驾驶证号与司机身份证号不一致',
      '驾驶证姓名与司机实名不一致',
      '驾驶证缺少有效期',
      '行驶证缺少车辆识别代号',
      '行驶证已过期',
      '缺少从业资格证号',
      '从业资格证已过期',
    ]);
  });

  it('lists the values the message cannot go without', () => {
    const f = completeFacts();
    f.platform = { ...f.platform!, permitNo: null };
    f.actualCarrier = null;
    f.consignor.id = null;
    f.consignee.regionCode = null;
    f.loadWeightKg = null;
    expect(checkFiveCertificates(f)).toEqual([
      '平台企业缺少道路运输经营许可证号',
      '缺少实际承运人',
      '缺少托运人统一社会信用代码或证件号',
      '缺少收货地行政区划代码',
      '缺少装货重量',
    ]);
  });
});
