// Invoice endpoints, served from the route table platform/contract/invoices/api.ts. Every handler
// acts for the signed-in caller on the caller's own records.
import { invoicesApi as api } from '../../contract/invoices/api';
import type { InvoiceStatus } from '../../contract/invoices/labels';
import { INVOICE_MESSAGES } from '../../contract/invoices/messages';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { applyForInvoice, type Application } from './applications';
import { readInvoiceDetails, saveInvoiceDetails } from './details';
import { applicationDetail, applicationExport, applicationPage, invoiceCandidates } from './listing';
import { issueInvoice, refuseApplication, reverseInvoice } from './issuing';
import { invoiceApplicationDetail, invoiceQueuePage } from './queue';

const answer = (a: Application) => ({
  id: a.id,
  applyNo: a.applyNo,
  status: a.status as InvoiceStatus,
  amountFen: a.amountFen,
  taxFen: a.taxFen,
  taxRateBp: a.taxRateBp,
});

export const invoicesArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.details), async (c) => c.json(ok(await readInvoiceDetails(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.saveDetails), async (c) =>
    c.json(ok(await saveInvoiceDetails(db, requireAuthOf(c), c.req.valid('json')), INVOICE_MESSAGES.detailsSaved), 200),
  );
  area.openapi(routeOf(api.apply), async (c) =>
    c.json(ok(answer(await applyForInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.applied), 200),
  );
  area.openapi(routeOf(api.issue), async (c) =>
    c.json(ok(answer(await issueInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.issued), 200),
  );
  area.openapi(routeOf(api.reverse), async (c) =>
    c.json(ok(answer(await reverseInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.reversed), 200),
  );
  area.openapi(routeOf(api.candidates), async (c) => c.json(ok(await invoiceCandidates(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationPage), async (c) => c.json(ok(await applicationPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationExport), async (c) => c.json(ok(await applicationExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationDetail), async (c) => c.json(ok(await applicationDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.refuse), async (c) =>
    c.json(ok(answer(await refuseApplication(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.refused), 200),
  );
  area.openapi(routeOf(api.queue), async (c) => c.json(ok(await invoiceQueuePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.queueDetail), async (c) => c.json(ok(await invoiceApplicationDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  return area;
};
