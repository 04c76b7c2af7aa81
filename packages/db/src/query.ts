/**
 * Drizzle's query operators, re-exported so repositories in the apps build queries with the same
 * drizzle-orm instance that created the database object (types of two copies would not mix).
 */
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  max,
  ne,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
