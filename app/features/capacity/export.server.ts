// Spreadsheets of the capacity lists (exceljs): one header row of Chinese column names, one row
// per vehicle or driver, codes turned into their dictionary labels.
import ExcelJS from 'exceljs';
import { EXPIRY_LABELS, chinaDateTime } from '#contract/capacity/display';
import type { DriverView, VehicleView } from '#contract/capacity/rows';
import { PLATE_COLOR, VEHICLE_LENGTH } from '#contract/capacity/dict';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { formatDateTime } from '#app/utils/format';

export type ExportKind = 'vehicle' | 'driver';

type Column<T> = { header: string; width: number; value: (row: T) => string | number };

const VEHICLE_COLUMNS: Column<VehicleView>[] = [
  { header: '车牌号', width: 12, value: (v) => v.plateNo },
  { header: '车牌颜色', width: 10, value: (v) => labelIn(PLATE_COLOR, v.plateColor) },
  { header: '车辆类型', width: 18, value: (v) => labelIn(VEHICLE_TYPE, v.vehicleType) || v.vehicleType },
  { header: '车长', width: 8, value: (v) => labelIn(VEHICLE_LENGTH, v.vehicleLength) || v.vehicleLength },
  { header: '核定载质量(千克)', width: 16, value: (v) => v.loadKg },
  { header: '容积(立方米)', width: 12, value: (v) => v.volumeM3 ?? '' },
  { header: '车辆所有人', width: 24, value: (v) => v.ownerName },
  { header: '车辆识别代号', width: 20, value: (v) => v.vin },
  { header: '道路运输证号', width: 16, value: (v) => v.transportPermitNo },
  { header: '道路运输证有效期至', width: 18, value: (v) => v.transportPermitExpiry },
  { header: '保险有效期至', width: 14, value: (v) => v.insuranceExpiry },
  { header: '检验有效期至', width: 14, value: (v) => v.licenceInspectionExpiry },
  { header: '审核状态', width: 10, value: (v) => labelIn(REVIEW_STATUS, v.reviewStatus) },
  { header: '证件状态', width: 24, value: (v) => (v.warnings.length ? v.warnings.join('；') : EXPIRY_LABELS.valid) },
  { header: '添加时间', width: 20, value: (v) => chinaDateTime(v.createdAt) },
];

const DRIVER_COLUMNS: Column<DriverView>[] = [
  { header: '姓名', width: 10, value: (d) => d.name },
  { header: '手机号', width: 14, value: (d) => d.mobile },
  { header: '身份证号', width: 20, value: (d) => d.idCard },
  { header: '驾驶证号', width: 20, value: (d) => d.licenceNo },
  { header: '准驾车型', width: 10, value: (d) => d.licenceClass },
  { header: '驾驶证有效期至', width: 16, value: (d) => d.licenceExpiry },
  { header: '从业资格证号', width: 20, value: (d) => d.qualificationNo },
  { header: '绑定车辆', width: 12, value: (d) => d.plateNo ?? '' },
  { header: '司机账号', width: 10, value: (d) => (d.hasAccount ? '已注册' : '未注册') },
  { header: '审核状态', width: 10, value: (d) => labelIn(REVIEW_STATUS, d.reviewStatus) },
  { header: '证件状态', width: 20, value: (d) => (d.warnings.length ? d.warnings.join('；') : EXPIRY_LABELS.valid) },
];

const TITLES: Record<ExportKind, string> = { vehicle: '车辆列表', driver: '司机列表' };

async function sheetOf<T>(kind: ExportKind, columns: Column<T>[], rows: T[]): Promise<{ buffer: ArrayBuffer; filename: string }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '运宝网络货运平台';
  const sheet = workbook.addWorksheet(TITLES[kind]);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  const data = await workbook.xlsx.writeBuffer();
  const stamp = formatDateTime(Date.now(), 'YYYYMMDD');
  return { buffer: data as ArrayBuffer, filename: `${TITLES[kind]}_${stamp}.xlsx` };
}

export const vehicleSheet = (rows: VehicleView[]) => sheetOf('vehicle', VEHICLE_COLUMNS, rows);
export const driverSheet = (rows: DriverView[]) => sheetOf('driver', DRIVER_COLUMNS, rows);
