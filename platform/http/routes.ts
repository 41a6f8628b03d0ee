// The platform side of the route tables (platform/contract/endpoints.ts): an endpoint becomes an
// OpenAPI route with its validation and documented envelope, and each area is a router of its own,
// mounted by platform/app.ts with app.route().
import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Endpoint } from '../contract/endpoints';
import type { PlatformBindings, PlatformDeps } from './context';
import { CODES, fail, jsonResponses, sendEnvelope } from './envelope';
import { zodMessage } from './zod-message';

const security = [{ bearerAuth: [] as string[] }];

type JsonBody<B> = { body: { content: { 'application/json': { schema: B } }; required: boolean } };
type RequestFor<E> = (E extends { params: infer P extends z.AnyZodObject } ? { params: P } : object) &
  (E extends { query: infer Q extends z.ZodTypeAny } ? { query: Q } : object) &
  (E extends { body: infer B extends z.ZodTypeAny } ? JsonBody<B> : object);

/** The OpenAPI route of an endpoint, typed so `c.req.valid(…)` and the handler's answer follow its schemas. */
export type RouteFor<E extends Endpoint> = {
  method: E['method'];
  path: E['path'];
  request: RequestFor<E>;
  responses: ReturnType<typeof jsonResponses<E['response']>>;
  tags?: string[];
  summary?: string;
  security?: typeof security;
};

export function routeOf<E extends Endpoint>(endpoint: E): RouteFor<E> {
  const request: Record<string, unknown> = {};
  if (endpoint.params) request.params = endpoint.params;
  if (endpoint.query) request.query = endpoint.query;
  if (endpoint.body) request.body = { content: { 'application/json': { schema: endpoint.body } }, required: endpoint.bodyRequired ?? true };
  return createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(endpoint.auth === false ? {} : { security }),
    request,
    responses: jsonResponses(endpoint.response, endpoint.summary),
  }) as unknown as RouteFor<E>;
}

/** A router for one area: every zod failure of its routes becomes a 400 envelope with a Chinese message. */
export function areaRouter() {
  return new OpenAPIHono<PlatformBindings>({
    defaultHook: (result, c) => {
      if (!result.success) return sendEnvelope(c, fail(CODES.BAD_REQUEST, zodMessage(result.error)));
    },
  });
}

export type AreaRouter = ReturnType<typeof areaRouter>;
/** An area's routes, built from its route table; platform/app.ts mounts each with app.route(). */
export type PlatformArea = (deps: PlatformDeps) => AreaRouter;
