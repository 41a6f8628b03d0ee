// Splits a plain pg_dump script into statements, so a restore can feed it to PGlite or to a
// PostgreSQL connection in batches instead of one 100 MB query string (which PostgreSQL would
// parse into one tree in memory) and without psql.
//
// A semicolon ends a statement only outside quotes, quoted identifiers, dollar-quoted bodies
// and comments: row data of `INSERT` statements can hold any of ; ' " $$ and newlines.

/** psql meta-commands (\restrict, \connect) are not SQL; newer pg_dump versions emit them. */
const META_COMMAND = /^\\[a-z]+/i;
/**
 * Session settings a target may not know: PGlite is PostgreSQL 18, whose pg_dump writes
 * `SET transaction_timeout`, and PostgreSQL before 17 refuses the unknown parameter. It only
 * concerns the restoring session, so dropping it changes nothing in the data.
 */
const DROPPED = [/^SET\s+transaction_timeout\b/i];

export function* splitStatements(script: string): Generator<string> {
  const n = script.length;
  let start = 0;
  let i = 0;
  let atLineStart = true;
  // The text before a meta-command line, kept while the line itself is dropped.
  let carry = '';
  while (i < n) {
    const ch = script.charCodeAt(i);
    if (atLineStart && ch === 92 /* \ */) {
      const end = script.indexOf('\n', i);
      const line = script.slice(i, end < 0 ? n : end);
      if (META_COMMAND.test(line)) {
        carry += script.slice(start, i);
        i = end < 0 ? n : end + 1;
        start = i;
        continue;
      }
    }
    atLineStart = false;
    if (ch === 10 /* \n */) {
      atLineStart = true;
      i += 1;
    } else if (ch === 45 /* - */ && script.charCodeAt(i + 1) === 45) {
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (ch === 47 /* / */ && script.charCodeAt(i + 1) === 42 /* * */) {
      const end = script.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (ch === 39 /* ' */) {
      const escapes = i > 0 && (script[i - 1] === 'E' || script[i - 1] === 'e') && !/[\w$]/.test(script[i - 2] ?? ' ');
      i = skipQuoted(script, i + 1, 39, escapes);
    } else if (ch === 34 /* " */) {
      i = skipQuoted(script, i + 1, 34, false);
    } else if (ch === 36 /* $ */) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      if (tag && !/[\w$]/.test(script[i - 1] ?? ' ')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else {
        i += 1;
      }
    } else if (ch === 59 /* ; */) {
      const statement = (carry + script.slice(start, i + 1)).trim();
      carry = '';
      i += 1;
      start = i;
      if (keep(statement)) yield statement;
    } else {
      i += 1;
    }
  }
  const rest = (carry + script.slice(start)).trim();
  if (rest && keep(rest)) yield rest;
}

function skipQuoted(script: string, from: number, quote: number, backslashEscapes: boolean): number {
  let i = from;
  for (;;) {
    const end = script.indexOf(String.fromCharCode(quote), i);
    if (end < 0) return script.length;
    if (backslashEscapes) {
      let slashes = 0;
      for (let j = end - 1; j >= from && script.charCodeAt(j) === 92; j -= 1) slashes += 1;
      if (slashes % 2 === 1) {
        i = end + 1;
        continue;
      }
    }
    // A doubled quote is an escaped quote, not the end.
    if (script.charCodeAt(end + 1) === quote) {
      i = end + 2;
      continue;
    }
    return end + 1;
  }
}

function keep(statement: string): boolean {
  const body = statement.replace(/^(\s*--[^\n]*\n)+/, '').trim();
  if (!body || body === ';') return false;
  return !DROPPED.some((re) => re.test(body));
}

/** Statements joined into batches of about `maxChars`, one round trip each. */
export function* batches(statements: Iterable<string>, maxChars = 1_000_000): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (const statement of statements) {
    batch.push(statement);
    size += statement.length;
    if (size >= maxChars) {
      yield batch.join('\n');
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch.join('\n');
}
