// PostgreSQL's statements kept prepared per connection (decision 009, 2026-11-29 night). node-postgres
// sends a statement without a name as PostgreSQL's unnamed statement, which is parsed, analysed
// and planned on every execution: on the signed-in list that was ~6.9 ms of the backends' ~7 ms a
// page, against 0.4 ms to run the page statement. A named statement is parsed once per connection
// (node-postgres remembers which names its connection has parsed); with the session's
// `plan_cache_mode = force_generic_plan`, as on the embedded database (decision 014), it is planned
// once too. Only public means: the pool's `Client` option, `QueryConfig.name`, the connection's
// `options` and the pool's `maxUses`.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Sent in the startup packet: every session plans each prepared statement once, as on PGlite. */
export const PG_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/**
 * Statements a connection prepares at most. Texts vary with filters and IN-lists' lengths; past
 * this many, a new text runs unnamed, as before, so what a backend keeps stays bounded.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

/**
 * Check-outs after which the pool replaces a connection (pg-pool's `maxUses`): the bound above
 * then holds the texts of one connection's lifetime only, and a connection that filled its
 * statements with rare texts makes way for one that prepares the hot ones again.
 */
export const PREPARED_CONNECTION_USES = 20_000;

const names = new Map<string, string>();
const MAX_NAMES = 2000;

/** `p` and the SHA-1 of the text: the same statement has the same name on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    // a bounded memo: forgetting costs one hash again, never a wrong name
    if (names.size >= MAX_NAMES) names.clear();
    name = `p${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A node-postgres client that names every parameterised statement by its text (drizzle's and the
 * job runner's alike). A statement without values is left alone: it may be a script of several
 * statements, which only the simple protocol runs. A config that already has a name, or is a
 * submittable (a cursor, a stream), is passed on as it is.
 */
export class PreparingClient extends pg.Client {
  /** the names this connection has prepared (or tried to: a failed parse still counts) */
  readonly prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg's query() has eight overloads; this one takes every form and passes it on, named or not
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...this.named(args))) as pg.Client['query'];
  }

  private named(args: unknown[]): unknown[] {
    const [config, values] = args;
    if (typeof config === 'string') {
      const name = Array.isArray(values) && values.length ? this.nameFor(config) : undefined;
      if (name) return [{ text: config, name }, ...args.slice(1)];
    } else if (isUnnamedConfig(config)) {
      const params = Array.isArray(values) ? values : config.values;
      const name = params?.length ? this.nameFor(config.text) : undefined;
      if (name) return [{ ...config, name }, ...args.slice(1)];
    }
    return args;
  }

  /** The statement's name, or undefined when this connection holds its most already. */
  private nameFor(text: string): string | undefined {
    const name = statementName(text);
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
      this.prepared.add(name);
    }
    return name;
  }
}

function isUnnamedConfig(config: unknown): config is { text: string; name?: string; values?: unknown[] } {
  if (!config || typeof config !== 'object') return false;
  const candidate = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof candidate.text === 'string' && !candidate.name && typeof candidate.submit !== 'function';
}

/**
 * The pool's connection settings for `url`: PG_SESSION_OPTIONS joined to any `options` the URL
 * carries (node-postgres lets the URL's own override the config's, so they are moved over).
 */
export function preparedPoolTarget(url: string): { connectionString: string; options: string } {
  let own: string | null = null;
  let connectionString = url;
  try {
    const parsed = new URL(url);
    own = parsed.searchParams.get('options');
    if (own !== null) {
      parsed.searchParams.delete('options');
      connectionString = parsed.toString();
    }
  } catch {
    // not a URL node-postgres would read either; it reports that itself when it connects
  }
  return { connectionString, options: [own, PG_SESSION_OPTIONS].filter(Boolean).join(' ') };
}
