// The contract PDF (issue 46): A4, small (the CJK font subset), the same bytes for the same input
// (the frozen text's hash must not drift), amounts in figures and capitals, a person's ID masked, the
// verification URL from configuration, and a rendered page that shows Chinese glyphs, not boxes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleContractDocument, exampleSignedContractDocument, testDocumentSettings } from '../../testing/contract-document';
import { PUBLIC_URL_NOT_CONFIGURED } from './certificate';
import { amendsLine } from './document-paper';
import { CJK_FONT_FILE, renderContractPdf } from './pdf';

const settings = testDocumentSettings({ PUBLIC_URL: 'https://freight.example.com/' });

const has = (program: string) => {
  try {
    execFileSync('which', [program], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const POPPLER = has('pdftotext') && has('pdftoppm');

let dir: string;
let pdf: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-pdf-'));
  pdf = await renderContractPdf(exampleSignedContractDocument({ frozenSha256: 'a1'.repeat(32) }), settings);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('renderContractPdf', () => {
  it('is an A4 PDF of two pages with the CJK font embedded as a subset, well under 200 KB', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // pdfkit names a subset font TAG+Name (six capitals): the embedded font is a subset of wqy-microhei.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYiMicroHei/);
    expect(text).toContain('/FontFile2');
    expect(pdf.length).toBeLessThan(200 * 1024);
    // The font file is 5 MB: a whole embedded font would be far above this.
    expect(readFileSync(CJK_FONT_FILE).length).toBeGreaterThan(pdf.length * 20);
  });

  it('prints the same bytes for the same document (the frozen hash does not depend on the clock)', async () => {
    const again = await renderContractPdf(exampleSignedContractDocument({ frozenSha256: 'a1'.repeat(32) }), settings);
    expect(again.equals(pdf)).toBe(true);
    const other = await renderContractPdf(exampleSignedContractDocument({ frozenSha256: 'a1'.repeat(32), number: 'HT202611290002' }), settings);
    expect(other.equals(pdf)).toBe(false);
  });

  it('refuses to print without the public address in production (the QR code would point nowhere)', async () => {
    const production = testDocumentSettings({ NODE_ENV: 'production' });
    await expect(renderContractPdf(exampleContractDocument(), production)).rejects.toThrow(PUBLIC_URL_NOT_CONFIGURED);
  });

  it.skipIf(!POPPLER)('says the amounts in figures and capitals, the parties, route, terms, the signers and the verification URL', async () => {
    const document = exampleSignedContractDocument({ frozenSha256: 'a1'.repeat(32) });
    document.parties[1] = { role: '乙方（实际承运人）', kind: 'person', name: '李师傅', idNumber: '110101199003071234', contact: '李师傅 13800000006' };
    document.signers[1] = { ...document.signers[1], party: '李师傅', role: '乙方（实际承运人）', name: '李师傅' };
    const file = path.join(dir, 'text.pdf');
    writeFileSync(file, await renderContractPdf(document, settings));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('公路货物运输合同');
    expect(text).toContain('HT202611290001');
    expect(text).toContain('¥2,897.75（人民币贰仟捌佰玖拾柒元柒角伍分）');
    expect(text).toContain('86.50 元/吨');
    expect(text).toContain('33.5 吨');
    expect(text).toContain('河北省唐山市丰润区钢城路 1 号');
    expect(text).toContain('自 2026-11-29 起至 2026-12-31 止');
    expect(text).toContain('91130200MA0EXAMPLE');
    // A person's ID number is masked; the whole number is nowhere in the file.
    expect(text).toContain('110101********1234');
    expect(text).not.toContain('110101199003071234');
    expect(text).toMatch(/签\s*署\s*页/);
    expect(text).toContain('2026-11-29 11:10:00'); // the shipper's signing time in China time
    expect(text).toContain('203.0.113.10');
    expect(text).toContain('短信验证码');
    expect(text).toContain('a1'.repeat(32));
    expect(text).toContain('https://freight.example.com/contract/verify?no=HT202611290001');
  });

  it.skipIf(!POPPLER)('a supplementary agreement names the contract it amends on its first page: number, title, parties and date', async () => {
    const amends = amendsLine({
      contractNo: 'HT20261128000042',
      title: '公路货物运输合同',
      issuedAt: new Date('2026-11-28T02:00:00Z'),
      partyNames: ['唐山冀东钢铁贸易有限公司', '货运平台'],
    });
    const file = path.join(dir, 'agreement.pdf');
    writeFileSync(file, await renderContractPdf({ ...exampleContractDocument(), kind: '补充协议', amends }, settings));
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('本协议为合同HT20261128000042《公路货物运输合同》（签署方：唐山冀东钢铁贸易有限公司、货运平台；订立日期：2026-11-28）的补充协议');
  });

  it.skipIf(!POPPLER)('lists the sides still to sign while the text is frozen (no signer yet)', async () => {
    const file = path.join(dir, 'frozen.pdf');
    writeFileSync(file, await renderContractPdf(exampleContractDocument(), settings));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text.match(/待签署/g)).toHaveLength(2);
  });

  it.skipIf(!POPPLER)('renders the title in Chinese glyphs, not boxes (pdftoppm)', async () => {
    // The title line of page 1 at 100 dpi in grey levels, cut into glyphs at its blank columns. Eight
    // different characters carry different amounts of ink; eight missing glyphs are one box repeated. The control proves the measure tells them apart: the same title line
    // set in the same font with characters it has no glyph for.
    const inkPerCharacter = (file: string) => {
      const out = path.join(dir, `${path.basename(file, '.pdf')}-title`);
      // The title (20 pt at y = 64 pt) lies within y 85..125 px of a 100 dpi page, x 80..750 px.
      execFileSync('pdftoppm', ['-gray', '-r', '100', '-f', '1', '-l', '1', '-x', '80', '-y', '80', '-W', '670', '-H', '50', '-singlefile', file, out]);
      const pgm = readFileSync(`${out}.pgm`);
      const header = pgm.toString('latin1', 0, 20).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
      if (!header) throw new Error('pdftoppm wrote no PGM');
      const width = Number(header[1]);
      const pixels = pgm.subarray(header[0].length);
      // Ink per column, then runs of inked columns between blank ones: a glyph (or a part of one).
      const inkOfColumn = Array.from({ length: width }, () => 0);
      pixels.forEach((value, i) => {
        if (value < 128) inkOfColumn[i % width] += 1;
      });
      const cells: number[] = [];
      let run = 0;
      for (const ink of [...inkOfColumn, 0]) {
        if (ink > 0) run += ink;
        else if (run > 0) {
          cells.push(run);
          run = 0;
        }
      }
      const total = cells.reduce((a, b) => a + b, 0);
      return { cells, inkPerGlyph: total / cells.length, shapes: new Set(cells).size };
    };
    const contract = path.join(dir, 'contract.pdf');
    writeFileSync(contract, pdf);
    const chinese = inkPerCharacter(contract);

    const control = new PDFDocument({ size: 'A4', margins: { top: 64, bottom: 72, left: 60, right: 60 } });
    const chunks: Buffer[] = [];
    control.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => control.on('end', resolve));
    control.registerFont('cjk', CJK_FONT_FILE, 'WenQuanYiMicroHei');
    control.font('cjk').fontSize(20).text('\u{E000}\u{E001}\u{E002}\u{E003}\u{E004}\u{E005}\u{E006}\u{E007}', 60, 64, { width: 475, align: 'center' });
    control.end();
    await ended;
    const controlFile = path.join(dir, 'boxes.pdf');
    writeFileSync(controlFile, Buffer.concat(chunks));
    const boxes = inkPerCharacter(controlFile);

    // Boxes: one outline repeated (a pixel more or less where it falls between pixels), little ink.
    expect(boxes.cells).toHaveLength(8);
    expect(boxes.shapes).toBeLessThan(5);
    // The title: eight glyphs, eight different amounts of ink, each far more than an outline's.
    expect(chinese.cells.length).toBeGreaterThanOrEqual(8);
    expect(chinese.shapes).toBeGreaterThanOrEqual(7);
    expect(chinese.inkPerGlyph).toBeGreaterThan(boxes.inkPerGlyph * 2);
  });
});

describe('the text and image checks above', () => {
  it('run wherever apt can install poppler-utils (npm test does), so they are not skipped unnoticed', () => {
    expect(POPPLER || !existsSync('/usr/bin/apt-get')).toBe(true);
  });
});
