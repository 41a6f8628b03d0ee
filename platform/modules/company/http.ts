// Company endpoints, served from the route table platform/contract/company/api.ts.
import { companyApi as api } from '../../contract/company/api';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { searchCompanies } from './queries';

export const companyArea: PlatformArea = ({ db }) =>
  areaRouter().openapi(routeOf(api.search), async (c) => c.json(ok(await searchCompanies(db, c.req.valid('json').keyword)), 200));
