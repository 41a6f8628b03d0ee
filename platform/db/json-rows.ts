// Rows read as one JSON text each, for the background exports' batches (issue 44). On the embedded
// database much of a batch's cost is not the query but handing its values over: PGlite decodes every
// value of every row on its one thread, the rows cross to the request thread value by value, and
// drizzle maps them there. A batch of 50 waybills (25 values a row) took 2.9–3.2 ms to arrive,
// mapped, of which running the query was about 1.5 ms; as one JSON array a row, 1.8 ms to arrive
// and 0.1 ms to decode (decision 023). A list page's queries wait behind PGlite's thread and its
// render behind the request thread, so the shorter each batch holds them, the better.
//
// `jsonRowOf(fields)` selects a drizzle field tree (columns, nested objects of columns) as
// `json_build_array(…)::text`, and `decodeJsonRow(fields, text)` gives back exactly the row drizzle
// would have mapped: each value passes its column's own `mapFromDriverValue`. The values the driver
// receives as text (timestamps, dates, intervals, numerics: drizzle keeps them raw) and bigints are
// cast to text in the array, so they arrive as the same strings; every other value arrives as JSON,
// as the driver's own parsers would give it (numbers, booleans, json). json-rows.test.ts compares
// both readings for every column type the schema uses and for the seeded waybills.
import { Column, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** A drizzle select's fields: columns, or objects of them (nested once or more), or a table. */
export type FieldTree = Column | PgTable | { [key: string]: FieldTree };

/**
 * Types whose values cross as their text: those the driver hands over as text (drizzle asks PGlite and
 * node-postgres not to parse them), and bigint, which a JSON number would round past 2^53.
 */
const AS_TEXT = /^(timestamp|date|time|interval|numeric|decimal|bigint)/;

/** A tree's named branches: a table's columns, or an object's fields. */
const branchesOf = (fields: Exclude<FieldTree, Column>): [string, FieldTree][] => Object.entries(is(fields, PgTable) ? getTableColumns(fields) : fields);

function leaves(fields: FieldTree): Column[] {
  return is(fields, Column) ? [fields] : branchesOf(fields).flatMap(([, field]) => leaves(field));
}

/** One JSON array of the fields' values, in the tree's order, as text (json_build_array takes at most 100). */
export function jsonRowOf(fields: FieldTree): SQL<string> {
  const columns = leaves(fields);
  if (columns.length > 100) throw new Error(`jsonRowOf: ${columns.length} columns, at most 100`);
  const values = columns.map((column) => (AS_TEXT.test(column.getSQLType()) ? sql`${column}::text` : sql`${column}`));
  return sql<string>`json_build_array(${sql.join(values, sql`, `)})::text`;
}

type Decoder = (values: unknown[]) => unknown;
const decoders = new WeakMap<object, Decoder>();

/** The tree's shape made once: a function from the array's values to the row, in the tree's order. */
function decoderOf(fields: FieldTree): Decoder {
  let at = 0;
  const build = (field: FieldTree): Decoder => {
    if (is(field, Column)) {
      const index = at++;
      return (values) => (values[index] === null ? null : field.mapFromDriverValue(values[index]));
    }
    const entries = branchesOf(field).map(([key, child]) => [key, build(child)] as const);
    return (values) => {
      const row: Record<string, unknown> = {};
      for (const [key, decode] of entries) row[key] = decode(values);
      return row;
    };
  };
  return build(fields);
}

/** The row `jsonRowOf(fields)` read, shaped and typed as drizzle maps a select of `fields`. */
export function decodeJsonRow<T>(fields: FieldTree, text: string): T {
  let decode = decoders.get(fields);
  if (!decode) decoders.set(fields, (decode = decoderOf(fields)));
  return decode(JSON.parse(text) as unknown[]) as T;
}
