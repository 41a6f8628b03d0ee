import { describe, expect, it } from 'vitest';
import { labelIn, valuesIn } from '../dictionaries';
import { lenientQuery } from '../lenient-query';
import { FREIGHT_VEHICLE_TYPE, VEHICLE_TYPE } from './dict-vehicle-type';
import { blacklistInput, driverInput, lineInput, newEnergyColorFor, vehicleInput, vehicleQuery } from './schemas';

const vehicle = { plateNo: '冀B12345', plateColor: '2', vehicleType: 'Q11', vehicleLength: '13.75', loadKg: '32000', ownerName: '某公司' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) {
  return result.success ? null : { message: result.error!.issues[0].message, path: result.error!.issues[0].path.join('.') };
}

describe('capacity contract', () => {
  it('offers no trolley bus, motorcycle or tractor as a freight vehicle, yet still names an earlier one (issue 42)', () => {
    const offered = FREIGHT_VEHICLE_TYPE.items.map((item) => item.label).join(' ');
    expect(offered).not.toMatch(/无轨电车|摩托车|拖拉机/);
    expect(valuesIn(FREIGHT_VEHICLE_TYPE)).toEqual(expect.arrayContaining(['H11', 'Q11', 'Z11', 'N11', 'J11', 'G11', 'B11', 'X99']));
    for (const code of ['D11', 'M14', 'T11']) {
      expect(vehicleInput.safeParse({ ...vehicle, vehicleType: code }).success, code).toBe(false);
      expect(lineInput.safeParse({ originCity: '1302', destCity: '1201', distanceKm: '150', refPrice: '45', vehicleType: code }).success, code).toBe(false);
      expect(labelIn(VEHICLE_TYPE, code), code).not.toBe('');
    }
    expect(vehicleInput.safeParse({ ...vehicle, vehicleType: 'H11' }).success).toBe(true);
    expect(lineInput.safeParse({ originCity: '1302', destCity: '1201', distanceKm: '150', refPrice: '45', vehicleType: 'H11' }).success).toBe(true);
  });

  it('tells small and large new-energy plates apart', () => {
    expect(newEnergyColorFor('津AD12345')).toBe('94');
    expect(newEnergyColorFor('津A12345D')).toBe('93');
    expect(newEnergyColorFor('津A12345')).toBeNull();
  });

  it('upper-cases plates, accepts new-energy and trailer plates, refuses bad ones with the spec message', () => {
    expect(vehicleInput.parse({ ...vehicle, plateNo: ' 冀b12345 ' }).plateNo).toBe('冀B12345');
    expect(vehicleInput.safeParse({ ...vehicle, plateNo: '冀B1234挂' }).success).toBe(true);
    expect(vehicleInput.safeParse({ ...vehicle, plateNo: '津AD12345', plateColor: '94' }).success).toBe(true);
    expect(firstMessage(vehicleInput.safeParse({ ...vehicle, plateNo: '冀BI2345' }))).toEqual({ message: '请输入正确的车牌号', path: 'plateNo' });
    expect(firstMessage(vehicleInput.safeParse({ ...vehicle, plateNo: '' }))).toEqual({ message: '请输入车牌号', path: 'plateNo' });
    expect(firstMessage(vehicleInput.safeParse({ ...vehicle, plateNo: '津AD12345' }))?.path).toBe('plateColor');
    expect(firstMessage(vehicleInput.safeParse({ ...vehicle, loadKg: '0' }))).toEqual({ message: '请输入正整数', path: 'loadKg' });
    expect(firstMessage(vehicleInput.safeParse({ ...vehicle, vin: 'LZZ5BLSJ8KD20743O' }))?.path).toBe('vin');
  });

  it('checks the ID card checksum of a driver', () => {
    const driver = { name: '张三', mobile: '13712345678', idCard: '11010519491231002X', licenceNo: '11010519491231002X', licenceClass: 'A2' };
    expect(driverInput.parse({ ...driver, idCard: '11010519491231002x' }).idCard).toBe('11010519491231002X');
    expect(driverInput.parse({ ...driver, mobile: '+86 199 1234 5670' }).mobile).toBe('19912345670');
    expect(firstMessage(driverInput.safeParse({ ...driver, idCard: '110105194912310021' }))).toEqual({ message: '请输入正确的身份证号码', path: 'idCard' });
    expect(firstMessage(driverInput.safeParse({ ...driver, mobile: '12012345678' }))).toEqual({ message: '请输入正确的手机号码', path: 'mobile' });
  });

  it('needs the field of the chosen blacklist type', () => {
    expect(firstMessage(blacklistInput.safeParse({ targetType: 'company', reason: 'x' }))?.path).toBe('company');
    expect(firstMessage(blacklistInput.safeParse({ targetType: 'vehicle', plateNo: '冀B1', reason: 'x' }))?.message).toBe('请输入正确的车牌号');
    expect(firstMessage(blacklistInput.safeParse({ targetType: 'nobody', reason: 'x' }))?.message).toBe('请选择拉黑对象类型');
  });

  it('turns a yuan price into integer fen without floating point', () => {
    const line = { originCity: '1302', destCity: '1201', distanceKm: '150' };
    expect(lineInput.parse({ ...line, refPrice: '45.5' }).refPrice).toBe(4550);
    expect(lineInput.parse({ ...line, refPrice: '0.29' }).refPrice).toBe(29);
    expect(lineInput.parse({ ...line, refPrice: '1200' }).refPrice).toBe(120000);
    expect(lineInput.safeParse({ ...line, refPrice: '1.234' }).success).toBe(false);
  });

  it('reads list URLs leniently: a bad value falls back to its default', () => {
    const q = lenientQuery(vehicleQuery, new URLSearchParams('pageNumber=abc&pageSize=1000&plateNo=冀B&expiry=nope'));
    expect(q).toEqual({ pageNumber: 1, pageSize: 20, plateNo: '冀B', vehicleType: '', vehicleLength: '', reviewStatus: '', expiry: '', orgUnitId: '' });
    expect(lenientQuery(vehicleQuery, new URLSearchParams('pageNumber=3&pageSize=50&expiry=soon'))).toMatchObject({
      pageNumber: 3,
      pageSize: 50,
      expiry: 'soon',
    });
  });
});
