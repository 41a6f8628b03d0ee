// Route tables. Each area of the platform lists its endpoints once, in
// platform/contract/<area>/api.ts — method, path, input and response schemas — and both sides are
// built from that one list: the platform mounts its OpenAPI routes from it (platform/http/routes.ts)
// and the app calls it through the typed client (app/utils/api.server.ts). A path, a field or a
// response shape therefore changes in one place, and the compiler finds every caller.
import type { z } from 'zod';

/**
 * Who may call an endpoint (issue 44, docs/decisions/022-permissions-as-data.md): anyone
 * ('public'), any signed-in user ('signed-in'), or a caller one of whose roles is granted the
 * permission string, named `area:resource:action` (`finance:bill:payOnline`). The platform checks
 * it before the handler runs (platform/http/permissions.ts); the module still decides whose records.
 */
export type EndpointRule = 'public' | 'signed-in' | `${string}:${string}:${string}`;

export type Endpoint = {
  /** The endpoint's rule; every entry of every route table declares one. */
  permission: EndpointRule;
  method: 'get' | 'post';
  /** OpenAPI style: `/vehicle/getById/{id}`; each `{name}` is a key of `params`. */
  path: string;
  summary: string;
  tags?: string[];
  /**
   * Served to partners' API keys under /open/v1 as well (issue 51, decision 032): listed in the
   * partner document /open/v1/openapi.json, and its permission string is a scope a key may carry.
   */
  open?: true;
  /** `false`: anonymous callers are answered too (the platform still reads a token if one is sent). */
  auth?: boolean;
  params?: z.AnyZodObject;
  /** GET only: the query string. */
  query?: z.AnyZodObject | z.ZodEffects<z.AnyZodObject>;
  /** POST only: the JSON body. */
  body?: z.ZodTypeAny;
  /** Defaults to required when a body schema is given. */
  bodyRequired?: boolean;
  /** The envelope's `data` on success (code 200). */
  response: z.ZodTypeAny;
};

/** Keeps each endpoint's literal types (method, path, schemas) for both sides' inference. */
export function endpoints<const T extends Record<string, Endpoint>>(tags: string[], table: T): { [K in keyof T]: T[K] & { tags: string[] } } {
  const tagged = {} as { [K in keyof T]: T[K] & { tags: string[] } };
  for (const key of Object.keys(table) as (keyof T)[]) tagged[key] = { ...table[key], tags: table[key].tags ?? tags };
  return tagged;
}

type InputOf<S> = S extends z.ZodTypeAny ? z.input<S> : unknown;
type Part<E, K extends string> = E extends { [P in K]: infer S } ? InputOf<S> : unknown;

/** What a caller passes: the path parameters and the body (POST) or query (GET), as one object. */
export type EndpointInput<E extends Endpoint> = Simplify<Part<E, 'params'> & (E['method'] extends 'get' ? Part<E, 'query'> : Part<E, 'body'>)>;
/** What a successful call returns (the envelope's data). */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

type Simplify<T> = unknown extends T ? Record<string, never> : T extends readonly unknown[] ? T : { [K in keyof T]: T[K] } & {};

/** Fills `{name}` placeholders of an endpoint's path from the input; the rest of the input is returned. */
export function splitInput(endpoint: Endpoint, input: unknown): { path: string; rest: unknown } {
  if (!endpoint.params) return { path: endpoint.path, rest: input };
  const values = { ...(input as Record<string, unknown>) };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    delete values[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, rest: values };
}
