// The typed platform client: `api.<area>.<endpoint>(caller, input)`, generated from the route
// tables in platform/contract/<area>/api.ts. Input and output types come from the endpoint's
// schemas; transport, the token and the envelope codes are platform.server.ts's. Outside
// production every successful answer is checked against the endpoint's response schema, so a
// table that no longer says what the platform answers fails the tests, not a user.
import { API } from '#contract/api';
import type { Envelope } from '#contract/codes';
import { splitInput, type Endpoint, type EndpointInput, type EndpointOutput } from '#contract/endpoints';
import { appEnv } from './env.server';
import { callPlatform, dataOf, type Caller, type CallOptions } from './platform.server';

type Options = Pick<CallOptions, 'token'>;
type Args<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: Options] : [input: EndpointInput<E>, options?: Options];

export type ApiCall<E extends Endpoint> = {
  /** The data of a successful call; session codes end the session, other failures throw PlatformError. */
  (caller: Caller, ...args: Args<E>): Promise<EndpointOutput<E>>;
  /** The raw envelope, for callers that show a failure's message in place (public pages, forms). */
  envelope(caller: Caller, ...args: Args<E>): Promise<Envelope<EndpointOutput<E>>>;
};

type Client<Tables> = { [Area in keyof Tables]: { [Name in keyof Tables[Area]]: Tables[Area][Name] extends Endpoint ? ApiCall<Tables[Area][Name]> : never } };

function checkResponse(endpoint: Endpoint, envelope: Envelope<unknown>) {
  if (envelope.code !== 200 || appEnv().NODE_ENV === 'production') return;
  const result = endpoint.response.nullable().safeParse(envelope.data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
    throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} answered outside its response schema: ${issues}`);
  }
}

function callOf(endpoint: Endpoint) {
  async function envelope(caller: Caller, input?: unknown, options: Options = {}) {
    const { path, rest } = splitInput(endpoint, input);
    const method = endpoint.method === 'get' ? 'GET' : 'POST';
    const query = method === 'GET' ? (rest as CallOptions['query']) : undefined;
    const body = method === 'POST' ? (rest ?? {}) : undefined;
    const answer = await callPlatform(caller, path, { method, query, body, token: options.token });
    checkResponse(endpoint, answer);
    return answer;
  }
  const call = async (caller: Caller, input?: unknown, options?: Options) => dataOf(caller, await envelope(caller, input, options));
  return Object.assign(call, { envelope });
}

function clientOf<Tables extends Record<string, Record<string, Endpoint>>>(tables: Tables): Client<Tables> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [area, table] of Object.entries(tables)) {
    client[area] = Object.fromEntries(Object.entries(table).map(([name, endpoint]) => [name, callOf(endpoint)]));
  }
  return client as Client<Tables>;
}

export const api = clientOf(API);
