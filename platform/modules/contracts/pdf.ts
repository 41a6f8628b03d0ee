// A contract as a PDF (issue 46): pdfkit with Debian's wqy-microhei, subset by pdfkit to the glyphs the
// text uses (a two-page contract is a few tens of KB), A4. The model renders the text when signing
// starts and stores its SHA-256, then renders the completed copy with the signers and seals it
// (seal.ts). The same input prints the same bytes: the PDF's dates come from the document, not the
// clock, so a re-render of a frozen text hashes alike.
import { readFileSync } from 'node:fs';
import type PDFDocumentType from 'pdfkit';
import QRCode from 'qrcode';
import { fenToCapitals } from '../../contract/capitals';
import { maskIdCard } from '../../contract/capacity/display';
import type { ContractDocument, ContractParty, ContractSigner } from '../../contract/contracts/document';
import { formatDateTime, formatFen } from '../../contract/format';
import { defaultDocumentSettings, PUBLIC_URL_NOT_CONFIGURED, type ContractDocumentSettings } from './certificate';

export const CJK_FONT_FILE = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/** The face of the collection that contracts print in (the other one is its monospaced sibling). */
const CJK_FACE = 'WenQuanYiMicroHei';
const FONT = 'cjk';

/** The path of the public verification page; the QR code links it with `?no=<contract number>`. */
export const VERIFY_PATH = '/contract/verify';

export function verificationUrl(publicUrl: string, contractNumber: string): string {
  return `${publicUrl}${VERIFY_PATH}?no=${encodeURIComponent(contractNumber)}`;
}

let fontBytes: Buffer | undefined;
function cjkFont(): Buffer {
  if (!fontBytes) {
    try {
      fontBytes = readFileSync(CJK_FONT_FILE);
    } catch {
      throw new Error(`Contract PDFs need the CJK font ${CJK_FONT_FILE}: apt-get install fonts-wqy-microhei`);
    }
  }
  return fontBytes;
}

const PAGE = { size: 'A4' as const, margins: { top: 64, bottom: 72, left: 60, right: 60 } };
const INK = '#1f2329';
const MUTED = '#646a73';
const RULE = '#c9cdd4';
const LABEL_WIDTH = 108;
const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十'];

function sectionNumber(index: number): string {
  return NUMERALS[index] ?? String(index + 1);
}

/** 12345678 kg → '12,345.678 吨' (the platform keeps kg; contracts speak tonnes). */
function tonnes(kg: number): string {
  const text = (kg / 1000).toFixed(3).replace(/\.?0+$/, '');
  return `${text.replace(/^(\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','))} 吨`;
}

function yuanWithCapitals(fen: number): string {
  return `¥${formatFen(fen)}（人民币${fenToCapitals(fen)}）`;
}

function day(time: Date | string): string {
  return formatDateTime(time, 'YYYY-MM-DD');
}

type Doc = PDFKit.PDFDocument;

class ContractWriter {
  constructor(readonly doc: Doc) {}

  get width(): number {
    return this.doc.page.width - PAGE.margins.left - PAGE.margins.right;
  }

  /** A new page when less than `height` is left, so a block is not split from its heading. */
  keep(height: number) {
    if (this.doc.y + height > this.doc.page.height - PAGE.margins.bottom) this.doc.addPage();
  }

  heading(text: string) {
    const { doc } = this;
    this.keep(60);
    doc.moveDown(0.6);
    doc.font(FONT).fontSize(12.5).fillColor(INK).text(text, PAGE.margins.left, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(PAGE.margins.left, y)
      .lineTo(PAGE.margins.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  }

  /** A label and its value side by side; the value wraps in its own column. */
  field(label: string, value: string | undefined) {
    if (value === undefined || value === '') return;
    const { doc } = this;
    const x = PAGE.margins.left;
    const valueWidth = this.width - LABEL_WIDTH;
    doc.font(FONT).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), doc.heightOfString(label, { width: LABEL_WIDTH - 8 }));
    this.keep(height + 4);
    const top = doc.y;
    doc.fillColor(MUTED).text(label, x, top, { width: LABEL_WIDTH - 8 });
    doc.fillColor(INK).text(value, x + LABEL_WIDTH, top, { width: valueWidth, lineGap: 1 });
    doc.x = x;
    doc.y = top + height + 4;
  }

  paragraph(text: string, options: { indent?: boolean; size?: number; color?: string } = {}) {
    const { doc } = this;
    doc
      .font(FONT)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(text, PAGE.margins.left, doc.y, { width: this.width, indent: options.indent ? 20 : 0, lineGap: 2, paragraphGap: 3 });
  }
}

function partyLines(writer: ContractWriter, party: ContractParty) {
  writer.keep(70);
  writer.field(party.role, party.name);
  if (party.kind === 'company') writer.field('统一社会信用代码', party.idNumber);
  else writer.field('身份证号', maskIdCard(party.idNumber));
  writer.field('地址', party.address);
  writer.field('联系人及电话', party.contact);
  writer.doc.moveDown(0.3);
}

function signersOf(document: ContractDocument, party: ContractParty): ContractSigner[] {
  return document.signers.filter((s) => s.party === party.name && s.role === party.role);
}

/** The QR code as vector squares (no image, no randomness): `size` points wide at (x, y). */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

function signaturePage(writer: ContractWriter, document: ContractDocument, settings: ContractDocumentSettings) {
  const { doc } = writer;
  doc.addPage();
  doc.font(FONT).fontSize(16).fillColor(INK).text('签 署 页', PAGE.margins.left, doc.y, { width: writer.width, align: 'center' });
  doc.moveDown(0.6);
  writer.paragraph(
    '本合同以数据电文形式订立。各方签署人在平台上重新输入登录密码或短信验证码确认签署意愿，平台记录其签署时间、IP 地址与方式（见下）；各方签署完成后，平台以其数字证书对本文件加盖电子签名，签署后对本文件的任何改动均可被发现（《中华人民共和国电子签名法》第十三条、第十四条）。',
    { indent: true, size: 9.5, color: MUTED },
  );
  for (const party of document.parties) {
    writer.heading(`${party.role}：${party.name}`);
    const signed = signersOf(document, party);
    if (signed.length === 0) writer.field('签署状态', '待签署');
    for (const signer of signed) {
      writer.field('签署人', signer.name);
      writer.field('签署时间', formatDateTime(signer.signedAt, 'YYYY-MM-DD HH:mm:ss'));
      writer.field('签署 IP', signer.ip);
      writer.field('意愿确认方式', signer.method);
      writer.field('客户端', signer.userAgent);
    }
  }
  writer.heading('文件核验');
  if (document.frozenSha256) writer.field('签署文本 SHA-256', document.frozenSha256);
  const url = verificationUrl(settings.publicUrl, document.number);
  const qrSize = 96;
  writer.keep(qrSize + 10);
  const top = doc.y;
  drawQr(doc, url, PAGE.margins.left, top, qrSize);
  doc
    .font(FONT)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`扫描二维码或打开以下地址，上传本文件即可核验平台电子签名是否完好、文件是否被改动：\n${url}`, PAGE.margins.left + qrSize + 14, top + 8, {
      width: writer.width - qrSize - 14,
      lineGap: 2,
    });
  doc.x = PAGE.margins.left;
  doc.y = top + qrSize + 6;
}

function footers(doc: Doc, number: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`合同编号 ${number}　　第 ${i + 1} 页 共 ${range.count} 页`, PAGE.margins.left, doc.page.height - 44, {
        width: doc.page.width - PAGE.margins.left - PAGE.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** The contract as an A4 PDF with the CJK font embedded (subset) and a QR code of its verification page. */
export async function renderContractPdf(document: ContractDocument, settings: ContractDocumentSettings = defaultDocumentSettings()): Promise<Buffer> {
  if (!settings.publicUrl) throw new Error(PUBLIC_URL_NOT_CONFIGURED);
  // Loaded here, not with the module: pdfkit costs ~0.3 s of CPU to load, paid by every process (and
  // every test file) that imports the platform, most of which print no contract.
  const PDFDocument: typeof PDFDocumentType = (await import('pdfkit')).default;
  const issuedAt = new Date(document.issuedAt);
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: true,
    compress: true,
    lang: 'zh-CN',
    displayTitle: true,
    info: {
      Title: `${document.title}（${document.number}）`,
      Subject: document.kind,
      Creator: '货运平台电子合同',
      Producer: '货运平台',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(FONT, cjkFont(), CJK_FACE);
  const writer = new ContractWriter(doc);
  doc.font(FONT).fontSize(20).fillColor(INK).text(document.title, PAGE.margins.left, PAGE.margins.top, { width: writer.width, align: 'center' });
  doc.moveDown(0.4);
  doc
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`合同编号：${document.number}　　类型：${document.kind}`, { width: writer.width, align: 'center' })
    .text(`模板：${document.templateVersion}　　订立日期：${day(issuedAt)}`, { width: writer.width, align: 'center' });
  if (document.amends)
    doc.text(`本协议为合同 ${document.amends} 的补充协议，与原合同具有同等效力；本协议未变更的条款，仍按原合同执行。`, {
      width: writer.width,
      align: 'center',
    });

  let section = 0;
  writer.heading(`${sectionNumber(section++)}、合同各方`);
  for (const party of document.parties) partyLines(writer, party);

  if (document.cargo || document.route || document.quantities) {
    writer.heading(`${sectionNumber(section++)}、货物与运输`);
    writer.field('货物名称', document.cargo?.name);
    writer.field('货物说明', document.cargo?.description);
    writer.field('起运地', document.route?.origin);
    writer.field('到达地', document.route?.destination);
    if (document.route?.distanceKm !== undefined) writer.field('运输距离', `${document.route.distanceKm} 公里`);
    const q = document.quantities;
    if (q?.weightKg !== undefined) writer.field('重量', tonnes(q.weightKg));
    if (q?.volumeM3 !== undefined) writer.field('体积', `${q.volumeM3} 立方米`);
    if (q?.pieces !== undefined) writer.field('件数', `${q.pieces} 件`);
    if (q?.vehicles !== undefined) writer.field('车次', `${q.vehicles} 车`);
  }

  writer.heading(`${sectionNumber(section++)}、运费与结算`);
  if (document.price) {
    writer.field('单价', `${formatFen(document.price.unitPriceFen)} 元/${document.price.unit ?? '吨'}`);
    writer.field('合同总价', yuanWithCapitals(document.price.totalFen));
    writer.field('税费', document.price.taxNote);
  }
  for (const [i, text] of document.paymentTerms.entries()) writer.field(i === 0 ? '结算与支付方式' : '', text);

  writer.heading(`${sectionNumber(section++)}、合同期限`);
  writer.paragraph(`自 ${document.term.from} 起至 ${document.term.to} 止。`);

  for (const clause of document.clauses) {
    writer.heading(`${sectionNumber(section++)}、${clause.title}`);
    for (const text of clause.paragraphs) writer.paragraph(text, { indent: true });
  }

  signaturePage(writer, document, settings);
  footers(doc, document.number);
  doc.end();
  return finished;
}
