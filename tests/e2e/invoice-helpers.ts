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

/**
 * On a retry of a spec that applies for an invoice on its seeded waybill: the earlier attempt may
 * have left an application open on it (waiting, or issued), which would refuse the new one. Operations
 * refuse or reverse those, as they would on the screen, so the retry starts from the seeded state.
 */
export async function releaseEarlierApplications(
  request: APIRequestContext,
  shipper: Record<string, string>,
  operations: Record<string, string>,
  waybillNo: string,
) {
  const open = [];
  for (const status of ['WAIT', 'SEND']) {
    const page = await platformData<{ records: { id: number }[] }>(
      await request.post(`${API}/invoice/application/pagination`, { headers: shipper, data: { status, pageSize: 50 } }),
    );
    open.push(...page.records.map((r) => ({ ...r, status })));
  }
  for (const application of open) {
    const detail = await platformData<{ lines: { waybillNo: string }[] }>(
      await request.get(`${API}/invoice/application/getById/${application.id}`, { headers: shipper }),
    );
    if (!detail.lines.some((l) => l.waybillNo === waybillNo)) continue;
    if (application.status === 'WAIT')
      await platformData(await request.post(`${API}/invoice/refuse`, { headers: operations, data: { id: application.id, reason: '测试重试前释放' } }));
    else
      await platformData(
        await request.post(`${API}/invoice/reverse`, {
          headers: operations,
          data: { id: application.id, redConfirmationNo: `4401${String(Date.now()).padStart(16, '0')}` },
        }),
      );
  }
}
