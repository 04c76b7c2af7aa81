/**
 * Drizzle's query operators, re-exported so repositories in the apps build queries with the same
 * drizzle-orm instance that created the database object (types of two copies would not mix).
 */
import { sql } from 'drizzle-orm';

export {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * A query whose SQL text is built once, for hot paths: run it with `.execute(values)`, the values
 * standing for its `sql.placeholder`s. Drizzle otherwise rebuilds the text on every call, which
 * cost more CPU than the rest of a chart request's Node work together. The empty name keeps the
 * statement unnamed, so PostgreSQL still parses and plans it with each call's values, as before.
 */
export function builtOnce<TPrepared>(query: { prepare(name: string): TPrepared }): TPrepared {
  return query.prepare('');
}

/**
 * `builtOnce` for a query of several shapes: the shape `shapeOf(options)` names is built the first
 * time it is asked for. Options that only change values must be placeholders, not part of the shape.
 */
export function builtOncePerShape<TOptions, TPrepared>(
  shapeOf: (options: TOptions) => string,
  build: (options: TOptions) => { prepare(name: string): TPrepared },
): (options: TOptions) => TPrepared {
  const built = new Map<string, TPrepared>();
  return (options) => {
    const shape = shapeOf(options);
    const known = built.get(shape);
    if (known !== undefined) return known;
    const query = builtOnce(build(options));
    built.set(shape, query);
    return query;
  };
}

/**
 * `sql.placeholder(name)` typed as the value it stands for, so code that builds a query from
 * values (a tenancy, a plant's id and time zone) can build a `builtOnce` one too: Drizzle accepts
 * a placeholder wherever a value goes.
 */
export const placeholderFor = <TValue = string>(name: string) => sql.placeholder(name) as unknown as TValue;

/**
 * Rows as one JSON parameter, for `SELECT … FROM jsonRecords(rows) AS name (column type, …)`: one
 * parameter however many rows, so building and sending a statement stays cheap. `json`, not `jsonb`:
 * the document is read once, and converting all of it to jsonb's binary form first cost more than
 * the rows' own writes.
 */
export const jsonRecords = (rows: readonly object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

/** An ILIKE pattern matching text that contains `text` literally (its `%`, `_` and backslashes escaped). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The rows of a raw `db.execute` result. node-postgres and PGlite both answer `{ rows }`, but
 * Drizzle types the two drivers' results apart; this is the one place that says they agree.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
