// Statements of the embedded database kept prepared (decision 014). PGlite's `query()` parses,
// describes and plans every statement anew through an unnamed statement, in six calls into the
// WASM backend; on a signed-in list page that was most of the database thread's time (the list
// query: ~4 ms, of which ~1.3 ms is running it). Here each SQL text is parsed and described once
// into a named statement, and a query is one call: bind, execute, sync. With the session's
// `plan_cache_mode = force_generic_plan` the plan is made once too.
import { parse as results, protocol, type PGlite, type Results, type RowMode } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
/** drizzle keeps dates and intervals as PostgreSQL's text: `rawTypes` names the types left unparsed. */
export type PreparedOptions = { rowMode?: RowMode; rawTypes?: number[] };
const unparsed = (value: string) => value;

const { serialize } = protocol;

/** Generic plans for every prepared statement: see decision 014 for what this trades. */
export const PREPARED_PLAN_MODE = 'set plan_cache_mode = force_generic_plan';

/** Statements kept at most; the least recently used is closed beyond it. */
export const MAX_PREPARED = 500;

type Statement = { name: string; paramTypes: number[]; rowDescription: ReturnType<typeof rowDescriptionOf> };
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

const rowDescriptionOf = (messages: BackendMessages) => messages.find((m) => m.name === 'rowDescription');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's own errors name the query; so do these. */
function withQuery(error: unknown, sql: string, params: unknown[]) {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { query: sql, params });
  return error;
}

// Names are never reused, whichever instance made them: a statement whose describe failed still
// holds its name.
let made = 0;

export class PreparedStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly pg: PGlite,
    private readonly max = MAX_PREPARED,
  ) {}

  get size() {
    return this.statements.size;
  }

  /**
   * `query(sql, params)` through a named statement. Inside a transaction the caller
   * already holds PGlite's transaction lock (taking it again would wait forever), and the commit
   * writes to disk; outside one the statement is its own transaction and is synced as `query()` does.
   */
  run(sql: string, params: unknown[], options: PreparedOptions, inTransaction: boolean): Promise<Results> {
    const run = () => this.pg._runExclusiveQuery(() => this.execute(sql, params, options, inTransaction));
    return inTransaction ? run() : this.pg._runExclusiveTransaction(run);
  }

  private async execute(sql: string, params: unknown[], options: PreparedOptions, inTransaction: boolean): Promise<Results> {
    const statement = await this.statementFor(sql, params);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessages;
    try {
      // One call: after an error the backend skips to the Sync, so nothing is left half done.
      const message = concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
      messages = await this.pg.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      throw withQuery(error, sql, params);
    }
    if (!inTransaction) await this.pg.syncToFs();
    // A statement's row description stands for the portal's: both in text format.
    if (statement.rowDescription) messages = [statement.rowDescription, ...messages];
    const parsers = options.rawTypes?.length ? this.parsersLeaving(options.rawTypes) : this.pg.parsers;
    return results.parseResults(messages, parsers, { rowMode: options.rowMode })[0];
  }

  private readonly withRawTypes = new Map<string, Parsers>();

  /**
   * PGlite's parsers with `rawTypes` left as text, made once per set of types: handing them to
   * parseResults as a query's own made it copy its whole table (some 200 types) on every call, a
   * third of the database thread's time on a list page.
   */
  private parsersLeaving(rawTypes: number[]) {
    const key = rawTypes.join(',');
    let parsers = this.withRawTypes.get(key);
    if (!parsers) {
      parsers = { ...this.pg.parsers, ...Object.fromEntries(rawTypes.map((type) => [type, unparsed])) };
      this.withRawTypes.set(key, parsers);
    }
    return parsers;
  }

  private async statementFor(sql: string, params: unknown[]): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) {
      // Map order is the eviction order: a statement used now goes to the back.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `s${++made}`;
    let described: BackendMessages;
    try {
      const message = concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      described = await this.pg.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      throw withQuery(error, sql, params);
    }
    const parameters = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const statement: Statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription: rowDescriptionOf(described) };
    this.statements.set(sql, statement);
    if (this.statements.size > this.max) await this.closeOldest();
    return statement;
  }

  private async closeOldest() {
    const [sql, oldest] = this.statements.entries().next().value as [string, Statement];
    this.statements.delete(sql);
    // A statement that could not be closed only takes memory; the query that made room succeeded.
    await this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false }).catch(() => undefined);
  }
}
