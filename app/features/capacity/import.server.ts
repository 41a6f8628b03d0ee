// Batch import of vehicles from a spreadsheet (exceljs): the template users fill in, and the
// reading of an uploaded file into rows for POST /vehicle/batchSave (which validates every row
// like the form and saves all or nothing).
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '#contract/capacity/schemas';
import { FREIGHT_VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { dictItems } from '#contract/dictionary-table';

type Column = { header: string; key: string; width: number; example: string; note: string };

export const IMPORT_COLUMNS: Column[] = [
  { header: '车牌号', key: 'plateNo', width: 12, example: '冀B12345', note: '必填；新能源车牌如 冀BD12345' },
  { header: '车牌颜色', key: 'plateColor', width: 10, example: '黄色', note: '必填；蓝色、黄色、黑色、白色、绿色、黄绿色、渐变绿等' },
  { header: '车辆类型', key: 'vehicleType', width: 12, example: 'Q11', note: '必填；车辆类型代码（见“车辆类型代码”表）或名称' },
  { header: '车长(米)', key: 'vehicleLength', width: 10, example: '13.75', note: '必填；如 4.2、9.6、13.75、17.5' },
  { header: '核定载质量(千克)', key: 'loadKg', width: 16, example: '32000', note: '必填；正整数' },
  { header: '容积(立方米)', key: 'volumeM3', width: 12, example: '', note: '选填；正整数' },
  { header: '车辆所有人', key: 'ownerName', width: 20, example: '唐山某某运输有限公司', note: '必填；与行驶证一致' },
  { header: '车辆识别代号', key: 'vin', width: 20, example: '', note: '选填；17位' },
  { header: '使用性质', key: 'useNature', width: 10, example: '货运', note: '选填' },
  { header: '注册日期', key: 'licenceRegisterDate', width: 12, example: '2021-05-18', note: '选填；日期' },
  { header: '检验有效期至', key: 'licenceInspectionExpiry', width: 14, example: '2026-05-31', note: '选填；日期' },
  { header: '道路运输证号', key: 'transportPermitNo', width: 16, example: '130207000123', note: '选填；字母和数字' },
  { header: '道路运输证有效期至', key: 'transportPermitExpiry', width: 18, example: '2027-06-30', note: '选填；日期' },
  { header: '保险有效期至', key: 'insuranceExpiry', width: 14, example: '2026-12-31', note: '选填；日期' },
];

export const TEMPLATE_FILENAME = '车辆导入模板.xlsx';
export const NOT_A_TEMPLATE = '请上传使用导入模板填写的 .xlsx 文件';

export async function vehicleTemplate(): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('车辆导入');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '列', width: 20 },
    { header: '说明', width: 60 },
    { header: '示例', width: 24 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) notes.addRow([c.header, c.note, c.example]);
  notes.addRow([]);
  notes.addRow(['', `第一行为表头，请勿修改；从第二行起每行一辆车，一次最多${MAX_IMPORT_ROWS}辆。任一行有误时整份表格都不会导入。`]);
  const types = workbook.addWorksheet('车辆类型代码');
  types.columns = [
    { header: '代码', width: 8 },
    { header: '车辆类型', width: 28 },
  ];
  types.getRow(1).font = { bold: true };
  for (const item of FREIGHT_VEHICLE_TYPE.items) types.addRow([item.value, item.label]);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10); // Excel dates carry no zone: read as UTC
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

function byLabel(type: string, text: string): string {
  const items = dictItems(type);
  return items.find((i) => i.value === text)?.value ?? items.find((i) => i.label === text)?.value ?? text;
}

/** Normalises what people type: '黄色' → '2', '重型半挂牵引车' → 'Q11', '13.75米' → '13.75', '2026/5/31' → '2026-05-31'. */
function normalise(key: string, text: string): string {
  if (key === 'plateColor') return byLabel('plate_color', text);
  if (key === 'vehicleType') return byLabel('vehicle_type', text.toUpperCase());
  if (key === 'vehicleLength') return text.replace(/米$|m$/i, '').trim();
  if (/Date$|Expiry$/.test(key)) {
    const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
    return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : text;
  }
  return text;
}

export type ImportRow = Record<string, string | number> & { rowNo: number };

/** Rows of the first sheet keyed by field; throws NOT_A_TEMPLATE for anything else. */
export async function readVehicleSheet(file: File): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new Error(NOT_A_TEMPLATE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(NOT_A_TEMPLATE);
  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = IMPORT_COLUMNS.find((c) => c.header === cellText(cell.value));
    if (column) headers.set(col, column.key);
  });
  if (!IMPORT_COLUMNS.slice(0, 5).every((c) => [...headers.values()].includes(c.key))) throw new Error(NOT_A_TEMPLATE);
  const rows: ImportRow[] = [];
  sheet.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const record: ImportRow = { rowNo };
    let filled = false;
    for (const [col, key] of headers) {
      const text = cellText(row.getCell(col).value);
      if (text) filled = true;
      record[key] = normalise(key, text);
    }
    if (filled) rows.push(record);
  });
  return rows;
}
