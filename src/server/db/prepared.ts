import { type Column, Param, type Placeholder, sql } from 'drizzle-orm';
import type { TDbExecutor } from './executor';

type TPlaceholderValues = Record<string, unknown>;
type TPrepared<R> = { execute(values?: TPlaceholderValues): Promise<R> };
type TBuilder<R> = { prepare(name: string): TPrepared<R> };

/**
 * The placeholder `name` of a prepared statement, for a value of `column`: given as the app holds
 * it (a Date for an instant) and encoded as the column encodes it. (A bare `sql.placeholder` in
 * a condition reaches the driver as it is given.)
 */
export const valueFor = (column: Column, name: string) => new Param(sql.placeholder(name), column);

/**
 * One placeholder per column, named after it, for an insert: its value is encoded as the column
 * encodes it, so an instant must be a Date (a nullable one goes through `sql` instead).
 */
export function placeholdersFor<const K extends string>(columns: readonly K[]): { [P in K]: Placeholder<P> } {
  const placeholders = {} as { [P in K]: Placeholder<P> };
  for (const column of columns) placeholders[column] = sql.placeholder(column);
  return placeholders;
}

/** What drizzle's sessions and prepared queries hold: the connection (pool or transaction) they run on. */
type TWithClient = { client: unknown };

/**
 * A statement of the hot paths built once, its values given as `sql.placeholder(name)`, then run
 * under its `name` on the database or inside a caller's transaction (ADR 0044). Drizzle builds a
 * query's text anew at each call (a fifth of a booking's CPU), and PostgreSQL parses and plans
 * it anew: a named statement is parsed once per connection.
 *
 * Drizzle binds a prepared query to the connection it was built on; this one is built once per
 * driver (node-postgres or PGlite) and each run binds a copy to the executor's own connection, so
 * that in a transaction it sees the transaction's writes and takes part in its commit or rollback
 * (prepared.int.test.ts holds drizzle to it).
 */
export function preparedStatement<R>(name: string, build: (db: TDbExecutor) => TBuilder<R>) {
  const byDriver = new Map<unknown, TPrepared<R>>();
  return (executor: TDbExecutor, values: TPlaceholderValues): Promise<R> => {
    const session = executor._.session as unknown as TWithClient;
    const driver = session.constructor;
    let prepared = byDriver.get(driver);
    if (!prepared) {
      prepared = build(executor).prepare(name);
      byDriver.set(driver, prepared);
    }
    const bound = Object.create(prepared) as TPrepared<R> & TWithClient;
    bound.client = session.client;
    return bound.execute(values);
  };
}

/**
 * A multi-row insert prepared once per number of rows (ADR 0044): `build` inserts the rows of
 * placeholders it is given (`column_i`), and each run fills them from its rows. Values go through
 * the columns' encoders, as in `placeholdersFor`: no nullable instant among `columns`. More rows
 * than `maxRows` are rare and run as a statement built for the call.
 */
export function preparedInsertOfRows<const K extends string, R>(
  name: string,
  columns: readonly K[],
  build: (db: TDbExecutor, rows: Array<{ [P in K]: Placeholder }>) => TBuilder<R>,
  maxRows = 4,
) {
  const byCount = new Map<number, (executor: TDbExecutor, values: TPlaceholderValues) => Promise<R>>();
  const placeholderRows = (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const row = {} as { [P in K]: Placeholder };
      for (const column of columns) row[column] = sql.placeholder(`${column}_${i}`);
      return row;
    });
  return (executor: TDbExecutor, rows: Array<Record<K, unknown>>): Promise<R> => {
    const values: TPlaceholderValues = {};
    for (const [i, row] of rows.entries())
      for (const column of columns) values[`${column}_${i}`] = row[column];
    if (rows.length > maxRows)
      return build(executor, placeholderRows(rows.length)).prepare('').execute(values);
    let run = byCount.get(rows.length);
    if (!run) {
      const count = rows.length;
      run = preparedStatement(`${name}_${count}`, (db) => build(db, placeholderRows(count)));
      byCount.set(count, run);
    }
    return run(executor, values);
  };
}
