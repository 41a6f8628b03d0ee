// The interface log, served from the route table platform/contract/log/api.ts. Entries are buffered
// and written in batches (./service.ts), so the answer does not wait for the database.
import { logApi as api } from '../../contract/log/api';
import { callerAddress } from '../../http/caller';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { saveInterfaceLog } from './service';

export const logArea: PlatformArea = ({ db }) =>
  areaRouter().openapi(routeOf(api.save), async (c) => {
    const ip = callerAddress(c);
    saveInterfaceLog(db, { ...c.req.valid('json'), userId: authOf(c)?.user.id ?? null, ip });
    return c.json(ok(null), 200);
  });
