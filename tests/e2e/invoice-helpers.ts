// What the invoice specs share (not a spec: Playwright forbids importing one spec from another): a tiny
// real PDF as the issued invoice's file, and operations issuing an application through the platform
// calls their screen makes (upload the file, then record the invoice with the application's amounts),
// for a spec whose subject is another screen.
import type { APIRequestContext } from '@playwright/test';
import { chinaToday } from '../../platform/contract/money/bills';
import { platformData } from './fixtures';

const API = '/api-platform/api';

/** A tiny real PDF (one empty A4 page, a correct cross-reference table). */
export function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Operations (their token's `headers`) record application `id` as issued: the 20-digit 数电 number
 * `invoiceNo`, dated today, with the application's own amounts and tinyPdf() uploaded as its file.
 */
export async function issueByOperations(request: APIRequestContext, headers: Record<string, string>, id: number, invoiceNo: string) {
  const application = await platformData<{ amountFen: number; taxFen: number }>(await request.get(`${API}/invoice/operations/getById/${id}`, { headers }));
  const file = await platformData<{ uuid: string }>(
    await request.post(`${API}/actions/upload/`, {
      headers,
      multipart: { file: { name: '发票.pdf', mimeType: 'application/pdf', buffer: tinyPdf() }, purpose: 'invoice' },
    }),
  );
  const issue = { id, medium: 'DIGITAL', invoiceNo, issuedOn: chinaToday(), amountFen: application.amountFen, taxFen: application.taxFen, fileUuid: file.uuid };
  return platformData(await request.post(`${API}/invoice/issue`, { headers, data: issue }));
}
