// Invoice endpoints, served from the route table platform/contract/invoices/api.ts. Every handler
// acts for the signed-in caller on the caller's own records.
import { invoicesApi as api } from '../../contract/invoices/api';
import type { InvoiceStatus } from '../../contract/invoices/labels';
import { INVOICE_MESSAGES } from '../../contract/invoices/messages';
import { AGENCY_MESSAGES, type AgencyStatus } from '../../contract/invoices/agency-labels';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { startListExport } from '../orders/list-export';
import {
  agencyApplicationDetail,
  agencyQueuePage,
  agencyWaybillExport,
  agencyWaybillPage,
  applyForAgency,
  issueAgencyInvoice,
  readAgreement,
  refuseAgencyApplication,
} from './agency';
import { agencyRecordPage, previewAgencyPeriod, recordAgencyPeriod, reverseAgencyInvoice } from './agency-periods';
import { applyForInvoice } from './applications';
import { AGENCY_WAYBILL_EXPORT, APPLICATION_EXPORT } from './export-job';
import { readInvoiceDetails, saveInvoiceDetails } from './details';
import { applicationDetail, applicationExport, applicationPage, invoiceCandidates } from './listing';
import { issueInvoice, refuseApplication, reverseInvoice } from './issuing';
import { invoiceApplicationDetail, invoiceQueuePage } from './queue';

/** What an application's move answers: the application's number, state and amounts. */
const answer = <S extends string>(a: { id: number; applyNo: string; status: string; amountFen: number; taxFen: number; taxRateBp: number }) => ({
  id: a.id,
  applyNo: a.applyNo,
  status: a.status as S,
  amountFen: a.amountFen,
  taxFen: a.taxFen,
  taxRateBp: a.taxRateBp,
});

export const invoicesArea: PlatformArea = ({ db, env, jobs }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.details), async (c) => c.json(ok(await readInvoiceDetails(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.saveDetails), async (c) =>
    c.json(ok(await saveInvoiceDetails(db, requireAuthOf(c), c.req.valid('json')), INVOICE_MESSAGES.detailsSaved), 200),
  );
  area.openapi(routeOf(api.apply), async (c) =>
    c.json(ok(answer<InvoiceStatus>(await applyForInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.applied), 200),
  );
  area.openapi(routeOf(api.issue), async (c) =>
    c.json(ok(answer<InvoiceStatus>(await issueInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.issued), 200),
  );
  area.openapi(routeOf(api.reverse), async (c) =>
    c.json(ok(answer<InvoiceStatus>(await reverseInvoice(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.reversed), 200),
  );
  area.openapi(routeOf(api.candidates), async (c) => c.json(ok(await invoiceCandidates(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationPage), async (c) => c.json(ok(await applicationPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationExport), async (c) => c.json(ok(await applicationExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.applicationExportStart), async (c) =>
    c.json(ok(await startListExport(db, jobs, requireAuthOf(c), APPLICATION_EXPORT, c.req.valid('json'), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  area.openapi(routeOf(api.applicationDetail), async (c) => c.json(ok(await applicationDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.refuse), async (c) =>
    c.json(ok(answer<InvoiceStatus>(await refuseApplication(db, requireAuthOf(c), c.req.valid('json'))), INVOICE_MESSAGES.refused), 200),
  );
  area.openapi(routeOf(api.queue), async (c) => c.json(ok(await invoiceQueuePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.queueDetail), async (c) => c.json(ok(await invoiceApplicationDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.agencyAgreement), async (c) => c.json(ok(await readAgreement(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.agencyWaybills), async (c) => c.json(ok(await agencyWaybillPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.agencyWaybillExport), async (c) => c.json(ok(await agencyWaybillExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.agencyWaybillExportStart), async (c) =>
    c.json(ok(await startListExport(db, jobs, requireAuthOf(c), AGENCY_WAYBILL_EXPORT, c.req.valid('json'), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  area.openapi(routeOf(api.agencyApply), async (c) =>
    c.json(ok(answer<AgencyStatus>(await applyForAgency(db, requireAuthOf(c), c.req.valid('json'))), AGENCY_MESSAGES.applied), 200),
  );
  area.openapi(routeOf(api.agencyDetail), async (c) => c.json(ok(await agencyApplicationDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.agencyQueue), async (c) => c.json(ok(await agencyQueuePage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.agencyIssue), async (c) =>
    c.json(ok(answer<AgencyStatus>(await issueAgencyInvoice(db, requireAuthOf(c), c.req.valid('json'))), AGENCY_MESSAGES.issued), 200),
  );
  area.openapi(routeOf(api.agencyRefuse), async (c) =>
    c.json(ok(answer<AgencyStatus>(await refuseAgencyApplication(db, requireAuthOf(c), c.req.valid('json'))), AGENCY_MESSAGES.refused), 200),
  );
  area.openapi(routeOf(api.agencyPeriodPreview), async (c) => c.json(ok(await previewAgencyPeriod(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.agencyPeriodIssue), async (c) =>
    c.json(ok(answer<AgencyStatus>(await recordAgencyPeriod(db, requireAuthOf(c), c.req.valid('json'))), AGENCY_MESSAGES.recorded), 200),
  );
  area.openapi(routeOf(api.agencyReverse), async (c) =>
    c.json(ok(answer<AgencyStatus>(await reverseAgencyInvoice(db, requireAuthOf(c), c.req.valid('json'))), AGENCY_MESSAGES.reversed), 200),
  );
  area.openapi(routeOf(api.agencyRecords), async (c) => c.json(ok(await agencyRecordPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  return area;
};
