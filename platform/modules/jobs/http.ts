// The job runner's endpoints (platform/contract/jobs/api.ts): the caller's own jobs and the retry
// of a failed one. Another user's job answers as a missing one.
import { jobsApi as api } from '../../contract/jobs/api';
import { JOB_MESSAGES } from '../../contract/jobs/jobs';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { refuse } from '../../http/refusal';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { jobPage } from './views';

export const jobsArea: PlatformArea = ({ db, jobs }) => {
  const area = areaRouter();
  area.openapi(routeOf(api.jobPage), async (c) => c.json(ok(await jobPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.jobRetry), async (c) => {
    const auth = requireAuthOf(c);
    if (!jobs) refuse(JOB_MESSAGES.unavailable, 503);
    if (!(await jobs.retry(c.req.valid('json').id, auth.user.id))) refuse(JOB_MESSAGES.notFailed, 400, { field: 'id' });
    return c.json(ok(null, JOB_MESSAGES.retried), 200);
  });
  return area;
};
