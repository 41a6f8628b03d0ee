// The OpenAPI route shapes every orders endpoint file shares: a JSON body POST and a GET by
// numeric id, both bearer-authenticated and answering the envelope, under the file's tags.
import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponses } from '../../http/envelope';
import { idParams } from '../../contract/ids';

export const security = [{ bearerAuth: [] as string[] }];
export const anyData = z.any();

export { idParams };

export function routeKit(tags: string[]) {
  return {
    post: <T extends z.ZodTypeAny>(path: string, summary: string, body: T) =>
      createRoute({
        method: 'post',
        path,
        tags,
        summary,
        security,
        request: { body: { content: { 'application/json': { schema: body } }, required: true } },
        responses: jsonResponses(anyData, summary),
      }),
    get: (path: string, summary: string, message: string) =>
      createRoute({ method: 'get', path, tags, summary, security, request: { params: idParams(message) }, responses: jsonResponses(anyData, summary) }),
  };
}
