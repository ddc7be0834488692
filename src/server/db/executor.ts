import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database or a transaction opened on it: queries that must run inside a caller's transaction take this. */
export type TDbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;
