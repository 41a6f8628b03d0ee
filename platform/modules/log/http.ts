// The log area, served from the route table platform/contract/log/api.ts: the interface log's
// entries (buffered and written in batches, ./service.ts, so the answer does not wait for the
// database) and the log screens' pages and exports (./views.ts), the import log's detail among them.
import { logApi as api } from '../../contract/log/api';
import { callerAddress } from '../../http/caller';
import { authOf, requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { saveInterfaceLog } from './service';
import {
  additionalLogExport,
  additionalLogPage,
  importLogDetail,
  importLogExport,
  importLogPage,
  interfaceLogExport,
  interfaceLogPage,
  loginLogExport,
  loginLogPage,
  operationLogExport,
  operationLogPage,
} from './views';

export const logArea: PlatformArea = ({ db }) =>
  areaRouter()
    .openapi(routeOf(api.save), async (c) => {
      const ip = callerAddress(c);
      saveInterfaceLog(db, { ...c.req.valid('json'), userId: authOf(c)?.user.id ?? null, ip });
      return c.json(ok(null), 200);
    })
    .openapi(routeOf(api.operationPage), async (c) => c.json(ok(await operationLogPage(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.operationExport), async (c) => c.json(ok(await operationLogExport(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.loginPage), async (c) => c.json(ok(await loginLogPage(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.loginExport), async (c) => c.json(ok(await loginLogExport(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.interfacePage), async (c) => c.json(ok(await interfaceLogPage(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.interfaceExport), async (c) => c.json(ok(await interfaceLogExport(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.importPage), async (c) => c.json(ok(await importLogPage(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.importDetail), async (c) => c.json(ok(await importLogDetail(db, requireAuthOf(c), c.req.valid('query').id)), 200))
    .openapi(routeOf(api.importExport), async (c) => c.json(ok(await importLogExport(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.additionalPage), async (c) => c.json(ok(await additionalLogPage(db, requireAuthOf(c), c.req.valid('json'))), 200))
    .openapi(routeOf(api.additionalExport), async (c) => c.json(ok(await additionalLogExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
