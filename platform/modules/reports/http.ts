// The reports over HTTP (issue 48), served from the route table platform/contract/reports/api.ts.
import { reportsApi as api } from '../../contract/reports/api';
import { REPORT_MESSAGES } from '../../contract/reports/labels';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { dispatchReportExport, dispatchReportPage } from './dispatch';
import { diyDetail, diyPage, fieldPage, moveDiy, runDiy, saveDiy } from './diy';
import { startLineExport } from './export-job';
import { lineExport, lineReport } from './lines';

export const reportsArea: PlatformArea = ({ db, env, jobs }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.lineDetails), async (c) => c.json(ok(await lineReport(db, requireAuthOf(c), 'details', c.req.valid('json'))), 200));
  area.openapi(routeOf(api.lineSummary), async (c) => c.json(ok(await lineReport(db, requireAuthOf(c), 'summary', c.req.valid('json'))), 200));
  area.openapi(routeOf(api.lineExport), async (c) => {
    const { kind, ...filters } = c.req.valid('json');
    return c.json(ok(await lineExport(db, requireAuthOf(c), kind, filters)), 200);
  });
  area.openapi(routeOf(api.lineExportStart), async (c) =>
    c.json(ok(await startLineExport(db, jobs, requireAuthOf(c), c.req.valid('json'), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  const dispatchPages = [
    [api.dispatchHas, 'has'],
    [api.dispatchNot, 'not'],
    [api.dispatchCheckFive, 'checkFive'],
    [api.dispatchPrice, 'price'],
    [api.dispatchReturn, 'return'],
    [api.dispatchWay, 'way'],
  ] as const;
  for (const [endpoint, kind] of dispatchPages) {
    area.openapi(routeOf(endpoint), async (c) => c.json(ok(await dispatchReportPage(db, requireAuthOf(c), kind, c.req.valid('json'))), 200));
  }
  area.openapi(routeOf(api.dispatchReportExport), async (c) => {
    const { report, ...query } = c.req.valid('json');
    return c.json(ok(await dispatchReportExport(db, requireAuthOf(c), report, query)), 200);
  });
  area.openapi(routeOf(api.diyPage), async (c) => c.json(ok(await diyPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.diyDetail), async (c) => c.json(ok(await diyDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.displayFieldPage), async (c) => {
    const { pageNumber, pageSize } = c.req.valid('json');
    return c.json(ok(fieldPage('display', pageNumber, pageSize)), 200);
  });
  area.openapi(routeOf(api.queryFieldPage), async (c) => {
    const { pageNumber, pageSize } = c.req.valid('json');
    return c.json(ok(fieldPage('query', pageNumber, pageSize)), 200);
  });
  area.openapi(routeOf(api.diySave), async (c) => c.json(ok(await saveDiy(db, requireAuthOf(c), c.req.valid('json')), REPORT_MESSAGES.saved), 200));
  area.openapi(routeOf(api.diyDelete), async (c) => {
    await moveDiy(db, requireAuthOf(c), c.req.valid('param').id, 'delete');
    return c.json(ok(null, REPORT_MESSAGES.deleted), 200);
  });
  area.openapi(routeOf(api.diyEnable), async (c) =>
    c.json(ok(await moveDiy(db, requireAuthOf(c), c.req.valid('param').id, 'enable'), REPORT_MESSAGES.enabled), 200),
  );
  area.openapi(routeOf(api.diyDisable), async (c) =>
    c.json(ok(await moveDiy(db, requireAuthOf(c), c.req.valid('param').id, 'disable'), REPORT_MESSAGES.disabled), 200),
  );
  area.openapi(routeOf(api.diyQuery), async (c) => c.json(ok(await runDiy(db, requireAuthOf(c), c.req.valid('param').reportId, c.req.valid('json'))), 200));
  return area;
};
