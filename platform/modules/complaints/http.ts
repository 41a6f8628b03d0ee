// Complaints endpoints, served from the route table platform/contract/complaints/api.ts;
// complaints.ts decides who may file, read and answer what.
import { complaintsApi as api } from '../../contract/complaints/api';
import { COMPLAINT_MESSAGES } from '../../contract/complaints/complaints';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { adminComplaintDetail, adminComplaintPage, fileComplaint, myComplaintPage, replyToComplaint } from './complaints';

const answer = (c: { id: number; status: string }) => ({ id: c.id, status: c.status });

export const complaintsArea: PlatformArea = ({ db }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.file), async (c) =>
    c.json(ok(answer(await fileComplaint(db, requireAuthOf(c), c.req.valid('json'))), COMPLAINT_MESSAGES.filed), 200),
  );
  area.openapi(routeOf(api.myPage), async (c) => c.json(ok(await myComplaintPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.adminPage), async (c) => c.json(ok(await adminComplaintPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.adminDetail), async (c) => c.json(ok(await adminComplaintDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.reply), async (c) =>
    c.json(ok(answer(await replyToComplaint(db, requireAuthOf(c), c.req.valid('json'))), COMPLAINT_MESSAGES.replied), 200),
  );
  return area;
};
