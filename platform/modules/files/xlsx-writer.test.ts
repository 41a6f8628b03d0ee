import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_THREAD_NICE, XlsxThreadWriter } from './xlsx-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-thread-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The nice values of this process's threads by thread id (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNices(): Map<number, number> {
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
}
const nicedCount = (nices: Map<number, number>) => [...nices.values()].filter((nice) => nice === XLSX_THREAD_NICE).length;

describe('XlsxThreadWriter', () => {
  it('writes the rows in order under a bold header, on a thread of lower priority than the others', async () => {
    const filename = path.join(dir, 'rows.xlsx');
    const before = process.platform === 'linux' ? threadNices() : new Map<number, number>();
    const writer = new XlsxThreadWriter({
      filename,
      sheetName: '派车单',
      columns: [
        { header: '派车单号', width: 20 },
        { header: '运费', width: 14 },
      ],
    });
    for (let batch = 0; batch < 3; batch++) {
      writer.write(Array.from({ length: 40 }, (_, i) => [`PC${batch * 40 + i}`, `${batch * 40 + i} 元`]));
      await writer.flush();
    }
    if (process.platform === 'linux') {
      // one more thread runs niced (threads it starts first, such as libuv's pool when an earlier
      // file's export started it, inherit its value), and this thread, which serves the pages, does not
      const during = threadNices();
      expect(nicedCount(during)).toBeGreaterThan(nicedCount(before));
      expect(during.get(process.pid)).toBe(0);
    }
    await writer.commit();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(filename);
    const sheet = workbook.getWorksheet('派车单')!;
    expect(sheet.rowCount).toBe(121);
    expect(sheet.getRow(1).values).toEqual([undefined, '派车单号', '运费']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'PC0', '0 元']);
    expect(sheet.getRow(121).values).toEqual([undefined, 'PC119', '119 元']);
    expect(sheet.getColumn(1).width).toBe(20);
  }, 60_000);

  it('fails the next call when the thread cannot write its file, and every call after it', async () => {
    const writer = new XlsxThreadWriter({ filename: path.join(dir, 'missing', 'rows.xlsx'), sheetName: 'rows', columns: [{ header: 'n', width: 8 }] });
    writer.write([['1']]);
    await expect(writer.commit()).rejects.toThrow();
    expect(() => writer.write([['2']])).toThrow();
    await expect(writer.flush()).rejects.toThrow();
    await writer.close();
  }, 60_000);

  it('ends the thread on close, before the file is complete', async () => {
    const writer = new XlsxThreadWriter({ filename: path.join(dir, 'closed.xlsx'), sheetName: 'rows', columns: [{ header: 'n', width: 8 }] });
    writer.write([['1']]);
    await writer.close();
    await expect(writer.commit()).rejects.toThrow('导出文件线程已关闭');
  }, 60_000);
});
